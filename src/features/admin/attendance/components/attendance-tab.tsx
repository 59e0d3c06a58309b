import { useEffect, useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Group } from '#src/components/ui/group.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { TextInput } from '#src/components/ui/input.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { renderTemplate } from '#common/people-rules.ts'
import { DEFAULT_ABSENT_WEEKS } from '#common/schemas/attendance.ts'
import type { MessageTemplate, PersonLanguage } from '#common/schemas/people.ts'
import { peopleQueries } from '../../people/api.ts'
import { whatsappLink } from '../../kit/phone-links.ts'
import { useShownStatus } from '#src/components/form/use-shown-status.ts'
import { formatDay } from '../../kit/format.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import { useOpenSession, useStaffRole } from '../../kit/session.ts'
import {
  attendanceQueries,
  servicesTodayFirst,
  todayAtChurch,
  useAddNewcomer,
  useAddPersonAtTheDoor,
  useFollowUpAgain,
  useRecordAttendance,
  useRefreshAttendance,
  useRosterChange,
} from '../api.ts'
import { AttendanceTrends } from './attendance-trends.tsx'
import { HeadcountForm } from './headcount-form.tsx'

/**
 * « Présences »: the headcount, the roll call, the absent, the ministries' rosters; for a ministry's
 * leader, the roll call of their own ministries only (docs/decisions/0010).
 */
export function AttendanceTab() {
  if (useStaffRole() === 'responsable') return <RollCall leader />
  return (
    <Stack gap="xl">
      <Paper withBorder p="md" component="section" aria-labelledby="presences-comptage">
        <Title order={2} size="h3" id="presences-comptage" mb="sm">
          Comptage
        </Title>
        <HeadcountForm />
      </Paper>
      <RollCall />
      <AbsentList />
      <Rosters />
      <AttendanceTrends />
    </Stack>
  )
}

