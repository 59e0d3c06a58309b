import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/SimpleGrid.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Paper.css'
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { IconClock, IconMapPin } from '@tabler/icons-react'
import type { ChurchEvent } from '../../../schemas/event.ts'
import { formatLongDate } from '../../../lib/format-date.ts'
import { adminQueries } from '../api.ts'
import { QueryState } from './query-state.tsx'
import { StatCard } from './overview/stat-card.tsx'
import dashboard from './admin-dashboard.module.css'

/** Today in Santiago as YYYY-MM-DD: events are calendar days there. */
const todayInSantiago = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date())

function counts(events: ChurchEvent[], today: string) {
  return {
    total: events.length,
    upcoming: events.filter((e) => e.date > today).length,
    thisMonth: events.filter((e) => e.date.startsWith(today.slice(0, 7))).length,
  }
}

/** Every event, past ones included and marked; read-only in this version. */
export function EventsTab() {
  const query = useQuery(adminQueries.events())
  return (
    <Stack gap="md">
      <Title order={2} className={dashboard.panelTitle}>
        Événements
      </Title>
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
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {events.map((event) => {
                  const past = event.date < today
                  return (
                    <Paper component="li" key={event.id} withBorder p="md" radius="md" bg={past ? 'gray.1' : undefined}>
                      <Group justify="space-between" align="flex-start" gap="xs">
                        <div style={{ minWidth: 0 }}>
                          <Text fw={700} c={past ? 'gray.7' : 'churchBlue.9'}>
                            {formatLongDate(event.date)}
                          </Text>
                          <Title order={3} size="h5" mt={2}>
                            {event.title}
                          </Title>
                        </div>
                        <Group gap={6}>
                          {past ? (
                            <Badge color="gray" variant="filled" radius="sm">
                              Passé
                            </Badge>
                          ) : null}
                          <Badge color="churchBlue" variant="light" radius="sm">
                            {event.category}
                          </Badge>
                        </Group>
                      </Group>
                      <Group gap="md" mt={6} c="dimmed" fz="sm">
                        <Group gap={4} wrap="nowrap">
                          <IconClock size={14} aria-hidden="true" /> {event.time}
                        </Group>
                        <Group gap={4} wrap="nowrap">
                          <IconMapPin size={14} aria-hidden="true" /> {event.location}
                        </Group>
                      </Group>
                      <Text size="sm" mt={6}>
                        {event.description}
                      </Text>
                    </Paper>
                  )
                })}
              </Stack>
            </Stack>
          )
        }}
      </QueryState>
    </Stack>
  )
}
