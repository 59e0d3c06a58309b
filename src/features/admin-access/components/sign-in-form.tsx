import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { PasswordInput } from '#src/components/ui/password-input.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { secondFactorCode, staffLoginSchema } from '#common/schemas/staff-account.ts'
import { useStaffSignIn } from '../api.ts'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { PasskeySignInButton } from './passkey-sign-in-button.tsx'

/** A wrong e-mail or password is reported for 3 seconds. */
export const WRONG_PASSWORD_DISPLAY_MS = 3000

type Notice = { text: string; temporary: boolean }
type Credentials = { email: string; password: string }

type SignInFormProps = {
  /** Called once the server has opened the session. */
  onSuccess: () => void
  /** Shows an "Annuler" button (the gear's modal); the dashboard's own sign-in has none. */
  onCancel?: () => void
}

const credentialsSchema = staffLoginSchema.pick({ email: true, password: true })
const codeSchema = z.object({ code: secondFactorCode })

/**
 * The staff sign-in: e-mail and password, then, when the account has an authenticator app, its
 * 6-digit code (or a recovery code). « Mot de passe oublié ? » asks for a link by e-mail.
 * Used by the gear's modal and by the dashboard's guard.
 */
export function SignInForm({ onSuccess, onCancel }: SignInFormProps) {
  const [step, setStep] = useState<'credentials' | 'code' | 'forgot'>('credentials')
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' })
  const [waiting, setWaiting] = useState<string | null>(null)

  if (step === 'forgot')
    return <ForgotPasswordForm defaultEmail={credentials.email} onBack={() => setStep('credentials')} />
  if (step === 'code')
    return (
      <CodeStep
        credentials={credentials}
        waiting={waiting}
        onSuccess={onSuccess}
        onBack={() => setStep('credentials')}
      />
    )
  return (
    <CredentialsStep
      defaults={credentials}
      onCancel={onCancel}
      onSuccess={onSuccess}
      onCodeNeeded={(values, waitingMessage) => {
        setCredentials(values)
        setWaiting(waitingMessage)
        setStep('code')
      }}
      onForgot={(email) => {
        setCredentials({ email, password: '' })
        setStep('forgot')
      }}
    />
  )
}

function useTemporaryNotice() {
  const [notice, setNotice] = useState<Notice | null>(null)
  useEffect(() => {
    if (!notice?.temporary) return
    const timer = setTimeout(() => setNotice(null), WRONG_PASSWORD_DISPLAY_MS)
    return () => clearTimeout(timer)
  }, [notice])
  return [notice, setNotice] as const
}

function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null
  return (
    <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
      {notice.text}
    </Alert>
  )
}

/** The answer to an error that is neither "code needed" nor a field's: the notice to show. */
function noticeFor(error: Error): Notice {
  if (!(error instanceof ApiError)) return { text: UNEXPECTED_ERROR, temporary: false }
  if (error.status === 401) return { text: error.message, temporary: true }
  // 429: the server's own French message says how long to wait.
  if (error.status === 429) return { text: error.message, temporary: false }
  return { text: error.status < 500 ? error.message : UNEXPECTED_ERROR, temporary: false }
}

type CredentialsStepProps = {
  defaults: Credentials
  onSuccess: () => void
  onCancel: (() => void) | undefined
  /** `waiting`: the server's message when the account's sign-ins are spaced out (a code passes). */
  onCodeNeeded: (values: Credentials, waiting: string | null) => void
  onForgot: (email: string) => void
}

function CredentialsStep({ defaults, onSuccess, onCancel, onCodeNeeded, onForgot }: CredentialsStepProps) {
  const signIn = useStaffSignIn()
  const [visible, setVisible] = useState(false)
  const [notice, setNotice] = useTemporaryNotice()
  const form = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: defaults })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null)
    signIn.mutate(values, {
      onSuccess: (outcome) =>
        outcome.signedIn ? onSuccess() : onCodeNeeded(values, outcome.waiting ? outcome.message : null),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
          for (const field of ['email', 'password'] as const) {
            const message = error.fieldErrors[field]?.[0]
            if (message) form.setError(field, { message })
          }
          return
        }
        setNotice(noticeFor(error))
        if (error instanceof ApiError && error.status === 401) form.setFocus('password')
      },
    })
  })

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="Adresse e-mail"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          mt="md"
          label="Mot de passe"
          autoComplete="current-password"
          required
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
        <Text size="sm" mt="xs">
          <Anchor component="button" type="button" onClick={() => onForgot(form.getValues('email'))}>
            Mot de passe oublié ?
          </Anchor>
        </Text>
        <NoticeAlert notice={notice} />
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
      <PasskeySignInButton onSuccess={onSuccess} />
    </>
  )
}

type CodeStepProps = {
  credentials: Credentials
  /** Why the code is asked before the password was checked: the account's wait, which a code passes. */
  waiting: string | null
  onSuccess: () => void
  /** Back to the e-mail and password (kept as typed). */
  onBack: () => void
}

/** The second step: the authenticator app's code, or one of the recovery codes. */
function CodeStep({ credentials, waiting, onSuccess, onBack }: CodeStepProps) {
  const signIn = useStaffSignIn()
  const [recovery, setRecovery] = useState(false)
  const [notice, setNotice] = useTemporaryNotice()
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(({ code }) => {
    setNotice(null)
    signIn.mutate(
      { ...credentials, code },
      {
        onSuccess: (outcome) => {
          if (outcome.signedIn) return onSuccess()
          form.setError('code', { message: outcome.message }, { shouldFocus: true })
        },
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fieldErrors.code?.[0] : undefined
          if (fieldError) return form.setError('code', { message: fieldError }, { shouldFocus: true })
          setNotice({ ...noticeFor(error), temporary: false })
        },
      },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      {waiting ? (
        <Alert color="orange" variant="light" mb="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {waiting}
        </Alert>
      ) : null}
      <Text size="sm" mb="md">
        {recovery
          ? 'Saisissez l’un de vos codes de secours (format xxxxx-xxxxx). Chaque code ne sert qu’une fois.'
          : 'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres affiché pour ce compte.'}
      </Text>
      <TextInput
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? 'Code de secours' : 'Code de vérification'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 11 : 6}
        placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
        required
        data-autofocus
        autoFocus
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Text size="sm" mt="xs">
        <Anchor
          component="button"
          type="button"
          onClick={() => {
            setRecovery((value) => !value)
            form.reset({ code: '' })
          }}
        >
          {recovery ? 'Utiliser l’application d’authentification' : 'Utiliser un code de secours'}
        </Anchor>
      </Text>
      <NoticeAlert notice={notice} />
      <Group justify="space-between" mt="xl">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={() => onBack()}>
          Retour
        </Button>
        <Button type="submit" loading={signIn.isPending}>
          Valider
        </Button>
      </Group>
    </form>
  )
}