function MinistrySelect(props: {
  value: string | null
  onChange: (value: string | null) => void
  /** A leader's: their ministries only, one always chosen. */
  own?: boolean
}) {
  const { value, onChange, own = false } = props
  const ministries = useQuery(attendanceQueries.ministries())
  const options = (ministries.data?.items ?? []).map((ministry) => ({
    value: String(ministry.id),
    label: ministry.name,
  }))
  return (
    <NativeSelect
      label="Ministère"
      size="lg"
      data={own ? options : [{ value: '', label: 'Tous' }, ...options]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  )
}

/**
 * The roll call: the ministry's roster first, a search, someone met at the door; big boxes to tick.
 * A leader ticks the roster of their own ministries (no search of the people, no service).
 */
function RollCall({ leader = false }: { leader?: boolean }) {
  const today = todayAtChurch()
  const [chosenMinistry, setMinistryId] = useState<string | null>(null)
  const ministries = useQuery({ ...attendanceQueries.ministries(), enabled: leader })
  const firstOwn = ministries.data?.items[0]?.id
  const ministryId = chosenMinistry ?? (leader && firstOwn !== undefined ? String(firstOwn) : null)
  const [serviceId, setServiceId] = useState('')
  const [date, setDate] = useState(today)
  const services = useQuery({ ...attendanceQueries.services(), enabled: !leader })
  const [q, setQ] = useState('')
  const [ticked, setTicked] = useState<Map<number, string>>(new Map())
  const [newcomer, setNewcomer] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const roster = useQuery({ ...attendanceQueries.roster(Number(ministryId)), enabled: ministryId !== null })
  const found = useQuery({ ...attendanceQueries.search(q), enabled: !leader && q.trim().length >= 2 })
  const record = useRecordAttendance()
  const shown = useShownStatus(record)
  const addPerson = useAddPersonAtTheDoor()
  const addNewcomer = useAddNewcomer()
  const adding = leader ? addNewcomer : addPerson
  const refresh = useRefreshAttendance()
  // A roll call kept offline: say when it has gone (or was refused) while the screen is open.
  const keptOutcome = record.data?.kept && shown !== 'kept' ? shown : null
  useEffect(() => {
    if (keptOutcome === 'success') {
      setMessage({ ok: true, text: 'L’appel gardé sur ce téléphone est envoyé.' })
      void refresh()
    } else if (keptOutcome === 'error')
      setMessage({ ok: false, text: 'L’appel gardé sur ce téléphone a été refusé par le serveur : refaites-le.' })
  }, [keptOutcome, refresh])

  const toggle = (id: number, name: string) =>
    setTicked((current) => {
      const next = new Map(current)
      if (next.has(id)) next.delete(id)
      else next.set(id, name)
      return next
    })
  const people = [
    ...(roster.data?.items ?? []).map((m) => ({ id: m.personId, name: `${m.firstName} ${m.lastName}`.trim() })),
    ...(found.data?.items ?? []).map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim() })),
    ...[...ticked].map(([id, name]) => ({ id, name })),
  ].filter((person, index, all) => all.findIndex((other) => other.id === person.id) === index)

  const save = () => {
    setMessage(null)
    record.mutate(
      {
        date,
        serviceId: serviceId === '' ? null : Number(serviceId),
        ministryId: ministryId === null ? null : Number(ministryId),
        personIds: [...ticked.keys()],
      },
      {
        onSuccess: (saved) => {
          setTicked(new Map())
          setMessage({
            ok: true,
            text: saved.kept
              ? `Hors connexion : l’appel (${ticked.size} ${ticked.size > 1 ? 'personnes' : 'personne'}) est gardé sur ce téléphone et partira dès le retour du réseau.`
              : `Appel enregistré : ${saved.data.personIds.length} personnes présentes.`,
          })
        },
        onError: (error) => setMessage({ ok: false, text: failureMessage(error) }),
      },
    )
  }
  const addAtTheDoor = () => {
    const [firstName = '', ...rest] = newcomer.trim().split(/\s+/)
    if (!firstName) return
    const lastName = rest.join(' ')
    const onError = (error: Error) => setMessage({ ok: false, text: failureMessage(error) })
    const added = (id: number) => {
      setNewcomer('')
      toggle(id, `${firstName} ${lastName}`.trim())
    }
    if (leader && ministryId !== null)
      addNewcomer.mutate(
        { ministryId: Number(ministryId), firstName, lastName },
        { onSuccess: (answer) => added(answer.personId), onError },
      )
    else if (!leader) addPerson.mutate({ firstName, lastName }, { onSuccess: (person) => added(person.id), onError })
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="presences-appel">
      <Title order={2} size="h3" id="presences-appel" mb="sm">
        Appel
      </Title>
      <Stack gap="sm">
        {leader && (
          <Text size="sm" c="dimmed">
            Vous faites l’appel des réunions de vos ministères : cochez les présents parmi leurs membres.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {leader ? (
            <MinistrySelect value={ministryId} onChange={setMinistryId} own />
          ) : (
            <NativeSelect
              label="Culte"
              size="lg"
              data={[
                { value: '', label: 'Aucun (réunion de ministère)' },
                ...servicesTodayFirst(services.data ?? [], today).map((service) => ({
                  value: String(service.id),
                  label: `${service.name} (${service.day})`,
                })),
              ]}
              value={serviceId}
              onChange={(event) => setServiceId(event.currentTarget.value)}
            />
          )}
          <TextInput
            type="date"
            label="Date"
            size="lg"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
        </SimpleGrid>
        {!leader && (
          <>
            <MinistrySelect value={ministryId} onChange={setMinistryId} />
            <TextInput
              label="Chercher une personne"
              description="Nom, e-mail ou chiffres du téléphone (2 caractères au moins)"
              size="lg"
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
            />
          </>
        )}
        <Stack gap={4} role="group" aria-label="Personnes à cocher">
          {people.map((person) => (
            <Checkbox
              key={person.id}
              size="lg"
              py={6}
              label={person.name}
              checked={ticked.has(person.id)}
              onChange={() => toggle(person.id, person.name)}
            />
          ))}
          {people.length === 0 && (
            <Text c="dimmed" size="sm">
              Choisissez un ministère ou cherchez une personne.
            </Text>
          )}
        </Stack>
        <Group align="flex-end">
          <TextInput
            label="Personne rencontrée à l’entrée"
            placeholder="Prénom Nom"
            size="lg"
            style={{ flex: 1 }}
            value={newcomer}
            onChange={(event) => setNewcomer(event.currentTarget.value)}
          />
          <Button size="lg" variant="light" onClick={addAtTheDoor} loading={adding.isPending}>
            Ajouter et cocher
          </Button>
        </Group>
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        <Button size="lg" onClick={save} loading={record.isPending} disabled={ticked.size === 0}>
          Enregistrer l’appel ({ticked.size})
        </Button>
      </Stack>
    </Paper>
  )
}

/** The seeded WhatsApp template for the missed (common/seed/message-templates.ts). */
const MISSED_YOU_TEMPLATE = 'vous_nous_avez_manque'

/** « Vous nous avez manqué », in the person's language, typed into a WhatsApp chat with them. */
function MissedYouLink(props: {
  name: string
  firstName: string
  phone: string
  languages: readonly PersonLanguage[]
  template: MessageTemplate | undefined
}) {
  if (!props.template) return null
  const chat = whatsappLink(props.phone)
  if (!chat) return null
  const href = `${chat}?text=${encodeURIComponent(renderTemplate(props.template, props).text)}`
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      variant="light"
      color="teal"
      aria-label={`Vous nous avez manqué : WhatsApp à ${props.name}`}
    >
      Vous nous avez manqué
    </Button>
  )
}

