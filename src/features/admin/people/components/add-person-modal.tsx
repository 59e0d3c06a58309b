import { useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { Link } from '@tanstack/react-router'
import { IconCircleCheck } from '@tabler/icons-react'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { personInputSchema, type PersonInput, type PersonListItem } from '#common/schemas/people.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { useCreatePerson } from '../api.ts'
import { personName } from '../format.ts'

type Values = { firstName: string; lastName: string; phone: string; email: string }
const EMPTY: Values = { firstName: '', lastName: '', phone: '', email: '' }
const FIELDS = Object.keys(EMPTY) as (keyof Values)[]

/** « Ajouter une personne »: someone met at the door, in a few taps (the first name is enough). */
export function AddPersonModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Ajouter une personne" closeButtonProps={{ 'aria-label': 'Fermer' }}>
      {/* A new form each time the dialog opens: nothing left from the last person. */}
      {opened ? <AddPersonForm onClose={onClose} /> : null}
    </Modal>
  )
}

function AddPersonForm({ onClose }: { onClose: () => void }) {
  const create = useCreatePerson()
  const [added, setAdded] = useState<PersonListItem | null>(null)
  const form = useForm<Values, unknown, PersonInput>({
    resolver: schemaResolver(personInputSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((input) => {
    setAdded(null)
    create.mutate(input, {
      // Emptied for the next person at the door; the one added stays one tap away.
      onSuccess: (person) => {
        form.reset(EMPTY)
        setAdded(person)
        form.setFocus('firstName')
      },
      onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Personne non ajoutée'),
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {added ? (
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
            {personName(added)} a été ajouté(e) à la liste.{' '}
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/admin-dashboard/membres/$personId" params={{ personId: String(added.id) }} />
              )}
            >
              Ouvrir sa fiche
            </Anchor>
          </Alert>
        ) : null}
        <TextInput
          label="Prénom"
          required
          autoComplete="off"
          data-autofocus
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <TextInput label="Nom" autoComplete="off" {...register('lastName')} error={errors.lastName?.message} />
        <TextInput
          label="Téléphone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          description="Le numéro WhatsApp si possible"
          {...register('phone')}
          error={errors.phone?.message}
        />
        <TextInput
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          {...register('email')}
          error={errors.email?.message}
        />
        <ModalFooter>
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Fermer
          </Button>
          <Button type="submit" loading={create.isPending}>
            Ajouter
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}
