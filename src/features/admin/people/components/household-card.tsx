import { useState } from 'react'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Radio } from '#src/components/ui/radio.ts'
import { SegmentedControl } from '#src/components/ui/segmented-control.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { Title } from '#src/components/ui/title.ts'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { notifications } from '@mantine/notifications'
import { IconHome, IconHomePlus, IconLogout, IconUsers } from '@tabler/icons-react'
import { HOUSEHOLD_ROLE_LABELS, HOUSEHOLD_ROLES, type Person } from '#common/schemas/people.ts'
import { failureMessage, reportActionError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { peopleQueries, useCreateHousehold, useUpdatePerson } from '../api.ts'
import { personName } from '../format.ts'
import classes from './people.module.css'
import dashboard from '../../kit/components/admin-dashboard.module.css'

type Role = (typeof HOUSEHOLD_ROLES)[number]
const ROLE_OPTIONS = HOUSEHOLD_ROLES.map((value) => ({ value, label: HOUSEHOLD_ROLE_LABELS[value] }))
const roleLabel = (role: string) => HOUSEHOLD_ROLE_LABELS[role as Role] ?? ''

/** « Foyer »: the household's name and address, the others living there (each a link), join / create / leave. */
export function HouseholdCard({ person }: { person: Person }) {
  const [choosing, setChoosing] = useState(false)
  const update = useUpdatePerson()
  const household = person.household
  const others = household?.members.filter((member) => member.id !== person.id) ?? []

  const leave = () =>
    update.mutate(
      { id: person.id, input: { householdId: null, householdRole: '' } },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: `${personName(person)} ne fait plus partie du foyer.` }),
        onError: (error) => reportActionError(error, 'Foyer non quitté'),
      },
    )

  return (
    <section aria-labelledby="fiche-foyer" className={`${classes.card} ${dashboard.padSmMd}`}>
      <Title order={3} size="h4" id="fiche-foyer" mb="sm">
        Foyer
      </Title>
      {household ? (
        <Stack gap="xs">
          <Text fw={600}>
            {household.name}
            {person.householdRole ? (
              <Text span c="dimmed" fw={400}>
                {' '}
                — {roleLabel(person.householdRole)}
              </Text>
            ) : null}
          </Text>
          {household.address || household.city ? (
            <Text className={classes.entryText}>{[household.address, household.city].filter(Boolean).join('\n')}</Text>
          ) : null}
          {others.length > 0 ? (
            <ul className={classes.timeline} aria-label="Les autres personnes du foyer">
              {others.map((member) => (
                <li key={member.id}>
                  <Anchor
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/admin-dashboard/membres/$personId"
                        params={{ personId: String(member.id) }}
                      />
                    )}
                  >
                    {personName(member)}
                  </Anchor>
                  {member.role ? <Text span c="dimmed" size="sm">{` — ${roleLabel(member.role)}`}</Text> : null}
                </li>
              ))}
            </ul>
          ) : (
            <Text c="dimmed" size="sm">
              Personne d’autre dans ce foyer pour l’instant.
            </Text>
          )}
          <Group gap="xs" mt="xs">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconUsers size={14} aria-hidden="true" />}
              renderRoot={(props) => (
                <Link {...props} to="/admin-dashboard/membres" search={{ statut: 'tous', foyer: household.id }} />
              )}
            >
              Le foyer dans la liste
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconLogout size={14} aria-hidden="true" />}
              loading={update.isPending}
              onClick={leave}
            >
              Quitter le foyer
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text c="dimmed" size="sm">
            Pas encore de foyer : rattachez la personne à sa famille ou à ceux qui vivent avec elle.
          </Text>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconHome size={14} aria-hidden="true" />}
              onClick={() => setChoosing(true)}
            >
              Rejoindre ou créer un foyer
            </Button>
          </Group>
        </Stack>
      )}
      <HouseholdModal person={person} opened={choosing} onClose={() => setChoosing(false)} />
    </section>
  )
}

