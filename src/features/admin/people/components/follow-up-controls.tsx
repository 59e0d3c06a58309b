import { useEffect, useRef, useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { notifications } from '@mantine/notifications'
import {
  FOLLOW_UP_STEP_LABELS,
  FOLLOW_UP_STEPS,
  PERSON_STATUS_LABELS,
  PERSON_STATUSES,
  type FollowUpStep,
  type Person,
  type PersonStatus,
} from '#common/schemas/people.ts'
import { undoDelay } from '../../kit/use-undoable-status.tsx'
import { reportChangeError } from '../../kit/save-errors.ts'
import { useUpdatePerson } from '../api.ts'
import { personName } from '../format.ts'

type Field = 'status' | 'followUpStep'
type Held = { status?: PersonStatus; followUpStep?: FollowUpStep }

const STATUS_OPTIONS = PERSON_STATUSES.map((value) => ({ value, label: PERSON_STATUS_LABELS[value] }))
const STEP_OPTIONS = FOLLOW_UP_STEPS.map((value) => ({ value, label: FOLLOW_UP_STEP_LABELS[value] }))
const WHAT: Record<Field, string> = { status: 'Statut', followUpStep: 'Suivi' }
const labelOf = (field: Field, value: string) =>
  field === 'status' ? PERSON_STATUS_LABELS[value as PersonStatus] : FOLLOW_UP_STEP_LABELS[value as FollowUpStep]

/**
 * The person's status and follow-up step, changed right here. Like the lists' statuses, a change
 * shows at once and waits a few seconds with « Annuler » before it is sent, since each one is
 * dated in the timeline; leaving the page sends what waits.
 */
export function FollowUpControls({ person }: { person: Person }) {
  const update = useUpdatePerson()
  const name = personName(person)
  const [held, setHeld] = useState<Held>({})
  const timers = useRef(new Map<Field, { value: string; timer: ReturnType<typeof setTimeout> }>())
  const mutate = useRef(update.mutate)
  useEffect(() => {
    mutate.current = update.mutate
  })

  const forget = (field: Field) =>
    setHeld((current) => {
      const { [field]: _gone, ...rest } = current
      return rest
    })

  const send = (field: Field) => {
    const waiting = timers.current.get(field)
    if (!waiting) return
    clearTimeout(waiting.timer)
    timers.current.delete(field)
    mutate.current(
      { id: person.id, input: { [field]: waiting.value } },
      {
        // Shown from the server's answer from now on (the page is asked again).
        onSettled: () => forget(field),
        onError: reportChangeError(`${WHAT[field]} de ${name} non modifié`),
      },
    )
  }

  // Leaving the page (or another person's): what waits is sent now, not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for another person.
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const field of [...pending.keys()]) send(field)
    }
  }, [person.id])

  const change = (field: Field, value: string) => {
    send(field)
    const from = person[field]
    if (value === from) return forget(field)
    setHeld((current) => ({ ...current, [field]: value }))
    timers.current.set(field, { value, timer: setTimeout(() => send(field), undoDelay.ms) })
    const id = `personne-${person.id}-${field}`
    notifications.show({
      id,
      color: 'teal',
      title: `${WHAT[field]} de ${name} : « ${labelOf(field, value)} »`,
      message: (
        <Button
          size="compact-sm"
          variant="light"
          mt={4}
          aria-label={`Annuler le changement de ${WHAT[field].toLowerCase()} de ${name}`}
          onClick={() => {
            const waiting = timers.current.get(field)
            if (!waiting) return
            clearTimeout(waiting.timer)
            timers.current.delete(field)
            forget(field)
            notifications.update({
              id,
              color: 'gray',
              title: 'Changement annulé',
              message: `${WHAT[field]} de ${name} : « ${labelOf(field, from)} ».`,
              autoClose: 3000,
            })
          }}
        >
          Annuler
        </Button>
      ),
      autoClose: undoDelay.ms,
    })
  }

  return (
    <SimpleGrid cols={{ base: 2 }} spacing="sm">
      <NativeSelect
        label="Statut"
        data={STATUS_OPTIONS}
        value={held.status ?? person.status}
        onChange={(event) => change('status', event.currentTarget.value)}
      />
      <NativeSelect
        label="Étape de suivi"
        data={STEP_OPTIONS}
        value={held.followUpStep ?? person.followUpStep}
        onChange={(event) => change('followUpStep', event.currentTarget.value)}
      />
    </SimpleGrid>
  )
}
