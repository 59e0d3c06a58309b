import type { ComponentProps, Ref } from 'react'
import { createPolymorphicComponent } from '@mantine/core'
import { Tabs, type TabsTabProps } from '#src/components/ui/tabs.ts'
import { createLink } from '@tanstack/react-router'
import {
  IconBuildingChurch,
  IconCalendarEvent,
  IconClipboardCheck,
  IconHeartHandshake,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMailForward,
  IconMicrophone,
  IconPhoto,
  IconUsers,
  IconUsersGroup,
  IconWorldWww,
} from '@tabler/icons-react'
import {
  ADMIN_DASHBOARD,
  ADMIN_OTHER_PAGES,
  ADMIN_TABS,
  adminTabPath,
  tabsForRole,
  type AdminOtherPage,
  type AdminTab,
} from '#common/admin-dashboard-pages.ts'
import { useStaffRole } from '../session.ts'

export const OVERVIEW = 'vue-d-ensemble'
export type TabName = typeof OVERVIEW | AdminTab
/** What an address of the dashboard opens: the overview, a tab, or another page (« Mon compte »). */
export type PageName = TabName | AdminOtherPage

/** Each area's name and icon: the tabs on desktop and the phone's bottom bar are drawn from it. */
export const TABS: Record<TabName, { label: string; icon: typeof IconUsers }> = {
  [OVERVIEW]: { label: "Vue d'ensemble", icon: IconLayoutDashboard },
  membres: { label: 'Membres', icon: IconUsers },
  presences: { label: 'Présences', icon: IconClipboardCheck },
  evenements: { label: 'Événements', icon: IconCalendarEvent },
  cultes: { label: 'Cultes', icon: IconBuildingChurch },
  galerie: { label: 'Galerie', icon: IconPhoto },
  predications: { label: 'Prédications', icon: IconMicrophone },
  dons: { label: 'Dons', icon: IconHeartHandshake },
  messages: { label: 'Messages', icon: IconMail },
  lettres: { label: 'Lettre', icon: IconMailForward },
  site: { label: 'Site', icon: IconWorldWww },
  journal: { label: 'Journal', icon: IconHistory },
  equipe: { label: 'Équipe', icon: IconUsersGroup },
}

/**
 * The page a dashboard address opens (the overview for /admin-dashboard and what is unknown); a
 * page below a tab (/admin-dashboard/membres/12, a person's) is that tab's.
 */
export const tabAt = (pathname: string): PageName => {
  const path = pathname.replace(/\/$/, '')
  return (
    [...ADMIN_TABS, ...ADMIN_OTHER_PAGES].find(
      (page) => path === adminTabPath(page) || path.startsWith(`${adminTabPath(page)}/`),
    ) ?? OVERVIEW
  )
}

// Mantine's tab, drawn as a link: the same look and keyboard (arrows, Home, End), and a real
// address to open in a new tab, bookmark or share; the router marks the open one aria-current.
const AnchorTab = createPolymorphicComponent<'a', TabsTabProps>(Tabs.Tab)
const TabAnchor = (props: TabsTabProps & ComponentProps<'a'>) => <AnchorTab component="a" {...props} />
const TabLink = createLink(TabAnchor)
// Only the path decides which tab is open, not the tab's filters in the query.
const EXACT_PATH = { exact: true, includeSearch: false }

/** The tabs: the overview, then the tabs of ADMIN_TABS the signed-in role may open, in its order. */
export function DashboardTabList({ ref }: { ref: Ref<HTMLDivElement> }) {
  const role = useStaffRole()
  const tabs = role ? tabsForRole(role) : []
  return (
    <Tabs.List ref={ref} aria-label="Rubriques du tableau de bord">
      <TabLink
        to={ADMIN_DASHBOARD}
        value={OVERVIEW}
        activeOptions={EXACT_PATH}
        leftSection={<TabIcon tab={OVERVIEW} />}
      >
        {TABS[OVERVIEW].label}
      </TabLink>
      {tabs.map((tab) => (
        <TabLink
          key={tab}
          to={adminTabPath(tab)}
          value={tab}
          activeOptions={EXACT_PATH}
          leftSection={<TabIcon tab={tab} />}
        >
          {TABS[tab].label}
        </TabLink>
      ))}
    </Tabs.List>
  )
}

function TabIcon({ tab }: { tab: TabName }) {
  const Icon = TABS[tab].icon
  return <Icon size={18} aria-hidden="true" />
}
