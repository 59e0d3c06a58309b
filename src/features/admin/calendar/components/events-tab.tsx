import { useEffect, useState } from 'react'
import { churchDate } from '#common/church-time.ts'
import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Link } from '@tanstack/react-router'
import { IconClock, IconMapPin, IconPlus, IconRepeat, IconUsers } from '@tabler/icons-react'
import { isKnownEventCategory, type ChurchEvent } from '#common/schemas/event.ts'
import { formatDayDate, formatLongDate } from '#common/format-date.ts'
import { calendarQueries, useDeleteEvent } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { StatCard } from '../../kit/components/stat-card.tsx'
import { EventFormModal } from './event-form-modal.tsx'
import { RegistrationsPanel } from './registrations-panel.tsx'
import { eventSpanText, repeatSummary } from './event-texts.ts'
import { ConfirmDeleteModal } from '../../kit/components/confirm-delete-modal.tsx'
import { DeleteButton, EditButton } from '../../kit/components/record-actions.tsx'
import { useRecordDialogs } from '../../kit/use-record-dialogs.ts'
import dashboard from '../../kit/components/admin-dashboard.module.css'

/** Today in Santiago as YYYY-MM-DD: events are calendar days there. */
const todayInSantiago = () => churchDate(new Date())

function counts(events: ChurchEvent[], today: string) {
  return {
    total: events.length,
    upcoming: events.filter((e) => (e.nextDate ?? e.date) > today).length,
    thisMonth: events.filter((e) => e.date.startsWith(today.slice(0, 7))).length,
  }
}

/** Past: no occurrence left to come (the server's nextDate), else its day is gone. */
const isPast = (event: ChurchEvent, today: string) =>
  event.nextDate === null || (event.nextDate === undefined && (event.endDate ?? event.date) < today)

/**
 * Every event, past ones included and marked (they have left the public site): add, edit, delete.
 * `startNew` opens the form of a new event at once.
 */
export function EventsTab({ startNew = false }: { startNew?: boolean }) {
  const query = useQuery(calendarQueries.events())
  const dialogs = useRecordDialogs<ChurchEvent>(useDeleteEvent(), (event) => `Événement « ${event.title} » supprimé.`, {
    startNew,
  })
  const { deleting } = dialogs

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} className={dashboard.panelTitle}>
          Événements
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={dialogs.openNew}>
          Ajouter un événement
        </Button>
      </Group>
      <QueryState query={query} what="les événements">
        {(events) => {
          const today = todayInSantiago()
          const { total, upcoming, thisMonth } = counts(events, today)
          return (
            <Stack gap="md">
              <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
                <StatCard value={total} label="événements au total" />
                <StatCard value={upcoming} label="à venir" />
                <StatCard value={thisMonth} label="ce mois-ci" />
              </SimpleGrid>
              {events.length === 0 ? <Text c="dimmed">Aucun événement enregistré.</Text> : null}
              <Stack
                gap="sm"
                component="ul"
                aria-label="Événements, du plus ancien au plus lointain"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {events.map((event) => (
                  <EventItem
                    key={event.id}
                    event={event}
                    past={isPast(event, today)}
                    onEdit={dialogs.openEdit}
                    onDelete={dialogs.askDelete}
                  />
                ))}
              </Stack>
            </Stack>
          )
        }}
      </QueryState>
      <EventFormModal event={dialogs.editing} onClose={dialogs.close} />
      <ConfirmDeleteModal
        target={
          deleting && {
            title: 'Supprimer cet événement ?',
            body: (
              <>
                <strong>«&nbsp;{deleting.title}&nbsp;»</strong> du {formatLongDate(deleting.date)} disparaîtra du site
                et du calendrier. Cette action est définitive.
              </>
            ),
          }
        }
        pending={dialogs.deletePending}
        onConfirm={dialogs.confirmDelete}
        onCancel={dialogs.cancelDelete}
      />
    </Stack>
  )
}

