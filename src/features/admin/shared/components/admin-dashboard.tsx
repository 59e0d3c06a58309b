// Dependencies first: a later sheet wins between equal selectors.
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Container.css'
import '@mantine/core/styles/Tabs.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'
import { useEffect, useRef } from 'react'
import { Container, Tabs } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { useMediaQuery } from '@mantine/hooks'
import {
  IconBuildingChurch,
  IconCalendarEvent,
  IconHeartHandshake,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconPhoto,
  IconUsers,
} from '@tabler/icons-react'
import type { DashboardSearch, DashboardTab, NavigateDashboard } from '../../search.ts'
import { DashboardHeader } from './dashboard-header.tsx'
import { OverviewTab } from '../../overview/components/overview-tab.tsx'
import { MembersTab } from '../../members/components/members-tab.tsx'
import { EventsTab } from '../../content/components/events-tab.tsx'
import { ServicesTab } from '../../content/components/services-tab.tsx'
import { AuditTab } from '../../audit/components/audit-tab.tsx'
import { GalleryTab } from '../../gallery/components/gallery-tab.tsx'
import { DonationsTab } from '../../donations/components/donations-tab.tsx'
import { MessagesTab } from '../../messages/components/messages-tab.tsx'
import classes from './admin-dashboard.module.css'

const TABS = [
  { value: 'vue-d-ensemble', label: "Vue d'ensemble", icon: IconLayoutDashboard },
  { value: 'membres', label: 'Membres', icon: IconUsers },
  { value: 'evenements', label: 'Événements', icon: IconCalendarEvent },
  { value: 'cultes', label: 'Cultes', icon: IconBuildingChurch },
  { value: 'galerie', label: 'Galerie', icon: IconPhoto },
  { value: 'dons', label: 'Dons', icon: IconHeartHandshake },
  { value: 'messages', label: 'Messages', icon: IconMail },
  { value: 'journal', label: 'Journal', icon: IconHistory },
] as const satisfies readonly { value: DashboardTab; label: string; icon: unknown }[]

type AdminDashboardProps = { search: DashboardSearch; onNavigate: NavigateDashboard }

/** The pastor's and secretary's dashboard: one tab at a time, the tab in the URL. */
export function AdminDashboard({ search, onNavigate }: AdminDashboardProps) {
  const desktop = useMediaQuery('(min-width: 62em)')
  const tab = search.onglet ?? 'vue-d-ensemble'
  const tabList = useRef<HTMLDivElement>(null)
  // Phones: the tab row scrolls sideways; keep the current tab in sight (e.g. ?onglet=messages).
  useEffect(() => {
    tabList.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [tab, desktop])
  return (
    <div className={classes.page}>
      <Notifications position="bottom-right" zIndex={400} />
      <DashboardHeader />
      <main>
        <Container size="xl" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
          <Tabs
            value={tab}
            onChange={(value) => {
              if (value) onNavigate(value === 'vue-d-ensemble' ? {} : { onglet: value as DashboardTab })
            }}
            orientation={desktop ? 'vertical' : 'horizontal'}
            variant={desktop ? 'pills' : 'default'}
            keepMounted={false}
            classNames={{ list: classes.tabsList, tab: classes.tab, panel: classes.panel }}
          >
            <Tabs.List ref={tabList} aria-label="Rubriques du tableau de bord">
              {TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden="true" />}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="vue-d-ensemble">
              <OverviewTab onNavigate={onNavigate} />
            </Tabs.Panel>
            <Tabs.Panel value="membres">
              <MembersTab search={search} onNavigate={onNavigate} />
            </Tabs.Panel>
            <Tabs.Panel value="evenements">
              <EventsTab />
            </Tabs.Panel>
            <Tabs.Panel value="cultes">
              <ServicesTab />
            </Tabs.Panel>
            <Tabs.Panel value="galerie">
              <GalleryTab />
            </Tabs.Panel>
            <Tabs.Panel value="dons">
              <DonationsTab />
            </Tabs.Panel>
            <Tabs.Panel value="messages">
              <MessagesTab search={search} onNavigate={onNavigate} />
            </Tabs.Panel>
            <Tabs.Panel value="journal">
              <AuditTab />
            </Tabs.Panel>
          </Tabs>
        </Container>
      </main>
    </div>
  )
}
