import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { Container } from '#src/components/ui/container.ts'
import { Tabs } from '#src/components/ui/tabs.ts'
import { NotificationsOnDemand } from '#src/components/ui/notifications-on-demand.tsx'
import { useLocation, useRouterState } from '@tanstack/react-router'
import { DashboardHeader } from './dashboard-header.tsx'
import { BottomNav } from './bottom-nav.tsx'
import { ADMIN_OVERVIEW_ROLES, ADMIN_TABS, mayOpenTab, type AdminTab } from '#common/admin-dashboard-pages.ts'
import { useStaffRole } from '../session.ts'
import { DashboardTabList, OVERVIEW, tabAt } from './dashboard-tabs.tsx'
import { ReservedArea, RoleHome } from './reserved-area.tsx'
import { Loading } from './query-state.tsx'
import { markPanelIfAdopted } from './panel-adoption.tsx'
import classes from './admin-dashboard.module.css'
import { useScreenQuery } from '#src/lib/screen-guess.ts'

/**
 * The pastor's and secretary's dashboard around the open tab (`children`, the tab's route): the
 * header, then the tabs, each a link to its own address, the open one in its panel. On a phone
 * the header is one line and the areas are in a bar at the bottom of the screen (the tab row is
 * hidden there by the stylesheet, still naming the panel for screen readers).
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const desktop = useScreenQuery('(min-width: 62em)', true)
  // The address being opened: the tab is marked at once, while its code and data load.
  const tab = tabAt(useLocation({ select: (location) => location.pathname }))
  // The area the router has finished opening. Until the new one's loader is done, the router still
  // renders the previous area: shown under the new tab, its links and buttons would be used (and
  // focused) just before it unmounts, so the panel waits instead.
  const opened = tabAt(useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname }))
  const role = useStaffRole()
  const tabList = useRef<HTMLDivElement>(null)
  // Phones: the tab row scrolls sideways; keep the current tab in sight (e.g. /admin-dashboard/messages).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the tab or the layout changes.
  useEffect(() => {
    tabList.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [tab, desktop])
  return (
    <div className={classes.page} data-phone={!desktop || undefined}>
      {/* On a phone, at the top: the bottom of the screen holds the navigation bar. */}
      <NotificationsOnDemand position={desktop ? 'bottom-right' : 'top-center'} zIndex={400} />
      <DashboardHeader compact={!desktop} />
      <main>
        <Container size="xl" className={`${classes.gutter} ${classes.mainSpacing}`}>
          <Tabs
            value={tab}
            orientation={desktop ? 'vertical' : 'horizontal'}
            variant={desktop ? 'pills' : 'default'}
            keepMounted={false}
            classNames={{ list: classes.tabsList, tab: classes.tab, panel: classes.panel }}
          >
            <DashboardTabList ref={tabList} />
            <Tabs.Panel value={tab}>
              {/* While a tab's code loads: the header and the tabs stay, the panel waits. */}
              <Suspense fallback={<Loading />}>
                {opened === tab ? content(role, tab, children) : <Loading />}
                <MarkPanelHydrated />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </Container>
      </main>
      {desktop ? null : <BottomNav />}
    </div>
  )
}

const isTab = (page: string): page is AdminTab => (ADMIN_TABS as readonly string[]).includes(page)

/** Marks the open tab's panel adopted once its content, which comes with the tab's code, is. */
function MarkPanelHydrated() {
  useEffect(markPanelIfAdopted, [])
  return null
}

/** The open page, or what replaces it when the role may not use it (the server refuses its data). */
function content(role: ReturnType<typeof useStaffRole>, page: ReturnType<typeof tabAt>, children: ReactNode) {
  if (!role) return children
  if (isTab(page) && !mayOpenTab(role, page)) return <ReservedArea tab={page} role={role} />
  if (page === OVERVIEW && !ADMIN_OVERVIEW_ROLES.includes(role)) return <RoleHome role={role} />
  return children
}
