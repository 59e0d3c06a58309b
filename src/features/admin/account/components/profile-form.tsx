import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { PasswordInput } from '#src/components/ui/password-input.ts'
import { IconAlertCircle } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { email, requiredText } from '#common/schemas/common.ts'
import { useUpdateProfile } from '../api.ts'

const profileFormSchema = z.object({
  name: requiredText(100, 'Nom obligatoire.'),
  email,
  currentPassword: z.string().max(1024),
})
type ProfileForm = z.infer<typeof profileFormSchema>

type ProfileFormProps = {
  name: string
  email: string
  /** The first time (no e-mail yet), the password is not asked. */
  firstTime?: boolean
  submitLabel?: string
  onSaved?: () => void
}

/** « Votre nom » and « Votre adresse e-mail »; changing the e-mail asks for the password again. */
export function ProfileForm({
  name,
  email: currentEmail,
  firstTime = false,
  submitLabel = 'Enregistrer',
  onSaved,
}: ProfileFormProps) {
  const update = useUpdateProfile()
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name, email: currentEmail, currentPassword: '' },
  })
  const { errors } = form.formState
  const typedEmail = useWatch({ control: form.control, name: 'email' })
  const emailChanges =
    !firstTime && currentEmail !== '' && typedEmail.trim().toLowerCase() !== currentEmail.toLowerCase()

  const onSubmit = form.handleSubmit((values) => {
    if (emailChanges && values.currentPassword === '')
      return form.setError('currentPassword', { message: 'Mot de passe actuel obligatoire.' }, { shouldFocus: true })
    update.mutate(
      { name: values.name, email: values.email, ...(emailChanges ? { currentPassword: values.currentPassword } : {}) },
      {
        onSuccess: () => {
          form.reset({ ...values, currentPassword: '' })
          onSaved?.()
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          for (const field of ['name', 'email', 'currentPassword'] as const) {
            const message = error.fieldErrors[field]?.[0]
            if (message) form.setError(field, { message })
          }
        },
      },
    )
  })

  const failure = update.error
  const shownOnField =
    failure instanceof ApiError && ['name', 'email', 'currentPassword'].some((field) => failure.fieldErrors[field])
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput
        label="Votre nom"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextInput
        mt="md"
        label="Votre adresse e-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      {emailChanges ? (
        <PasswordInput
          mt="md"
          label="Mot de passe actuel"
          description="Demandé pour changer d’adresse e-mail."
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      {failure && !shownOnField ? (
        <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {failure instanceof ApiError && failure.status < 500 ? failure.message : UNEXPECTED_ERROR}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="xl">
        <Button type="submit" loading={update.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  )
}
