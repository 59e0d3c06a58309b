import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import {
  MAX_SEATS_PER_SIGNUP,
  type StaffRegistrationInput,
  staffRegistrationInputSchema,
} from '#common/schemas/event-registration.ts'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { useAddRegistration } from '../api.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { reportSaveError } from '../../kit/save-errors.ts'

type Values = { name: string; phone: string; email: string; seats: string }
const DEFAULTS: Values = { name: '', phone: '', email: '', seats: '1' }
const FIELDS = ['name', 'phone', 'email', 'seats'] as const
const SEAT_OPTIONS = Array.from({ length: MAX_SEATS_PER_SIGNUP }, (_, n) => ({
  value: String(n + 1),
  label: n === 0 ? '1 place' : `${n + 1} places`,
}))

/** Someone signed up by hand: on the phone, or at the door (even once sign-ups are closed). */
export function AddRegistrationModal({
  eventId,
  opened,
  onClose,
}: {
  eventId: number
  opened: boolean
  onClose: () => void
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Ajouter une personne" closeButtonProps={{ 'aria-label': 'Fermer' }}>
      {opened ? <AddForm eventId={eventId} onDone={onClose} /> : null}
    </Modal>
  )
}

function AddForm({ eventId, onDone }: { eventId: number; onDone: () => void }) {
  const add = useAddRegistration(eventId)
  const form = useForm<Values, unknown, StaffRegistrationInput>({
    resolver: schemaResolver(staffRegistrationInputSchema),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: (added) => {
        notifications.show({
          color: added.status === 'confirmed' ? 'teal' : 'orange',
          message:
            added.status === 'confirmed'
              ? `${added.name} est inscrit(e).`
              : `${added.name} est sur la liste d’attente (complet). Confirmez-le à la main pour lui donner une place.`,
        })
        onDone()
      },
      onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Personne non ajoutée'),
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Nom" required autoComplete="off" {...register('name')} error={errors.name?.message} />
        <TextInput
          label="Téléphone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...register('phone')}
          error={errors.phone?.message}
        />
        <TextInput
          label="E-mail"
          description="Une confirmation lui est envoyée, avec un lien pour annuler"
          type="email"
          inputMode="email"
          autoComplete="off"
          {...register('email')}
          error={errors.email?.message}
        />
        <NativeSelect
          label="Nombre de places"
          data={SEAT_OPTIONS}
          {...register('seats')}
          error={errors.seats?.message}
        />
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={add.isPending}>
            Ajouter
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}
