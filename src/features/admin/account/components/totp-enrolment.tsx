import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Loader } from '#src/components/ui/loader.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconAlertCircle } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { totpConfirmSchema } from '#common/schemas/staff-account.ts'
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
}

/**
 * Enrols an authenticator app: a QR code to scan (or the secret to type), the first 6-digit code
 * to confirm, then the 10 recovery codes, shown once.
 */
export function TotpEnrolment({ onDone, onCancel }: TotpEnrolmentProps) {
  const start = useStartTotp()
  const confirm = useConfirmTotp()
  const started = useRef(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const form = useForm<{ code: string }>({ resolver: zodResolver(totpConfirmSchema), defaultValues: { code: '' } })
  const { errors } = form.formState

  useEffect(() => {
    if (started.current) return
    started.current = true
    start.mutate()
  }, [start])

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />
  if (start.isError)
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
        {start.error instanceof ApiError && start.error.status < 500 ? start.error.message : UNEXPECTED_ERROR}
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" onClick={() => start.mutate()}>
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
