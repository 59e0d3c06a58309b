import { Alert } from '#src/components/ui/alert.ts'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Group } from '#src/components/ui/group.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { IconArrowLeft } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-error.ts'
import type { Person } from '#common/schemas/people.ts'
import { formatDateTime } from '../../kit/format.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { peopleQueries } from '../api.ts'
import { personName } from '../format.ts'
import { ContactBar } from './contact-bar.tsx'
import { FollowUpControls } from './follow-up-controls.tsx'
import { HouseholdCard } from './household-card.tsx'
import { MinistriesCard } from './ministries-card.tsx'
import { NoteForm } from './note-form.tsx'
import { ConsentsCard, PersonDetails } from './person-details.tsx'
import { PersonRights } from './person-rights.tsx'
import { FollowUpBadge, PersonStatusBadge } from './people-table.tsx'
import { Timeline } from './timeline.tsx'
import classes from './people.module.css'
import dashboard from '../../kit/components/admin-dashboard.module.css'

function BackLink() {
  return (
    <Anchor className={classes.backLink} renderRoot={(props) => <Link {...props} to="/admin-dashboard/membres" />}>
      <IconArrowLeft size={16} aria-hidden="true" />
      Retour à la liste
    </Anchor>
  )
}

/** A person's page: reach them, follow them up, and everything about them. */
export function PersonView({ personId }: { personId: number }) {
  const query = useQuery(peopleQueries.person(personId))
  const gone = query.error instanceof ApiError && query.error.status === 404
  return (
    <Stack gap="md">
      <BackLink />
      {gone ? (
        <Alert color="yellow" variant="light" title="Fiche introuvable">
          Cette personne n’existe plus : sa fiche a peut-être été fusionnée avec une autre, ou effacée.
        </Alert>
      ) : (
        <QueryState query={query} what="la fiche" skeletonHeight={480}>
          {(person) => <PersonContent person={person} />}
        </QueryState>
      )}
    </Stack>
  )
}

function PersonContent({ person }: { person: Person }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} className={dashboard.panelTitle}>
          {personName(person)}
        </Title>
        <Group gap="xs">
          <PersonStatusBadge status={person.status} />
          <FollowUpBadge step={person.followUpStep} />
          {person.followUpStep === 'a_contacter' && person.followUpBy ? (
            <Text className={classes.muted}>Confiée à {person.followUpBy.name}</Text>
          ) : null}
          <Text className={classes.muted}>
            {person.lastContactAt ? `Dernier contact le ${formatDateTime(person.lastContactAt)}` : 'Jamais contacté(e)'}
          </Text>
        </Group>
      </Stack>
      <ContactBar person={person} />
      <div className={classes.columns}>
        <Stack gap="lg">
          <section aria-labelledby="fiche-suivi" className={`${classes.card} ${dashboard.padSmMd}`}>
            <Title order={3} size="h4" id="fiche-suivi" mb="sm">
              Statut et suivi
            </Title>
            <FollowUpControls person={person} />
            {person.statusChangedAt ? (
              <Text className={classes.muted} mt="xs">
                Statut depuis le {formatDateTime(person.statusChangedAt)}
              </Text>
            ) : null}
          </section>
          <section aria-labelledby="fiche-historique" className={`${classes.card} ${dashboard.padSmMd}`}>
            <Title order={3} size="h4" id="fiche-historique" mb="sm">
              Historique
            </Title>
            <Stack gap="md">
              <NoteForm personId={person.id} />
              <Timeline personId={person.id} entries={person.timeline} />
            </Stack>
          </section>
        </Stack>
        <Stack gap="lg">
          <PersonDetails person={person} />
          <HouseholdCard person={person} />
          <MinistriesCard person={person} />
          <ConsentsCard person={person} />
          <PersonRights person={person} />
        </Stack>
      </div>
    </Stack>
  )
}

const route = getRouteApi('/admin-dashboard/membres_/$personId')

/** The page at its address: /admin-dashboard/membres/12. */
export function PersonPage() {
  const { personId } = route.useParams()
  const id = Number(personId)
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Stack gap="md">
        <BackLink />
        <Alert color="yellow" variant="light" title="Fiche introuvable">
          Cette adresse ne correspond à aucune fiche.
        </Alert>
      </Stack>
    )
  return <PersonView key={id} personId={id} />
}
