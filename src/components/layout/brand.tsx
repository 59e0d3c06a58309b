import { Link } from '@tanstack/react-router'
import { IconCross } from '@tabler/icons-react'
import { church } from '#common/content/church.ts'
import classes from './brand.module.css'

/** The church's mark and name, linking home. */
export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className={classes.brand} data-tone={tone} aria-label={`${church.name} — accueil`}>
      <span className={classes.mark} aria-hidden="true">
        <IconCross size={22} stroke={2} />
      </span>
      <span className={classes.text} aria-hidden="true">
        <span className={classes.name}>Église Baptiste Francophone</span>
        <span className={classes.place}>de Santiago</span>
      </span>
    </Link>
  )
}
