import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { PasswordInput } from '#src/components/ui/password-input.ts'
import { Text } from '#src/components/ui/text.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { passkeyRegistrationSchema, reauthenticationSchema } from '#common/schemas/staff-account.ts'
import { useAddPasskey } from '../passkeys-api.ts'
import { passkeyFailureText } from './passkeys-card.tsx'

const offerSchema = passkeyRegistrationSchema.pick({ name: true }).extend(reauthenticationSchema.shape)
type OfferValues = { name: string; currentPassword?: string | undefined }

/** The server asks for the password again (the sign-in is more than 5 minutes old), or found it wrong. */
const passwordAsked = (error: Error | null) =>
  error instanceof ApiError && (error.status === 403 || Boolean(error.fieldErrors.currentPassword))

type PasskeyOfferProps = {
  /** The passkey is made and stored. */
  onAdded: () => void
  /** « Utiliser l’application d’authentification »: the app instead, for now. */
  onSkip: () => void
}

/**
 * On a phone that can make one, the set-up offers a passkey first: the phone cannot scan the QR
 * code it shows, while a passkey is one touch of the fingerprint at each sign-in. The password is
 * asked only if the server wants it again.
 */
export function PasskeyOffer({ onAdded, onSkip }: PasskeyOfferProps) {
  const add = useAddPasskey()
  const form = useForm<OfferValues>({
    resolver: zodResolver(offerSchema),
    defaultValues: { name: 'Mon téléphone', currentPassword: '' },
  })
  const { errors } = form.formState
  const askPassword = passwordAsked(add.error)
  const onSubmit = form.handleSubmit(({ name, currentPassword }) =>
    add.mutate(
      { name, currentPassword: currentPassword || undefined },
      {
        onSuccess: (passkey) => {
          notifications.show({ color: 'teal', message: `La clé d’accès « ${passkey.name} » est ajoutée.` })
          onAdded()
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fieldErrors.currentPassword?.[0] : undefined
          if (message) form.setError('currentPassword', { message }, { shouldFocus: true })
        },
      },
    ),
  )
  const why = add.error instanceof ApiError && add.error.status === 403 ? add.error.message : null
  const failure = add.error && !askPassword ? passkeyFailureText(add.error) : null
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Sur ce téléphone, le plus simple est une clé d’accès : vous vous connecterez ensuite avec l’empreinte
          digitale, le visage ou le code de ce téléphone, sans mot de passe ni code à recopier.
        </Text>
        <TextInput
          label="Nom de la clé"
          description="Pour la reconnaître dans « Mon compte »."
          required
          maxLength={60}
          error={errors.name?.message}
          {...form.register('name')}
        />
        {askPassword ? (
          <PasswordInput
            label="Mot de passe actuel"
            description={why ?? 'Ajouter un moyen de connexion demande de confirmer que c’est bien vous.'}
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        ) : null}
        {failure ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
            {failure}
          </Alert>
        ) : null}
        <Button
          type="submit"
          fullWidth
          loading={add.isPending}
          leftSection={<IconFingerprint size={18} aria-hidden="true" />}
        >
          Créer une clé d’accès
        </Button>
        <Button variant="subtle" fullWidth h="auto" mih={36} py={6} onClick={onSkip} disabled={add.isPending}>
          Utiliser l’application d’authentification
        </Button>
      </Stack>
    </form>
  )
}
