import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Radio } from '#src/components/ui/radio.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { IconAlertCircle, IconSend } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import {
  STAFF_ROLES,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  accountInviteSchema,
  type AccountInvite,
} from '#common/schemas/staff-account.ts'
import { useInviteAccount } from '../api.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { LinkToPassOn } from './link-to-pass-on.tsx'
import { MinistryChoice } from './ministry-choice.tsx'

type InviteDialogProps = { opened: boolean; onClose: () => void }

const FIELDS = ['name', 'email', 'role', 'ministryIds'] as const

/**
 * « Inviter une personne »: name, e-mail and role (and a ministry leader's ministries); then the
 * link, when no e-mail could carry it.
 */
export function InviteDialog({ opened, onClose }: InviteDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Inviter une personne"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {/* Unmounted when closed: the next invitation starts afresh. */}
      {opened ? <InviteForm onClose={onClose} /> : null}
    </Modal>
  )
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const invite = useInviteAccount()
  const form = useForm<AccountInvite>({
    resolver: zodResolver(accountInviteSchema),
    defaultValues: { name: '', email: '', role: 'secretariat', ministryIds: [] },
  })
  const { errors } = form.formState
  const leads = form.watch('role') === 'responsable'

  if (invite.data) {
    const { account, link } = invite.data
    return (
      <>
        <LinkToPassOn link={link} name={account.name} email={account.email} />
        <ModalFooter>
          <Button onClick={onClose} data-autofocus>
            Terminé
          </Button>
        </ModalFooter>
      </>
    )
  }

  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values.role === 'responsable' ? values : { ...values, ministryIds: undefined }, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return
        for (const field of FIELDS) {
          const message = error.fieldErrors[field]?.[0]
          if (message) form.setError(field, { message }, { shouldFocus: true })
        }
      },
    }),
  )
  const failure = invite.error
  const onAField = failure instanceof ApiError && FIELDS.some((field) => failure.fieldErrors[field])

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nom"
          autoComplete="off"
          required
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label="Adresse e-mail"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Radio.Group
              label="Rôle"
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.role?.message}
            >
              <Stack gap="sm" mt="xs">
                {STAFF_ROLES.map((role) => (
                  <Radio
                    key={role}
                    value={role}
                    label={STAFF_ROLE_LABELS[role]}
                    description={STAFF_ROLE_DESCRIPTIONS[role]}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {leads ? (
          <Controller
            control={form.control}
            name="ministryIds"
            render={({ field }) => (
              <MinistryChoice value={field.value ?? []} onChange={field.onChange} error={errors.ministryIds?.message} />
            )}
          />
        ) : null}
        {failure && !onAField ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
            {failure instanceof ApiError && failure.status < 500 ? failure.message : UNEXPECTED_ERROR}
          </Alert>
        ) : null}
      </Stack>
      <ModalFooter>
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" loading={invite.isPending} leftSection={<IconSend size={16} aria-hidden="true" />}>
          Inviter
        </Button>
      </ModalFooter>
    </form>
  )
}
