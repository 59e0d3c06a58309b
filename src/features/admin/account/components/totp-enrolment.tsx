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
import { Stack } from '#src/components/ui/stack.ts'
import { IconAlertCircle, IconCopy, IconExternalLink } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { currentPasswordSchema, totpConfirmSchema } from '#common/schemas/staff-account.ts'
import { useConfirmTotp, useStartTotp } from '../api.ts'
import { usePhone } from '../use-phone.ts'
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
  const phone = usePhone()
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

  const qr = (
    <div className={classes.qrFrame}>
      <QrCode value={otpauthUrl} label="Code QR à scanner avec l’application d’authentification" size={180} />
    </div>
  )
  return (
    <form onSubmit={onSubmit} noValidate>
      <Text size="sm" mb="md">
        1. Installez une application d’authentification sur votre téléphone (par exemple Aegis, Google Authenticator ou
        Microsoft Authenticator), puis ajoutez-y ce compte
        {phone ? ' : si elle est sur ce téléphone, ouvrez-la avec ce bouton.' : ' en scannant ce code avec elle.'}
      </Text>
      {phone ? (
        // The phone showing the QR code cannot scan it: the app opens from the link, or takes the key.
        <Stack gap="md">
          <OpenAppButton otpauthUrl={otpauthUrl} />
          <div>
            <Text size="sm">Ou copiez cette clé et collez-la dans l’application :</Text>
            <SecretKey secret={secret} />
          </div>
          <div>
            <Text size="sm" mb="xs">
              Depuis un autre téléphone, scannez plutôt ce code :
            </Text>
            {qr}
          </div>
        </Stack>
      ) : (
        <div className={classes.qrRow}>
          {qr}
          <div>
            <Text size="sm">Impossible de scanner ? Saisissez cette clé dans l’application :</Text>
            <SecretKey secret={secret} />
            <Group mt="sm" gap="sm">
              <OpenAppButton otpauthUrl={otpauthUrl} variant="subtle" />
            </Group>
          </div>
        </div>
      )}
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

/**
 * The `otpauth://totp/…` link the QR code holds: on the phone where the app is installed, it opens
 * the app with the account ready to add.
 */
function OpenAppButton({ otpauthUrl, variant = 'filled' }: { otpauthUrl: string; variant?: 'filled' | 'subtle' }) {
  return (
    <Button
      component="a"
      href={otpauthUrl}
      variant={variant}
      leftSection={<IconExternalLink size={16} aria-hidden="true" />}
      fullWidth={variant === 'filled'}
      // Two lines on a narrow phone: the button grows with its label.
      h="auto"
      mih={36}
      py={6}
    >
      Ouvrir l’application d’authentification
    </Button>
  )
}

/** The secret in groups of 4 (monospace), read letter by letter by a screen reader, and « Copier la clé ». */
function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <>
      <Text className={classes.secret} mt={4} aria-label={`Clé : ${secret.split('').join(' ')}`}>
        {groupedSecret(secret)}
      </Text>
      <Group mt="xs" gap="sm">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} aria-hidden="true" />}
          onClick={() => void copy()}
        >
          Copier la clé
        </Button>
        <Text size="sm" role="status">
          {copied === true ? 'Clé copiée : collez-la dans l’application.' : null}
          {copied === false ? 'Copie impossible : sélectionnez la clé et copiez-la.' : null}
        </Text>
      </Group>
    </>
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
