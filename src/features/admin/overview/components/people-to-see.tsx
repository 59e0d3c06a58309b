import type { ReactNode } from 'react'
import { Anchor } from '#src/components/ui/anchor.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link, linkOptions } from '@tanstack/react-router'
import type { PersonListItem } from '#common/schemas/people.ts'
import { peopleQueries } from '../../people/api.ts'
import { formatBirthday } from '../../kit/format.ts'
import type { Page } from '../../kit/query.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import classes from './overview.module.css'

const SHOWN = 8
const BIRTHDAYS = linkOptions({ to: '/admin-dashboard/membres', search: { statut: 'tous', anniversaires: true } })
const WAITING = linkOptions({ to: '/admin-dashboard/membres', search: { statut: 'tous', suivi: 'attente' } })

const nameOf = (person: PersonListItem) => `${person.firstName} ${person.lastName}`.trim()

/** This week's birthdays and the people waiting for follow-up, each a link to their page. */
export function PeopleToSee() {
  const birthdays = useQuery(peopleQueries.list({ q: '', birthdays: 'week', page: 1, pageSize: SHOWN }))
  const waiting = useQuery(peopleQueries.list({ q: '', followUp: 'waiting', page: 1, pageSize: SHOWN }))
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <PeopleCard
        id="anniversaires-titre"
        title="Anniversaires de la semaine"
        query={birthdays}
        empty="Aucun anniversaire cette semaine."
        more={<Anchor renderRoot={(props) => <Link {...props} {...BIRTHDAYS} />}>Tous les anniversaires</Anchor>}
        detail={(person) => formatBirthday(person.birthDate)}
      />
      <PeopleCard
        id="suivi-titre"
        title="En attente de suivi"
        query={waiting}
        empty="Personne n’attend de suivi."
        more={<Anchor renderRoot={(props) => <Link {...props} {...WAITING} />}>Toutes les personnes à suivre</Anchor>}
        detail={(person) => person.phone}
      />
    </SimpleGrid>
  )
}

type PeopleCardProps = {
  id: string
  title: string
  query: UseQueryResult<Page<PersonListItem>>
  empty: string
  more: ReactNode
  detail: (person: PersonListItem) => string
}

function PeopleCard({ id, title, query, empty, more, detail }: PeopleCardProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h4" mb="sm" id={id}>
        {title}
        {query.data && query.data.total > 0 ? ` (${query.data.total})` : ''}
      </Title>
      <div className={classes.peopleCard}>
        <QueryState query={query} what={title.toLowerCase()} skeletonHeight={120}>
          {({ items, total }) =>
            items.length === 0 ? (
              <Text c="dimmed">{empty}</Text>
            ) : (
              <>
                <ul className={classes.peopleList}>
                  {items.map((person) => (
                    <li key={person.id}>
                      <Anchor
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/admin-dashboard/membres/$personId"
                            params={{ personId: String(person.id) }}
                          />
                        )}
                      >
                        {nameOf(person)}
                      </Anchor>
                      {detail(person) ? <span className={classes.peopleDetail}> — {detail(person)}</span> : null}
                    </li>
                  ))}
                </ul>
                {total > items.length ? <Text mt="xs">{more}</Text> : null}
              </>
            )
          }
        </QueryState>
      </div>
    </section>
  )
}
