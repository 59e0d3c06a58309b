import { Link } from '@tanstack/react-router'
import { useStaffSignedIn } from '#src/lib/staff-session.ts'
import { homeSections } from './nav-items.ts'

type NavLinksProps = {
  listClassName?: string
  linkClassName?: string
  /** Called when an entry is chosen (the mobile menu closes then). */
  onNavigate?: () => void
}

/** The home page's sections, then the calendar, the confession of faith and the sermons (and the dashboard for the team), as links. */
export function NavLinks({ listClassName, linkClassName, onNavigate }: NavLinksProps) {
  // Only for a team member whose session is open (checked only when they signed in here).
  const staff = useStaffSignedIn()
  return (
    <ul className={listClassName}>
      {homeSections.map((section) => (
        <li key={section.hash}>
          <Link
            to="/"
            hash={section.hash}
            // Only the entry of the current hash is "active" (aria-current), not all ten.
            activeOptions={{ includeHash: true }}
            className={linkClassName}
            onClick={onNavigate}
          >
            {section.label}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/calendrier" className={linkClassName} onClick={onNavigate}>
          Calendrier
        </Link>
      </li>
      <li>
        <Link to="/confession-de-foi" className={linkClassName} onClick={onNavigate}>
          Confession de foi
        </Link>
      </li>
      <li>
        <Link to="/predications" className={linkClassName} onClick={onNavigate}>
          Prédications
        </Link>
      </li>
      {staff ? (
        <li>
          <Link to="/admin-dashboard" className={linkClassName} onClick={onNavigate}>
            Tableau de bord
          </Link>
        </li>
      ) : null}
    </ul>
  )
}
