import { islStats } from '#common/content/isl-programmes.ts'
import classes from './isl-programmes.module.css'

/** The institute's key figures, on the hero's navy band. */
export function IslStats() {
  return (
    <ul className={classes.stats} aria-label="L'ISL en chiffres">
      {islStats.map((stat) => (
        <li key={stat.label} className={classes.stat}>
          {stat.labelFirst ? (
            <>
              <span className={classes.statLabel}>{stat.label}</span>{' '}
              <strong className={classes.statValue}>{stat.value}</strong>
            </>
          ) : (
            <>
              <strong className={classes.statValue}>{stat.value}</strong>{' '}
              <span className={classes.statLabel}>{stat.label}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
