import { Section } from '#src/components/section.tsx'
import { leaders, ministryDirectors } from '#common/content/leaders.ts'
import { initialsOf } from '../initials.ts'
import { LeaderCard } from './leader-card.tsx'
import classes from './leadership-section.module.css'

/** The pastoral team, then the six ministry directors (contacts « À venir », spec §2). */
export function LeadershipSection() {
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

      <h3 className={classes.directorsTitle}>Directeurs de ministères</h3>
      <ul className={classes.directors}>
        {ministryDirectors.map((director) => (
          <li key={director.position} className={classes.director}>
            <span className={classes.smallAvatar} aria-hidden="true">
              {initialsOf(director.name)}
            </span>
            <div>
              <p className={classes.directorName}>{director.name}</p>
              <p className={classes.directorPosition}>{director.position}</p>
              <dl className={classes.pending}>
                <dt>Téléphone</dt>
                <dd>À venir</dd>
                <dt>E-mail</dt>
                <dd>À venir</dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
