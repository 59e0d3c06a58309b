import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconAlertCircle, IconArrowLeft, IconMailCheck, IconMailOff } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { passwordResetRequestSchema } from '#common/schemas/staff-account.ts'
import { usePasswordResetRequest } from '../api.ts'

/** Always the same words: whether the address has an account is nobody's business here. */
export const RESET_REQUESTED =
  'Si cette adresse correspond à un compte actif de l’équipe, un lien pour choisir un nouveau mot de passe vient d’y être envoyé. Il est valable 72 heures. Pensez à regarder dans les indésirables.'

type ForgotPasswordFormProps = { defaultEmail: string; onBack: () => void }

/** « Mot de passe oublié ? »: asks for a reset link by e-mail. */
export function ForgotPasswordForm({ defaultEmail, onBack }: ForgotPasswordFormProps) {
  const request = usePasswordResetRequest()
  const form = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: defaultEmail },
  })
  const { errors } = form.formState
  const back = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
      Retour à la connexion
    </Button>
  )

  // Without a mail server no link can leave: the same truth for every address, and who can help.
  if (request.isSuccess)
    return (
      <>
        {request.data.mailConfigured ? (
          <Alert role="status" color="teal" variant="light" icon={<IconMailCheck aria-hidden="true" />}>
            {RESET_REQUESTED}
          </Alert>
        ) : (
          <Alert role="status" color="orange" variant="light" icon={<IconMailOff aria-hidden="true" />}>
            {ACCOUNT_MESSAGES.resetNoMail}
          </Alert>
        )}
        <Group mt="xl">{back}</Group>
      </>
    )

  const failure = request.error
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        request.mutate(values, {
          onError: (error) => {
            const message = error instanceof ApiError ? error.fieldErrors.email?.[0] : undefined
            if (message) form.setError('email', { message }, { shouldFocus: true })
          },
        }),
      )}
    >
      <Text size="sm" mb="md">
        Indiquez l’adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.
      </Text>
      <TextInput
        label="Adresse e-mail"
        type="email"
        autoComplete="username"
        required
        data-autofocus
        autoFocus
        error={errors.email?.message}
        {...form.register('email')}
      />
      {failure && !(failure instanceof ApiError && failure.fieldErrors.email) ? (
        <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {failure instanceof ApiError && failure.status === 429 ? failure.message : UNEXPECTED_ERROR}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="xl">
        {back}
        <Button type="submit" loading={request.isPending}>
          Recevoir un lien
        </Button>
      </Group>
    </form>
  )
}
