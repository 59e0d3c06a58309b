import type { SiteContent } from '#common/schemas/site-content.ts'
import classes from './isl-programmes.module.css'

/** The institute's key figures, on the hero's navy band. */
export function IslStats({ isl }: { isl: SiteContent['isl'] }) {
  const stats = [
    { value: isl.figures.activeStudents, label: 'étudiants actifs' },
    { value: isl.figures.graduates, label: 'diplômés en service' },
    { value: String(isl.figures.teachers), label: 'enseignants' },
  ]
  return (
    <ul className={classes.stats} aria-label={`L'${isl.name} en chiffres`}>
      {stats.map((stat) => (
        <li key={stat.label} className={classes.stat}>
          <strong className={classes.statValue}>{stat.value}</strong>{' '}
          <span className={classes.statLabel}>{stat.label}</span>
        </li>
      ))}
      {/* Read as « Fondé en 2019 » rather than « 2019 fondé en ». */}
      <li className={classes.stat}>
        <span className={classes.statLabel}>Fondé en</span>{' '}
        <strong className={classes.statValue}>{isl.foundedYear}</strong>
      </li>
    </ul>
  )
}