/**
 * « Absents depuis N semaines », each with « Remettre en suivi » in one tap (entrusted to the one
 * who taps, or to the member of the office chosen in « Confier à »), then « Vous nous avez
 * manqué » on WhatsApp.
 */
function AbsentList() {
  const [weeks, setWeeks] = useState(DEFAULT_ABSENT_WEEKS)
  const absent = useQuery(attendanceQueries.absent(weeks))
  const followUp = useFollowUpAgain()
  const assignees = useQuery(attendanceQueries.assignees())
  const me = useOpenSession()?.account.id
  const [assignee, setAssignee] = useState<string | null>(null)
  const assignedTo = assignee ?? (me === undefined ? '' : String(me))
  // Whom each person put back here was entrusted to, as the answer said.
  const [entrusted, setEntrusted] = useState<Map<number, string>>(new Map())
  const templates = useQuery(peopleQueries.templates())
  const missedYou = templates.data?.find((template) => template.key === MISSED_YOU_TEMPLATE)
  // The languages of those put back into follow-up here (the list's rows do not carry them).
  const [followed, setFollowed] = useState<Map<number, readonly PersonLanguage[]>>(new Map())
  const putBack = (id: number) =>
    followUp.mutate(
      { personId: id, assignedTo: assignedTo === '' ? undefined : Number(assignedTo) },
      {
        onSuccess: (person) => {
          setFollowed((current) => new Map(current).set(person.id, person.languages))
          if (person.followUpBy)
            setEntrusted((current) => new Map(current).set(person.id, person.followUpBy?.name ?? ''))
        },
      },
    )
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="presences-absents">
      <Title order={2} size="h3" id="presences-absents" mb="sm">
        Absents depuis {weeks} semaines
      </Title>
      <Stack gap="sm">
        <Group align="flex-end">
          <NativeSelect
            label="Semaines d’absence"
            data={['2', '3', '4', '6', '8', '12']}
            value={String(weeks)}
            onChange={(event) => setWeeks(Number(event.currentTarget.value))}
            w={200}
          />
          <NativeSelect
            label="Confier à"
            description="Qui appellera les personnes remises en suivi"
            data={(assignees.data?.items ?? []).map((account) => ({
              value: String(account.id),
              label: account.id === me ? `${account.name} (vous)` : account.name,
            }))}
            value={assignedTo}
            onChange={(event) => setAssignee(event.currentTarget.value)}
            w={260}
          />
        </Group>
        {followUp.isError && (
          <Alert color="red" role="alert">
            {failureMessage(followUp.error)}
          </Alert>
        )}
        {absent.isError && <Alert color="red">{failureMessage(absent.error)}</Alert>}
        {absent.data?.items.length === 0 && <Text c="dimmed">Personne ne manque depuis {weeks} semaines.</Text>}
        {absent.data?.items.map((person) => (
          <Group key={person.id} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{`${person.firstName} ${person.lastName}`.trim()}</Text>
              <Text size="sm" c="dimmed">
                Vu pour la dernière fois le {formatDay(person.lastSeenOn)}
              </Text>
            </div>
            {person.followUpStep === 'a_contacter' ? (
              <Group gap="xs" justify="flex-end">
                <Badge color="red" variant="outline" radius="sm">
                  À contacter
                </Badge>
                {entrusted.get(person.id) ? (
                  <Text size="sm" c="dimmed">
                    Confiée à {entrusted.get(person.id)}
                  </Text>
                ) : null}
                <MissedYouLink
                  name={`${person.firstName} ${person.lastName}`.trim()}
                  firstName={person.firstName}
                  phone={person.phone}
                  languages={followed.get(person.id) ?? ['fr']}
                  template={missedYou}
                />
              </Group>
            ) : (
              <Button
                size="md"
                variant="light"
                loading={followUp.isPending && followUp.variables?.personId === person.id}
                onClick={() => putBack(person.id)}
                aria-label={`Remettre en suivi ${person.firstName} ${person.lastName}`.trim()}
              >
                Remettre en suivi
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}

/** A ministry's roster, leaders first: add someone, mark a leader, take someone off; « Copier les numéros » (WhatsApp consent only). */
function Rosters() {
  const [ministryId, setMinistryId] = useState<string | null>(null)
  const roster = useQuery({ ...attendanceQueries.roster(Number(ministryId)), enabled: ministryId !== null })
  const change = useRosterChange(Number(ministryId))
  const [q, setQ] = useState('')
  const found = useQuery({ ...attendanceQueries.search(q), enabled: ministryId !== null && q.trim().length >= 2 })
  const [copied, setCopied] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const members = roster.data?.items ?? []
  const numbers = members.filter((m) => m.whatsapp && m.phone).map((m) => m.phone)
  const onMembers = new Set(members.map((m) => m.personId))
  const act = (input: { personId: number; leader?: boolean; remove?: boolean }) => {
    setFailure(null)
    change.mutate(input, { onError: (error) => setFailure(failureMessage(error)) })
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="presences-ministeres">
      <Title order={2} size="h3" id="presences-ministeres" mb="sm">
        Ministères
      </Title>
      <Stack gap="sm">
        <MinistrySelect
          value={ministryId}
          onChange={(value) => {
            setMinistryId(value)
            setCopied(false)
          }}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`.trim()
          return (
            <Group key={member.personId} justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Group gap={6}>
                  <Text fw={member.leader ? 700 : 400}>{name}</Text>
                  {member.leader && <Badge size="sm">Responsable</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {member.phone}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Checkbox
                  label="Responsable"
                  checked={member.leader}
                  onChange={(event) => act({ personId: member.personId, leader: event.currentTarget.checked })}
                  aria-label={`${name} responsable`}
                />
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => act({ personId: member.personId, remove: true })}
                  aria-label={`Retirer ${name} du ministère`}
                >
                  Retirer
                </Button>
              </Group>
            </Group>
          )
        })}
        {roster.data?.items.length === 0 && <Text c="dimmed">Personne dans ce ministère pour l’instant.</Text>}
        {ministryId !== null && (
          <>
            <TextInput
              label="Ajouter une personne au ministère"
              description="Nom, e-mail ou chiffres du téléphone (2 caractères au moins)"
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
            />
            {(found.data?.items ?? [])
              .filter((person) => !onMembers.has(person.id))
              .map((person) => {
                const name = `${person.firstName} ${person.lastName}`.trim()
                return (
                  <Group key={person.id} justify="space-between" wrap="nowrap">
                    <Text>{name}</Text>
                    <Button
                      variant="light"
                      size="compact-md"
                      onClick={() => act({ personId: person.id })}
                      aria-label={`Ajouter ${name} au ministère`}
                    >
                      Ajouter
                    </Button>
                  </Group>
                )
              })}
            <Button
              variant="light"
              disabled={numbers.length === 0}
              onClick={() =>
                void navigator.clipboard.writeText(numbers.join('\n')).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? 'Numéros copiés' : `Copier les numéros (${numbers.length}, accord WhatsApp)`}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  )
}