type EventItemProps = {
  event: ChurchEvent
  past: boolean
  onEdit: (event: ChurchEvent) => void
  onDelete: (event: ChurchEvent) => void
}

function EventItem({ event, past, onEdit, onDelete }: EventItemProps) {
  return (
    <Paper component="li" withBorder p="md" radius="md" bg={past ? 'gray.1' : undefined}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} c={past ? 'gray.7' : 'churchBlue.9'}>
            <time dateTime={event.date}>{eventSpanText(event, formatDayDate)}</time>
          </Text>
          <Title order={3} size="h5" mt={2}>
            {event.title}
          </Title>
        </div>
        <Group gap={6}>
          {past ? (
            <Badge color="gray" variant="filled" radius="sm" title="Ne figure plus sur le site public">
              Passé
            </Badge>
          ) : null}
          {/* Grey for a category of the church's own: the public site shows it on a neutral style. */}
          <Badge
            color={isKnownEventCategory(event.category) ? 'churchBlue' : 'gray'}
            variant="light"
            radius="sm"
            maw={220}
          >
            {event.category}
          </Badge>
        </Group>
      </Group>
      <Group gap="md" mt={6} c="dimmed" fz="sm" style={{ rowGap: 4 }}>
        <Group gap={4} wrap="nowrap">
          <IconClock size={14} aria-hidden="true" /> {event.time}
        </Group>
        <Group gap={4} wrap="nowrap" miw={0}>
          <IconMapPin size={14} aria-hidden="true" /> {event.location}
        </Group>
      </Group>
      {event.recurrence ? (
        <Group gap={4} mt={6} c="churchBlue.8" fz="sm" wrap="nowrap">
          <IconRepeat size={14} aria-hidden="true" /> {repeatSummary(event)}
        </Group>
      ) : null}
      <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {event.description}
      </Text>
      <Group gap="xs" mt="sm" justify="flex-end">
        {event.signup ? (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/admin-dashboard/evenements" search={{ inscriptions: event.id }} />
            )}
            variant="light"
            size="sm"
            leftSection={<IconUsers size={16} aria-hidden="true" />}
            mr="auto"
          >
            Inscriptions : {event.signup.seatsTaken}
            {event.signup.capacity ? ` / ${event.signup.capacity}` : ''}
            {event.signup.waiting > 0 ? ` · ${event.signup.waiting} en attente` : ''}
            {/* Its name starts with what it shows (a voice user says what they read), then the event. */}
            <span className="visually-hidden">{` à « ${event.title} »`}</span>
          </Button>
        ) : null}
        <EditButton name={`« ${event.title} »`} onClick={() => onEdit(event)} />
        <DeleteButton name={`« ${event.title} »`} onClick={() => onDelete(event)} />
      </Group>
    </Paper>
  )
}

const route = getRouteApi('/admin-dashboard/evenements')

/**
 * The tab at its address. ?nouveau=1 opens the new event's form, and leaves the address at once
 * (a reload or « Retour » does not open it again).
 */
export function EventsPage() {
  const { nouveau, inscriptions } = route.useSearch()
  const navigate = route.useNavigate()
  const [startNew] = useState(nouveau === true)
  useEffect(() => {
    if (nouveau) void navigate({ search: {}, replace: true })
  }, [nouveau, navigate])
  if (inscriptions !== undefined) return <EventRegistrations eventId={inscriptions} />
  return <EventsTab startNew={startNew} />
}

/** ?inscriptions=<id>: that event's sign-ups, in place of the list. */
function EventRegistrations({ eventId }: { eventId: number }) {
  const query = useQuery(calendarQueries.events())
  return (
    <QueryState query={query} what="l’événement">
      {(events) => {
        const event = events.find((candidate) => candidate.id === eventId)
        if (!event) return <Text c="dimmed">Cet événement n’existe plus.</Text>
        return <RegistrationsPanel event={event} />
      }}
    </QueryState>
  )
}
