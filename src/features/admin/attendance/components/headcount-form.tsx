import { useEffect, useState, type FormEvent } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQuery } from '@tanstack/react-query'
import type { AttendanceRecord, Headcount } from '#common/schemas/attendance.ts'
import { type ShownStatus, useShownStatus } from '#src/components/form/use-shown-status.ts'
import type { Submitted } from '#src/lib/offline-queue/submit.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import {
  attendanceQueries,
  servicesTodayFirst,
  todayAtChurch,
  useRecordAttendance,
  useRefreshAttendance,
} from '../api.ts'

type Counts = Record<keyof Headcount, string>

/** What the status line says once the count is answered, kept on the phone, or sent from there. */
function doneMessage(
  shown: ShownStatus,
  data: Submitted<AttendanceRecord> | undefined,
  sent: Headcount | undefined,
): string | null {
  const people = (counted: Headcount | null | undefined) => (counted?.adults ?? 0) + (counted?.children ?? 0)
  if (shown === 'kept')
    return 'Hors connexion : le comptage est gardé sur ce téléphone et partira dès le retour du réseau (compté une seule fois).'
  if (shown !== 'success' || !data) return null
  if (data.kept) return `Comptage gardé envoyé : ${people(sent)} personnes.`
  return `Comptage enregistré : ${people(data.data.headcount)} personnes${data.data.serviceName ? ` · ${data.data.serviceName}` : ''}.`
}
const EMPTY: Counts = { adults: '', children: '', firstTime: '' }
const LABELS: Record<keyof Headcount, string> = { adults: 'Adultes', children: 'Enfants', firstTime: 'Première visite' }

/**
 * The headcount of a service, made to take 30 seconds on a phone: the service (today's first),
 * three numbers, one button. Without network the count is kept on the phone and goes by itself
 * once the network is back (the public forms' offline queue); an error answer keeps what was
 * typed, and sending again reuses the same Idempotency-Key, so a count is never stored twice.
 */
export function HeadcountForm() {
  const today = todayAtChurch()
  const services = useQuery(attendanceQueries.services())
  const ordered = servicesTodayFirst(services.data ?? [], today)
  const [serviceId, setServiceId] = useState<string | null>(null)
  const [date, setDate] = useState(today)
  const [counts, setCounts] = useState<Counts>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const record = useRecordAttendance()
  const shown = useShownStatus(record)
  const refresh = useRefreshAttendance()
  const keptAndSent = shown === 'success' && record.data?.kept === true
  useEffect(() => {
    if (keptAndSent) void refresh()
  }, [keptAndSent, refresh])
  const chosen = serviceId ?? (ordered[0] ? String(ordered[0].id) : null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setFailure(null)
    // An empty box is 0; what is not a number goes as typed, for the server to name the field.
    const asNumber = (text: string) => (text.trim() === '' ? 0 : Number(text))
    const headcount = {
      adults: asNumber(counts.adults),
      children: asNumber(counts.children),
      firstTime: asNumber(counts.firstTime),
    }
    record.mutate(
      { date, serviceId: chosen === null ? null : Number(chosen), headcount },
      {
        onSuccess: () => setCounts(EMPTY),
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([field, messages]) => [
                  field.replace(/^headcount\./, ''),
                  messages[0] ?? '',
                ]),
              ),
            )
          }
          setFailure(failureMessage(error))
        },
      },
    )
  }

  const countInput = (name: keyof Headcount) => (
    <TextInput
      key={name}
      label={LABELS[name]}
      value={counts[name]}
      onChange={(event) => {
        const text = event.currentTarget.value
        setCounts((current) => ({ ...current, [name]: text }))
      }}
      inputMode="numeric"
      autoComplete="off"
      size="lg"
      error={errors[name]}
    />
  )

  return (
    <form onSubmit={submit} noValidate aria-label="Comptage">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label="Culte"
            data={
              ordered.length > 0
                ? ordered.map((service) => ({ value: String(service.id), label: `${service.name} (${service.day})` }))
                : [{ value: '', label: services.isPending ? 'Chargement…' : 'Aucun culte' }]
            }
            value={chosen ?? ''}
            onChange={(event) => setServiceId(event.currentTarget.value || null)}
            size="lg"
            error={errors.serviceId}
          />
          <TextInput
            type="date"
            label="Date"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            size="lg"
            error={errors.date}
          />
        </SimpleGrid>
        <SimpleGrid cols={3} style={{ alignItems: 'end' }}>
          {(['adults', 'children', 'firstTime'] as const).map(countInput)}
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert" title="Le comptage n’a pas été enregistré">
            {failure} Vos chiffres sont gardés : renvoyez quand la connexion revient, ils ne seront comptés qu’une fois.
          </Alert>
        )}
        {shown === 'error' && record.data?.kept && (
          <Alert color="red" role="alert" title="Le comptage gardé a été refusé">
            Le serveur n’a pas accepté le comptage gardé sur ce téléphone : saisissez-le à nouveau.
          </Alert>
        )}
        <Text role="status" c={shown === 'kept' ? 'orange.9' : 'green.8'} fw={600} size="sm">
          {doneMessage(shown, record.data, record.variables?.headcount)}
        </Text>
        <Button type="submit" size="lg" loading={record.isPending}>
          Enregistrer le comptage
        </Button>
      </Stack>
    </form>
  )
}
