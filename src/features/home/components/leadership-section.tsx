import { formatPhone, telHref } from '#common/phone.ts'
import { Section } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import { initialsOf } from '../initials.ts'
import { LeaderCard } from './leader-card.tsx'
import classes from './leadership-section.module.css'

/** The pastoral team, then the ministry directors (a contact not published yet shows « À venir »). */
export function LeadershipSection() {
  const { leaders, directors } = useLoadedSiteContent()
  return (
    <Section
      id="leadership"
      tone="muted"
      eyebrow="Leadership"
      title="Notre équipe pastorale"
      intro="Des serviteurs appelés à prendre soin de l’église, à l’enseigner et à l’accompagner."
    >
      <ul className={classes.leaders}>
        {leaders.map((leader) => (
          <LeaderCard key={leader.id} leader={leader} />
        ))}
      </ul>

      {directors.length > 0 ? <h3 className={classes.directorsTitle}>Directeurs de ministères</h3> : null}
      <ul className={classes.directors}>
        {directors.map((director) => (
          <li key={`${director.position} ${director.name}`} className={classes.director}>
            <span className={classes.smallAvatar} aria-hidden="true">
              {initialsOf(director.name)}
            </span>
            <div>
              <p className={classes.directorName}>{director.name}</p>
              <p className={classes.directorPosition}>{director.position}</p>
              <dl className={classes.pending}>
                <dt>Téléphone</dt>
                <dd>
                  {director.phone ? (
                    <a href={telHref(director.phone)}>{formatPhone(director.phone)}</a>
                  ) : (
                    <i>À venir</i>
                  )}
                </dd>
                <dt>E-mail</dt>
                <dd>{director.email ? <a href={`mailto:${director.email}`}>{director.email}</a> : <i>À venir</i>}</dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
