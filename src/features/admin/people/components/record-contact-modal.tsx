import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Radio } from '#src/components/ui/radio.ts'
import { SegmentedControl } from '#src/components/ui/segmented-control.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { Controller, useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { churchDate } from '#common/church-time.ts'
import { CONTACT_OUTCOME_LABELS, CONTACT_OUTCOMES, contactInputSchema } from '#common/schemas/people.ts'
import type { z } from 'zod'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { useRecordContact } from '../api.ts'

type Contact = z.output<typeof contactInputSchema>
type Values = { channel: Contact['channel']; outcome: Contact['outcome']; callBackOn: string; note: string }
const FIELDS = ['channel', 'outcome', 'callBackOn', 'note'] as const
const CHANNELS = [
  { value: 'phone', label: 'Appel' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'E-mail' },
]
const OUTCOME_TEXT: Record<Contact['outcome'], string> = { ...CONTACT_OUTCOME_LABELS, rappeler: 'Rappeler le …' }

type RecordContactModalProps = { personId: number; name: string; opened: boolean; onClose: () => void }

/** « J'ai appelé / écrit »: how the call or message went, in two taps; a note if there is more to say. */
export function RecordContactModal({ personId, name, opened, onClose }: RecordContactModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`J’ai appelé / écrit à ${name}`}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {opened ? <RecordContactForm personId={personId} onDone={onClose} /> : null}
    </Modal>
  )
}

function RecordContactForm({ personId, onDone }: { personId: number; onDone: () => void }) {
  const record = useRecordContact()
  const form = useForm<Values, unknown, Contact>({
    resolver: schemaResolver(contactInputSchema),
    defaultValues: { channel: 'phone', outcome: 'joint', callBackOn: '', note: '' },
    mode: 'onSubmit',
  })
  const { register, control } = form
  const { errors } = form.formState
  const outcome = form.watch('outcome')

  const onSubmit = form.handleSubmit((contact) =>
    record.mutate(
      { id: personId, contact },
      {
        onSuccess: () => {
          form.reset()
          notifications.show({ color: 'teal', message: 'Contact enregistré dans l’historique.' })
          onDone()
        },
        onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Contact non enregistré'),
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="channel"
          render={({ field }) => (
            <div>
              <Text size="sm" fw={500} mb={4} id="contact-canal">
                Par
              </Text>
              <SegmentedControl
                aria-labelledby="contact-canal"
                data={CHANNELS}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                fullWidth
                color="churchBlue"
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="outcome"
          render={({ field }) => (
            <Radio.Group
              label="Résultat"
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.outcome?.message}
            >
              <Stack gap="xs" mt={6}>
                {CONTACT_OUTCOMES.map((value) => (
                  <Radio key={value} value={value} label={OUTCOME_TEXT[value]} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {outcome === 'rappeler' ? (
          <TextInput
            label="Rappeler le"
            type="date"
            required
            min={churchDate(new Date())}
            {...register('callBackOn')}
            error={errors.callBackOn?.message}
          />
        ) : null}
        <Textarea label="Note" rows={2} {...register('note')} error={errors.note?.message} />
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={record.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={record.isPending}>
            Enregistrer
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}
