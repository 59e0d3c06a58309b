import { useState } from 'react'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { isPasskeyCancelled, usePasskeySignIn } from '../passkey-sign-in.ts'

const CANCELLED = 'Connexion par clé d’accès annulée. Réessayez, ou utilisez votre mot de passe.'

/**
 * « Se connecter avec une clé d'accès »: the phone's fingerprint (or a security key) opens a
 * complete session at once. Not shown by a browser without WebAuthn.
 */
export function PasskeySignInButton({ onSuccess }: { onSuccess: () => void }) {
  const [supported] = useState(() => typeof window !== 'undefined' && browserSupportsWebAuthn())
  const signIn = usePasskeySignIn()
  if (!supported) return null
  const error = signIn.error
  const message = !error
    ? null
    : isPasskeyCancelled(error)
      ? CANCELLED
      : error instanceof ApiError && error.status < 500
        ? error.message
        : UNEXPECTED_ERROR
  return (
    <>
      <Text ta="center" size="sm" c="dimmed" mt="lg" mb="sm">
        ou
      </Text>
      <Button
        variant="default"
        fullWidth
        // A narrow phone wraps the long label instead of cutting it.
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        leftSection={<IconFingerprint size={18} aria-hidden="true" />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate(undefined, { onSuccess })}
      >
        Se connecter avec une clé d’accès
      </Button>
      {message ? (
        <Alert role="alert" color="red" variant="light" mt="sm" icon={<IconAlertCircle aria-hidden="true" />}>
          {message}
        </Alert>
      ) : null}
    </>
  )
}
