import { useState, type FormEvent } from 'react'
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { Headcount } from '#common/schemas/attendance.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import { attendanceQueries, servicesTodayFirst, todayAtChurch, useRecordAttendance } from '../api.ts'

type Counts = Record<keyof Headcount, number | ''>
const EMPTY: Counts = { adults: '', children: '', firstTime: '' }
const LABELS: Record<keyof Headcount, string> = { adults: 'Adultes', children: 'Enfants', firstTime: 'Première visite' }

/**
 * The headcount of a service, made to take 30 seconds on a phone: the service (today's first),
 * three numbers, one button. A failed sending keeps what was typed; sending again reuses the same
 * Idempotency-Key, so a count whose answer was lost is never stored twice.
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
  const [done, setDone] = useState<string | null>(null)
  const record = useRecordAttendance()
  const chosen = serviceId ?? (ordered[0] ? String(ordered[0].id) : null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setFailure(null)
    setDone(null)
    const headcount = {
      adults: counts.adults === '' ? 0 : counts.adults,
      children: counts.children === '' ? 0 : counts.children,
      firstTime: counts.firstTime === '' ? 0 : counts.firstTime,
    }
    record.mutate(
      { date, serviceId: chosen === null ? null : Number(chosen), headcount },
      {
        onSuccess: (saved) => {
          setCounts(EMPTY)
          setDone(
            `Comptage enregistré : ${(saved.headcount?.adults ?? 0) + (saved.headcount?.children ?? 0)} personnes${saved.serviceName ? ` · ${saved.serviceName}` : ''}.`,
          )
        },
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
    <NumberInput
      key={name}
      label={LABELS[name]}
      value={counts[name]}
      onChange={(value) => setCounts((current) => ({ ...current, [name]: typeof value === 'number' ? value : '' }))}
      min={0}
      max={100_000}
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      size="lg"
      error={errors[name]}
    />
  )

  return (
    <form onSubmit={submit} noValidate aria-label="Comptage">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label="Culte"
            data={ordered.map((service) => ({ value: String(service.id), label: `${service.name} (${service.day})` }))}
            value={chosen}
            onChange={setServiceId}
            allowDeselect={false}
            size="lg"
            error={errors.serviceId}
            placeholder={services.isPending ? 'Chargement…' : 'Aucun culte'}
          />
          <TextInput
            type="date"
            label="Date"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            size="lg"
            error={errors.date}
          />
        </Group>
        <SimpleGrid cols={3}>{(['adults', 'children', 'firstTime'] as const).map(countInput)}</SimpleGrid>
        {failure && (
          <Alert color="red" role="alert" title="Le comptage n’a pas été enregistré">
            {failure} Vos chiffres sont gardés : renvoyez quand la connexion revient, ils ne seront comptés qu’une fois.
          </Alert>
        )}
        <Text role="status" c="green.8" fw={600} size="sm">
          {done}
        </Text>
        <Button type="submit" size="lg" loading={record.isPending}>
          Enregistrer le comptage
        </Button>
      </Stack>
    </form>
  )
}
