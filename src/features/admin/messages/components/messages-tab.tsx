import { SegmentedControl } from '#src/components/ui/segmented-control.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Title } from '#src/components/ui/title.ts'
import { getRouteApi } from '@tanstack/react-router'
import type { MessagesSearch, MessageView } from '../search.ts'
import { ContactMessages } from './contact-messages.tsx'
import { ProgrammeRequests } from './programme-requests.tsx'
import { NewsletterList } from './newsletter-list.tsx'
import { OutboxList } from './outbox-list.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import { useScreenQuery } from '#src/lib/screen-guess.ts'

const VIEWS: { value: MessageView; label: string }[] = [
  { value: 'messages', label: 'Messages' },
  { value: 'demandes', label: 'Demandes FEPROBA / ISL' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'alertes', label: 'Alertes e-mail' },
]

type MessagesTabProps = { search: MessagesSearch; onSearchChange: (search: MessagesSearch) => void }

/** What people wrote: contact messages, programme requests, newsletter, and the staff alerts. */
export function MessagesTab({ search, onSearchChange }: MessagesTabProps) {
  const wide = useScreenQuery('(min-width: 48em)', true)
  const view = search.rubrique ?? 'messages'
  const status = search.statut ?? ''
  const onStatusFilter = (statut: MessagesSearch['statut'] | '') =>
    onSearchChange({ rubrique: view, statut: statut || undefined })
  return (
    <Stack gap="md">
      <Title order={2} className={dashboard.panelTitle}>
        Messages
      </Title>
      <SegmentedControl
        aria-label="Rubrique"
        data={VIEWS}
        value={view}
        onChange={(rubrique) => onSearchChange({ rubrique: rubrique as MessageView })}
        orientation={wide ? 'horizontal' : 'vertical'}
        fullWidth={!wide}
        color="churchBlue"
        style={{ alignSelf: wide ? 'flex-start' : 'stretch' }}
      />
      {view === 'messages' ? (
        // « Traité » is a request's status only: the messages show them all then.
        <ContactMessages status={status === 'traite' ? '' : status} onStatusFilter={onStatusFilter} />
      ) : null}
      {view === 'demandes' ? <ProgrammeRequests status={status} onStatusFilter={onStatusFilter} /> : null}
      {view === 'newsletter' ? <NewsletterList /> : null}
      {view === 'alertes' ? <OutboxList /> : null}
    </Stack>
  )
}

const route = getRouteApi('/admin-dashboard/messages')

/** The tab at its address: its view and filter are the route's search. */
export function MessagesPage() {
  const navigate = route.useNavigate()
  return <MessagesTab search={route.useSearch()} onSearchChange={(search) => void navigate({ search })} />
}
