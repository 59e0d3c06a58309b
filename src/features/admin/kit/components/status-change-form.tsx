import { useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Fieldset } from '#src/components/ui/fieldset.ts'
import { Group } from '#src/components/ui/group.ts'
import { Textarea } from '#src/components/ui/input.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { STATUS_NOTE_MAX } from '#common/schemas/admin-follow-up.ts'
import { failureMessage } from '../save-errors.ts'

type StatusChangeFormProps<S extends string> = {
  current: S
  transitions: Record<S, readonly S[]>
  labels: Record<S, string>
  /** Sends the change; rejects when the server refuses it (the list then shows the old status again). */
  onSubmit: (change: { status: S; note: string }) => Promise<unknown>
}

/**
 * The status change inside a record's details window: only the moves the workflow allows (as the
 * card's menu offers), and a note kept with the change. Sent at once, without the cards' delay
 * to undo: choosing a status, writing a note and pressing a button is deliberate enough.
 */
export function StatusChangeForm<S extends string>({
  current,
  transitions,
  labels,
  onSubmit,
}: StatusChangeFormProps<S>) {
  const moves = transitions[current]
  const [to, setTo] = useState<S | ''>('')
  const [note, setNote] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The status may have moved (here or on the card): a choice no longer allowed is dropped.
  const status = to && moves.includes(to) ? to : (moves[0] ?? '')
  if (moves.length === 0) return null

  const submit = async () => {
    if (!status) return
    setSubmitting(true)
    setError(null)
    try {
      await onSubmit({ status, note })
      setNote('')
      setTo('')
    } catch (refusal) {
      setError(failureMessage(refusal))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Fieldset legend="Changer le statut" variant="filled" mb="md">
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <NativeSelect
          label="Nouveau statut"
          data={moves.map((move) => ({ value: move, label: labels[move] }))}
          value={status}
          onChange={(event) => setTo(event.currentTarget.value as S)}
          disabled={submitting}
        />
        <Textarea
          label="Note (facultative)"
          description="Gardée avec le changement, visible dans le suivi."
          rows={3}
          maxLength={STATUS_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          disabled={submitting}
        />
        {error ? (
          <Alert color="red" title="Statut non modifié" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Enregistrer le statut
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}
