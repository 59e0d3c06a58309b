import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import type { z } from 'zod'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { personEmailSchema } from '#common/schemas/people.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { useSendPersonEmail } from '../api.ts'

type Email = z.output<typeof personEmailSchema>
const EMPTY: Email = { subject: '', body: '' }
const FIELDS = ['subject', 'body'] as const

type EmailModalProps = { personId: number; name: string; email: string; opened: boolean; onClose: () => void }

/** An e-mail to the person, written here: sent by the site's outbox, kept in the timeline. */
export function EmailModal({ personId, name, email, opened, onClose }: EmailModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Écrire à ${name}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {opened ? <EmailForm personId={personId} email={email} onDone={onClose} /> : null}
    </Modal>
  )
}

function EmailForm({ personId, email, onDone }: { personId: number; email: string; onDone: () => void }) {
  const send = useSendPersonEmail()
  const form = useForm<Email, unknown, Email>({
    resolver: schemaResolver(personEmailSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((input) =>
    send.mutate(
      { id: personId, email: input },
      {
        onSuccess: () => {
          form.reset(EMPTY)
          notifications.show({ color: 'teal', message: `E-mail envoyé à ${email}. Il figure dans l’historique.` })
          onDone()
        },
        onError: (error) => reportSaveError(error, form.setError, FIELDS, 'E-mail non envoyé'),
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">À : {email}</Text>
        <TextInput label="Objet" required {...register('subject')} error={errors.subject?.message} />
        <Textarea label="Message" required rows={6} {...register('body')} error={errors.body?.message} />
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={send.isPending}>
            Envoyer
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}
