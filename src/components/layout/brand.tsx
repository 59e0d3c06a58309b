import { Link } from '@tanstack/react-router'
import { IconCross } from '@tabler/icons-react'
import { useSiteContent } from '#src/lib/site-content.ts'
import classes from './brand.module.css'

/** « Église Baptiste Francophone » over « de Santiago »: the name split before its place. */
export function brandLines(name: string): [string, string] {
  const at = name.lastIndexOf(' de ')
  return at > 0 ? [name.slice(0, at), name.slice(at + 1)] : [name, '']
}

/**
 * The church's mark and name, linking home. The link is named by the name it shows (WCAG 2.5.3:
 * a voice user says what they see), then « accueil » for screen readers; the space between the
 * two lines keeps the words apart in that name.
 */
export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const name = useSiteContent()?.identity.name
  const [first, second] = brandLines(name ?? '')
  return (
    <Link to="/" className={classes.brand} data-tone={tone}>
      <span className={classes.mark} aria-hidden="true">
        <IconCross size={22} stroke={2} />
      </span>
      <span className={classes.text}>
        <span className={classes.name}>{first}</span>
        {second ? (
          <>
            {' '}
            <span className={classes.place}>{second}</span>
          </>
        ) : null}
        <span className="visually-hidden">{name ? ' — accueil' : 'Accueil'}</span>
      </span>
    </Link>
  )
}
