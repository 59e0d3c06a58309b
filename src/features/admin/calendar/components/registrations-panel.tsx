import { useMemo, useState } from 'react'
import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Menu } from '#src/components/ui/menu.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft, IconCheck, IconDots, IconUserPlus } from '@tabler/icons-react'
import { formatLongDate } from '#common/format-date.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import {
  type AdminRegistration,
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
} from '#common/schemas/event-registration.ts'
import { foldForSearch } from '#common/search.ts'
import { calendarQueries, registrationsCsvHref, useChangeRegistration } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { CsvLink, SearchField } from '../../kit/components/list-toolbar.tsx'
import { StatCard } from '../../kit/components/stat-card.tsx'
import { reportActionError } from '../../kit/save-errors.ts'
import { AddRegistrationModal } from './add-registration-modal.tsx'
import classes from './registrations.module.css'

const STATUS_COLORS: Record<RegistrationStatus, string> = { confirmed: 'teal', waitlist: 'orange', cancelled: 'gray' }
const SECTIONS: { status: RegistrationStatus; title: string }[] = [
  { status: 'confirmed', title: 'Inscrits' },
  { status: 'waitlist', title: 'Liste d’attente' },
  { status: 'cancelled', title: 'Annulés' },
]
const seatsOf = (n: number) => (n === 1 ? '1 place' : `${n} places`)

/**
 * An event's sign-ups, laid out for the door on a phone: a search by name, one big « Arrivé »
 * button per sign-up, the waiting list in its order; add someone by hand, export the list.
 */
export function RegistrationsPanel({ event }: { event: ChurchEvent }) {
  const query = useQuery(calendarQueries.registrations(event.id))
  const change = useChangeRegistration(event.id)
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const found = useMemo(() => foldForSearch(search.trim()), [search])

  /** `done`: what to say once saved; an arrival says nothing, its button shows it at once. */
  const act = (registration: AdminRegistration, patch: Parameters<typeof change.mutate>[0]['change'], done?: string) =>
    change.mutate(
      { id: registration.id, change: patch },
      {
        onSuccess: () => {
          if (done) notifications.show({ color: 'teal', message: done })
        },
        onError: (error) => reportActionError(error, 'Changement non enregistré'),
      },
    )

  return (
    <Stack gap="md">
      <Link to="/admin-dashboard/evenements" search={{}} className={classes.back}>
        <IconArrowLeft size={18} aria-hidden="true" />
        Tous les événements
      </Link>
      <div>
        <Title order={2} size="h3">
          Inscriptions : {event.title}
        </Title>
        <Text c="dimmed" size="sm">
          {formatLongDate(event.nextDate ?? event.date)} · {event.time} · {event.location}
          {event.signup?.capacity ? ` · ${event.signup.capacity} places` : ' · places illimitées'}
        </Text>
      </div>
      <QueryState query={query} what="les inscriptions">
        {({ items, counts }) => {
          const shown = found ? items.filter((r) => foldForSearch(r.name).includes(found)) : items
          return (
            <Stack gap="md">
              <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
                <StatCard
                  value={counts.seatsTaken}
                  label={event.signup?.capacity ? `places prises sur ${event.signup.capacity}` : 'places prises'}
                />
                <StatCard value={counts.seatsArrived} label="arrivés" />
                <StatCard value={counts.seatsWaiting} label="en attente" />
              </SimpleGrid>
              <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
                <SearchField value={search} onChange={setSearch} placeholder="Nom de la personne" />
                <Group gap="xs" wrap="wrap">
                  <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
                    Ajouter une personne
                  </Button>
                  <CsvLink href={registrationsCsvHref(event.id)} />
                </Group>
              </Group>
              {items.length === 0 ? <Text c="dimmed">Personne ne s’est encore inscrit.</Text> : null}
              {SECTIONS.map(({ status, title }) => {
                const rows = shown.filter((r) => r.status === status)
                if (rows.length === 0) return null
                return (
                  <section key={status} aria-labelledby={`inscriptions-${status}`}>
                    <Title order={3} size="h5" id={`inscriptions-${status}`} mb="xs">
                      {title} ({rows.length})
                    </Title>
                    <Stack gap="xs" component="ul" className={classes.list}>
                      {rows.map((registration, index) => (
                        <RegistrationRow
                          key={registration.id}
                          registration={registration}
                          position={status === 'waitlist' ? index + 1 : null}
                          onArrived={(arrived) => act(registration, { arrived })}
                          onConfirm={() =>
                            act(registration, { status: 'confirmed' }, `Inscription de ${registration.name} confirmée.`)
                          }
                          onCancel={() =>
                            act(registration, { status: 'cancelled' }, `Inscription de ${registration.name} annulée.`)
                          }
                        />
                      ))}
                    </Stack>
                  </section>
                )
              })}
            </Stack>
          )
        }}
      </QueryState>
      <AddRegistrationModal eventId={event.id} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  )
}

type RowProps = {
  registration: AdminRegistration
  /** Place on the waiting list (null for the others). */
  position: number | null
  onArrived: (arrived: boolean) => void
  onConfirm: () => void
  onCancel: () => void
}

function RegistrationRow({ registration: r, position, onArrived, onConfirm, onCancel }: RowProps) {
  const arrived = r.arrivedAt !== null
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.row} data-arrived={arrived || undefined}>
      <div className={classes.who}>
        <Text fw={700} size="lg" className={classes.name}>
          {position !== null ? `${position}. ` : ''}
          {r.name}
        </Text>
        <Text size="sm" c="dimmed">
          {seatsOf(r.seats)}
          {r.phone ? ` · ${r.phone}` : ''}
          {r.email ? ` · ${r.email}` : ''}
          {r.source === 'staff' ? ' · ajouté par l’équipe' : ''}
        </Text>
        {r.status !== 'confirmed' ? (
          <Badge color={STATUS_COLORS[r.status]} variant="light" radius="sm" mt={4}>
            {REGISTRATION_STATUS_LABELS[r.status]}
          </Badge>
        ) : null}
      </div>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        {r.status === 'confirmed' ? (
          <Button
            size="lg"
            className={classes.arrived}
            variant={arrived ? 'filled' : 'default'}
            color={arrived ? 'teal' : undefined}
            leftSection={arrived ? <IconCheck size={20} aria-hidden="true" /> : undefined}
            aria-pressed={arrived}
            aria-label={`${r.name} arrivé${r.seats > 1 ? 's' : ''}`}
            onClick={() => onArrived(!arrived)}
          >
            Arrivé
          </Button>
        ) : null}
        {r.status !== 'cancelled' ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="lg" variant="subtle" aria-label={`Autres actions pour ${r.name}`} px="sm">
                <IconDots size={20} aria-hidden="true" />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {r.status === 'waitlist' ? <Menu.Item onClick={onConfirm}>Confirmer (place en plus)</Menu.Item> : null}
              <Menu.Item color="red" onClick={onCancel}>
                Annuler l’inscription
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Paper>
  )
}
