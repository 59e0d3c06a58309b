import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { PasswordInput } from '#src/components/ui/password-input.ts'
import { IconAlertCircle } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { messages } from '#common/content/church.ts'
import { adminLoginSchema, type AdminLogin } from '#common/schemas/admin.ts'
import { useAdminSignIn } from '../api.ts'

/** Spec §9: a wrong password is reported for 3 seconds. */
export const WRONG_PASSWORD_DISPLAY_MS = 3000

type Notice = { text: string; temporary: boolean }

type SignInFormProps = {
  /** Called once the server has opened the session. */
  onSuccess: () => void
  /** Shows an "Annuler" button (the gear's modal); the dashboard's own sign-in has none. */
  onCancel?: () => void
}

/** The administrator password form: used by the gear's modal and by the dashboard's guard. */
export function SignInForm({ onSuccess, onCancel }: SignInFormProps) {
  const signIn = useAdminSignIn()
  const [visible, setVisible] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const form = useForm<AdminLogin>({ resolver: zodResolver(adminLoginSchema), defaultValues: { password: '' } })
  const { errors } = form.formState

  useEffect(() => {
    if (!notice?.temporary) return
    const timer = setTimeout(() => setNotice(null), WRONG_PASSWORD_DISPLAY_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null)
    signIn.mutate(values, {
      onSuccess,
      onError: (error) => {
        if (!(error instanceof ApiError)) return setNotice({ text: UNEXPECTED_ERROR, temporary: false })
        if (error.status === 401) {
          setNotice({ text: messages.wrongPassword, temporary: true })
          form.setFocus('password')
        } else if (error.status === 429) {
          // The server's own French message asks the visitor to wait.
          setNotice({ text: error.message, temporary: false })
        } else if (error.fieldErrors.password?.[0]) {
          form.setError('password', { message: error.fieldErrors.password[0] })
        } else {
          setNotice({ text: UNEXPECTED_ERROR, temporary: false })
        }
      },
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <PasswordInput
        label="Mot de passe"
        autoComplete="current-password"
        required
        data-autofocus
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{
          'aria-label': visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe',
          // The changing name already says the state; aria-pressed would say it twice.
          'aria-pressed': undefined,
        }}
        error={errors.password?.message}
        {...form.register('password')}
      />
      {notice ? (
        <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {notice.text}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="xl">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Annuler
          </Button>
        ) : null}
        <Button type="submit" loading={signIn.isPending}>
          Se connecter
        </Button>
      </Group>
    </form>
  )
}
