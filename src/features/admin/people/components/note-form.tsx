import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Group } from '#src/components/ui/group.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Textarea } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import type { z } from 'zod'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { noteInputSchema } from '#common/schemas/people.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { useAddNote } from '../api.ts'

type Values = { text: string; confidential: boolean }
const EMPTY: Values = { text: '', confidential: false }
const FIELDS = ['text', 'confidential'] as const

/**
 * A note in the person's timeline. A confidential pastoral note is read only by its author and the
 * administrators: the server never sends its text to anyone else.
 */
export function NoteForm({ personId }: { personId: number }) {
  const add = useAddNote()
  const form = useForm<Values, unknown, z.output<typeof noteInputSchema>>({
    resolver: schemaResolver(noteInputSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((note) =>
    add.mutate(
      { id: personId, note },
      {
        onSuccess: () => {
          form.reset(EMPTY)
          notifications.show({
            color: 'teal',
            message: note.confidential ? 'Note confidentielle ajoutée.' : 'Note ajoutée.',
          })
        },
        onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Note non ajoutée'),
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ajouter une note">
      <Stack gap="sm">
        <Textarea label="Note" required rows={2} {...register('text')} error={errors.text?.message} />
        <Group justify="space-between" gap="sm">
          <Checkbox
            label="Note pastorale confidentielle"
            description="Lue seulement par vous et les administrateurs."
            {...register('confidential')}
          />
          <Button type="submit" loading={add.isPending}>
            Ajouter la note
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
