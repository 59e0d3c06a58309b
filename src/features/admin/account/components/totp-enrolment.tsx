import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Loader } from '#src/components/ui/loader.ts'
import { PasswordInput } from '#src/components/ui/password-input.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconAlertCircle } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { currentPasswordSchema, totpConfirmSchema } from '#common/schemas/staff-account.ts'
import { useConfirmTotp, useStartTotp } from '../api.ts'
import { QrCode } from './qr-code.tsx'
import { RecoveryCodes } from './recovery-codes.tsx'
import classes from './account.module.css'

/** The secret in groups of 4, easier to type by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

type TotpEnrolmentProps = {
  /** Called once the codes are kept safe (the session is then complete). */
  onDone: () => void
  onCancel?: () => void
  /**
   * Ask for the current password first (« Mon compte »). Without it, the set-up right after
   * signing in starts at once, and asks for the password only if the server says it is needed.
   */
  askPassword?: boolean
}

/** The server wants the password again (403), or found it wrong (400 naming the field). */
const passwordNeeded = (error: Error | null) =>
  error instanceof ApiError && (error.status === 403 || Boolean(error.fieldErrors.currentPassword))

/**
 * Enrols an authenticator app: a QR code to scan (or the secret to type), the first 6-digit code
 * to confirm, then the 10 recovery codes, shown once.
 */
export function TotpEnrolment({ onDone, onCancel, askPassword = false }: TotpEnrolmentProps) {
  const start = useStartTotp()
  const confirm = useConfirmTotp()
  const started = useRef(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const form = useForm<{ code: string }>({ resolver: zodResolver(totpConfirmSchema), defaultValues: { code: '' } })
  const { errors } = form.formState

  useEffect(() => {
    if (started.current || askPassword) return
    started.current = true
    start.mutate(undefined)
  }, [start, askPassword])

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />
  if ((askPassword && !start.data) || passwordNeeded(start.error))
    return (
      <PasswordStep
        error={start.error}
        pending={start.isPending}
        onSubmit={(currentPassword) => start.mutate(currentPassword)}
        onCancel={onCancel}
      />
    )
  if (start.isError)
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
        {start.error instanceof ApiError && start.error.status < 500 ? start.error.message : UNEXPECTED_ERROR}
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" onClick={() => start.mutate(undefined)}>
            Réessayer
          </Button>
        </Group>
      </Alert>
    )
  if (!start.data) return <Loader aria-label="Préparation du code à scanner" />

  const { secret, otpauthUrl } = start.data
  const onSubmit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: setCodes,
      onError: (error) => {
        const message =
          error instanceof ApiError
            ? (error.fieldErrors.code?.[0] ?? (error.status < 500 ? error.message : UNEXPECTED_ERROR))
            : UNEXPECTED_ERROR
        form.setError('code', { message }, { shouldFocus: true })
      },
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Text size="sm" mb="md">
        1. Installez une application d’authentification sur votre téléphone (par exemple Aegis, Google Authenticator ou
        Microsoft Authenticator), puis scannez ce code avec elle.
      </Text>
      <div className={classes.qrRow}>
        <div className={classes.qrFrame}>
          <QrCode value={otpauthUrl} label="Code QR à scanner avec l’application d’authentification" size={180} />
        </div>
        <div>
          <Text size="sm">Impossible de scanner ? Saisissez cette clé dans l’application :</Text>
          <Text className={classes.secret} mt={4} aria-label={`Clé : ${secret.split('').join(' ')}`}>
            {groupedSecret(secret)}
          </Text>
        </div>
      </div>
      <Text size="sm" mt="lg" mb="xs">
        2. Saisissez le code à 6 chiffres que l’application affiche maintenant.
      </Text>
      <TextInput
        label="Code de vérification"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        w={200}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Group justify={onCancel ? 'space-between' : 'flex-end'} mt="xl">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Annuler
          </Button>
        ) : null}
        <Button type="submit" loading={confirm.isPending}>
          Activer
        </Button>
      </Group>
    </form>
  )
}

type PasswordStepProps = {
  error: Error | null
  pending: boolean
  onSubmit: (currentPassword: string) => void
  onCancel: (() => void) | undefined
}

/** Adding a way in asks who you are: the current password, before the secret is drawn. */
function PasswordStep({ error, pending, onSubmit, onCancel }: PasswordStepProps) {
  const form = useForm<{ currentPassword: string }>({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { currentPassword: '' },
  })
  const fieldError = error instanceof ApiError ? error.fieldErrors.currentPassword?.[0] : undefined
  // The server's 403 says why the password is asked; shown above the field.
  const why = error instanceof ApiError && error.status === 403 ? error.message : null
  const failure =
    error && !why && !fieldError
      ? error instanceof ApiError && error.status < 500
        ? error.message
        : UNEXPECTED_ERROR
      : null
  return (
    <form onSubmit={form.handleSubmit(({ currentPassword }) => onSubmit(currentPassword))} noValidate>
      {why ? (
        <Alert role="alert" color="orange" variant="light" mb="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {why}
        </Alert>
      ) : (
        <Text size="sm" mb="md">
          Ajouter un moyen de connexion demande de confirmer que c’est bien vous.
        </Text>
      )}
      <PasswordInput
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        data-autofocus
        error={form.formState.errors.currentPassword?.message ?? fieldError}
        {...form.register('currentPassword')}
      />
      {failure ? (
        <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {failure}
        </Alert>
      ) : null}
      <Group justify={onCancel ? 'space-between' : 'flex-end'} mt="xl">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Annuler
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          Continuer
        </Button>
      </Group>
    </form>
  )
}
