import { IconChevronDown, IconMail, IconPhone } from '@tabler/icons-react'
import type { Leader } from '#common/schemas/site-content.ts'
import { formatPhone, telHref } from '#common/phone.ts'
import { formatLongDate } from '#common/format-date.ts'
import { Portrait } from '#src/components/portrait.tsx'
import { initialsOf } from '../initials.ts'
import classes from './leadership-section.module.css'

export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <li className={classes.card}>
      <div className={classes.head}>
        {leader.photo ? (
          <Portrait photo={leader.photo} name={leader.name} size={72} className={classes.photo} />
        ) : (
          <span className={classes.avatar} aria-hidden="true">
            {initialsOf(leader.name)}
          </span>
        )}
        <div>
          <h3 className={classes.name}>{leader.name}</h3>
          <p className={classes.position}>{leader.position}</p>
        </div>
      </div>
      <ul className={classes.contacts}>
        <li>
          <IconPhone size={16} aria-hidden="true" />
          <a href={telHref(leader.phone)}>{formatPhone(leader.phone)}</a>
        </li>
        <li>
          <IconMail size={16} aria-hidden="true" />
          <a href={`mailto:${leader.email}`}>{leader.email}</a>
        </li>
      </ul>
      {/* Native disclosure: works before any script runs and with every assistive technology. */}
      <details className={classes.details}>
        <summary className={classes.summary}>
          Voir la biographie
          <IconChevronDown size={18} aria-hidden="true" className={classes.chevron} />
        </summary>
        <div className={classes.bio}>
          <p>{leader.biography}</p>
          <dl className={classes.facts}>
            <dt>Naissance</dt>
            <dd>
              {formatLongDate(leader.birthDate)}, {leader.birthPlace}
            </dd>
            <dt>Famille</dt>
            <dd>{leader.family}</dd>
            <dt>Formation</dt>
            <dd>{leader.education}</dd>
            <dt>Ministère</dt>
            <dd>{leader.ministry}</dd>
          </dl>
        </div>
      </details>
    </li>
  )
}
