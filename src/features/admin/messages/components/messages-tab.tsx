import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/FloatingIndicator.css'
import '@mantine/core/styles/SegmentedControl.css'
import { SegmentedControl, Stack, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { DashboardSearch, MessageView, NavigateDashboard } from '../../search.ts'
import { ContactMessages } from './contact-messages.tsx'
import { ProgrammeRequests } from './programme-requests.tsx'
import { NewsletterList } from './newsletter-list.tsx'
import { OutboxList } from './outbox-list.tsx'
import { isMessageStatus } from './message-status-filter.tsx'
import dashboard from '../../shared/components/admin-dashboard.module.css'

const VIEWS: { value: MessageView; label: string }[] = [
  { value: 'messages', label: 'Messages' },
  { value: 'demandes', label: 'Demandes FEPROBA / ISL' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'alertes', label: 'Alertes e-mail' },
]

type MessagesTabProps = { search: DashboardSearch; onNavigate: NavigateDashboard }

/** What people wrote: contact messages, programme requests, newsletter, and the staff alerts. */
export function MessagesTab({ search, onNavigate }: MessagesTabProps) {
  const wide = useMediaQuery('(min-width: 48em)')
  const view = search.rubrique ?? 'messages'
  const status = isMessageStatus(search.statut) ? search.statut : ''
  const onStatusFilter = (statut: string) =>
    onNavigate({ onglet: 'messages', rubrique: view, statut: statut || undefined })
  return (
    <Stack gap="md">
      <Title order={2} className={dashboard.panelTitle}>
        Messages
      </Title>
      <SegmentedControl
        aria-label="Rubrique"
        data={VIEWS}
        value={view}
        onChange={(rubrique) => onNavigate({ onglet: 'messages', rubrique: rubrique as MessageView })}
        orientation={wide ? 'horizontal' : 'vertical'}
        fullWidth={!wide}
        color="churchBlue"
        style={{ alignSelf: wide ? 'flex-start' : 'stretch' }}
      />
      {view === 'messages' ? <ContactMessages status={status} onStatusFilter={onStatusFilter} /> : null}
      {view === 'demandes' ? <ProgrammeRequests status={status} onStatusFilter={onStatusFilter} /> : null}
      {view === 'newsletter' ? <NewsletterList /> : null}
      {view === 'alertes' ? <OutboxList /> : null}
    </Stack>
  )
}