type Mode = 'rejoindre' | 'creer'

function HouseholdModal({ person, opened, onClose }: { person: Person; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Foyer" closeButtonProps={{ 'aria-label': 'Fermer' }}>
      {opened ? <HouseholdChoice person={person} onDone={onClose} /> : null}
    </Modal>
  )
}

function HouseholdChoice({ person, onDone }: { person: Person; onDone: () => void }) {
  const [mode, setMode] = useState<Mode>('rejoindre')
  const [role, setRole] = useState<Role>('autre')
  const [search, setSearch] = useState(person.lastName)
  const [q] = useDebouncedValue(search.trim(), 300)
  const [chosen, setChosen] = useState('')
  const [name, setName] = useState(person.lastName ? `Famille ${person.lastName}` : '')
  const [address, setAddress] = useState(person.address)
  const [city, setCity] = useState(person.city)
  const [error, setError] = useState<string | null>(null)
  const households = useQuery({ ...peopleQueries.households(), enabled: mode === 'rejoindre' })
  const create = useCreateHousehold()
  const update = useUpdatePerson()
  const matching = (households.data ?? []).filter((h) => h.name.toLowerCase().includes(q.toLowerCase()))

  const join = (householdId: number, householdName: string) =>
    update.mutate(
      { id: person.id, input: { householdId, householdRole: role } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: `${personName(person)} fait partie du foyer « ${householdName} ».`,
          })
          onDone()
        },
        onError: (failure) => setError(failureMessage(failure)),
      },
    )

  const submit = () => {
    setError(null)
    if (mode === 'rejoindre') {
      const household = matching.find((h) => String(h.id) === chosen)
      if (!household) return setError('Choisissez un foyer dans la liste.')
      return join(household.id, household.name)
    }
    if (!name.trim()) return setError('Le nom du foyer est obligatoire.')
    create.mutate(
      { name, address, city },
      {
        onSuccess: (household) => join(household.id, household.name),
        onError: (failure) => setError(failureMessage(failure)),
      },
    )
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Foyer existant ou nouveau"
        data={[
          { value: 'rejoindre', label: 'Foyer existant' },
          { value: 'creer', label: 'Nouveau foyer' },
        ]}
        value={mode}
        onChange={(value) => {
          setMode(value as Mode)
          setError(null)
        }}
        fullWidth
        color="churchBlue"
      />
      {mode === 'rejoindre' ? (
        <>
          <TextInput
            label="Nom du foyer"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {matching.length > 0 ? (
            <Radio.Group label="Foyers trouvés" value={chosen} onChange={setChosen}>
              <Stack gap="xs" mt={6}>
                {matching.slice(0, 8).map((h) => (
                  <Radio key={h.id} value={String(h.id)} label={[h.name, h.city].filter(Boolean).join(' — ')} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text size="sm" c="dimmed">
              {households.isFetching ? 'Recherche…' : 'Aucun foyer de ce nom.'}
            </Text>
          )}
        </>
      ) : (
        <>
          <TextInput label="Nom du foyer" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Textarea label="Adresse" rows={2} value={address} onChange={(e) => setAddress(e.currentTarget.value)} />
          <TextInput label="Ville" value={city} onChange={(e) => setCity(e.currentTarget.value)} />
        </>
      )}
      <NativeSelect
        label={`Place de ${person.firstName} dans le foyer`}
        data={ROLE_OPTIONS}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as Role)}
      />
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <ModalFooter>
        <Button variant="default" onClick={onDone}>
          Annuler
        </Button>
        <Button
          leftSection={mode === 'creer' ? <IconHomePlus size={16} aria-hidden="true" /> : undefined}
          loading={create.isPending || update.isPending}
          onClick={submit}
        >
          {mode === 'creer' ? 'Créer le foyer' : 'Rejoindre ce foyer'}
        </Button>
      </ModalFooter>
    </Stack>
  )
}
