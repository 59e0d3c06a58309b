import { useEffect, useId, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, linkOptions, useLocation } from '@tanstack/react-router'
import { IconDots, IconSchool } from '@tabler/icons-react'
import {
  ADMIN_DASHBOARD,
  ADMIN_OVERVIEW_ROLES,
  adminTabPath,
  mayOpenTab,
  tabsForRole,
  type AdminTab,
} from '#common/admin-dashboard-pages.ts'
import type { AdminOverview } from '#common/schemas/admin-overview.ts'
import { overviewQueries } from '../../overview/api.ts'
import { useStaffRole } from '../session.ts'
import { OVERVIEW, TABS } from './dashboard-tabs.tsx'
import classes from './bottom-nav.module.css'

type Pending = AdminOverview['pending']

/** The areas a secretary opens every day, in the bar; every other area goes under « Plus ». */
const IN_BAR: readonly AdminTab[] = ['membres', 'messages']

// The FEPROBA / ISL requests live in the messages' tab: the bar opens that view directly.
const REQUESTS = linkOptions({ to: '/admin-dashboard/messages', search: { rubrique: 'demandes' } })
const MESSAGES = linkOptions({ to: '/admin-dashboard/messages', search: { rubrique: 'messages' } })

const WAITING: Partial<Record<AdminTab, keyof Pending>> = { membres: 'members', messages: 'messages' }

/**
 * Phones: the dashboard's areas in a bar fixed at the bottom of the screen, under the thumb: the
 * overview, registrations, messages and requests with the count of what waits (from the
 * overview's counts), and « Plus » for the rest of the tabs (a new area lands there by itself).
 * Only what the signed-in role may open.
 *
 * « Plus » opens its list with the browser's own popover (`popovertarget`): the browser closes it
 * on a tap outside or Escape and gives the focus back to the button, and says the button expands
 * it; no menu or positioning library loads with the overview for it.
 */
export function BottomNav() {
  const role = useStaffRole() ?? 'contenu'
  const { data } = useQuery({ ...overviewQueries.overview(), enabled: ADMIN_OVERVIEW_ROLES.includes(role) })
  const pending = data?.pending
  const office = IN_BAR.filter((tab) => mayOpenTab(role, tab))
  // A role without the office's areas (« Contenu ») gets its own first areas in the bar.
  const inBar = office.length > 0 ? office : tabsForRole(role).slice(0, 3)
  const more = tabsForRole(role).filter((tab) => !inBar.includes(tab))
  return (
    <nav aria-label="Navigation du tableau de bord" className={classes.bar}>
      <Entry to={ADMIN_DASHBOARD} label="Accueil" icon={TABS[OVERVIEW].icon} exact />
      {inBar.map((tab) => {
        const waiting = WAITING[tab]
        return tab === 'messages' ? (
          <Entry key={tab} {...MESSAGES} label={TABS[tab].label} icon={TABS[tab].icon} count={pending?.messages} />
        ) : (
          <Entry
            key={tab}
            to={adminTabPath(tab)}
            label={TABS[tab].label}
            icon={TABS[tab].icon}
            count={waiting ? pending?.[waiting] : undefined}
          />
        )
      })}
      {mayOpenTab(role, 'messages') ? (
        <Entry {...REQUESTS} label="Demandes" icon={IconSchool} count={pending?.requests} />
      ) : null}
      <MoreAreas tabs={more} />
    </nav>
  )
}

/** « Plus »: the areas not in the bar, as links in a list the button opens above the bar. */
function MoreAreas({ tabs }: { tabs: readonly AdminTab[] }) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const pathname = useLocation({ select: (location) => location.pathname })
  // A tap on a link opens its area without leaving the page: the list closes once it is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the address changes.
  useEffect(() => {
    const popover = list.current
    if (popover?.hidePopover && popover.matches(':popover-open')) popover.hidePopover()
  }, [pathname])
  return (
    <>
      <button type="button" popoverTarget={id} className={classes.entry}>
        <IconDots size={22} aria-hidden="true" />
        <span className={classes.label}>Plus</span>
      </button>
      <div ref={list} id={id} popover="auto" className={classes.more}>
        <ul aria-label="Autres rubriques" className={classes.moreList}>
          {tabs.map((tab) => {
            const Icon = TABS[tab].icon
            return (
              <li key={tab}>
                <Link to={adminTabPath(tab)} className={classes.moreLink}>
                  <Icon size={18} aria-hidden="true" />
                  {TABS[tab].label}
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </>
  )
}

type EntryProps = {
  to: string
  search?: Record<string, string>
  label: string
  icon: typeof IconDots
  count?: number | undefined
  exact?: boolean
}

function Entry({ to, search, label, icon: Icon, count, exact }: EntryProps) {
  return (
    <Link
      to={to}
      search={search}
      className={classes.entry}
      // The overview only at its own address; an area with its filters (the search) too.
      activeOptions={{ exact: exact ?? false, includeSearch: search !== undefined }}
    >
      <Icon size={22} aria-hidden="true" />
      <span className={classes.label}>
        {label}
        {count ? (
          <>
            {' '}
            <span className={classes.count}>{count}</span>
          </>
        ) : null}
      </span>
    </Link>
  )
}
