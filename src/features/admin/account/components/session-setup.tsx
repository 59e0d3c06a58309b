import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Loader } from '#src/components/ui/loader.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQueryClient } from '@tanstack/react-query'
import { IconLogout } from '@tabler/icons-react'
import type { StaffSession } from '#common/schemas/staff-account.ts'
import { adminSessionQuery, useSignOut } from '../../kit/session.ts'
import { SignInScreen } from '../../kit/components/sign-in-screen.tsx'
import { usePasskeyFirst } from '../use-phone.ts'
import { PasskeyOffer } from './passkey-offer.tsx'
import { ProfileForm } from './profile-form.tsx'
import { TotpEnrolment } from './totp-enrolment.tsx'

/**
 * What a session still has to do before the dashboard opens (the server allows nothing else):
 * give one's name and e-mail, or enrol an authenticator app (administrators).
 */
export function SessionSetup({ session }: { session: StaffSession }) {
  const queryClient = useQueryClient()
  const signOut = useSignOut()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminSessionQuery().queryKey })
  const leave = (
    <Group justify="center" mt="lg">
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconLogout size={14} aria-hidden="true" />}
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Se déconnecter
      </Button>
    </Group>
  )
  if (session.pending === 'profile')
    return (
      <SignInScreen
        title="Votre compte"
        intro="Le tableau de bord a maintenant un compte par personne. Indiquez votre nom et votre adresse e-mail : ils signeront vos actions dans le journal et serviront à vous connecter."
      >
        <ProfileForm name={session.account.name} email={session.account.email} firstTime submitLabel="Continuer" />
        {leave}
      </SignInScreen>
    )
  return <SecondFactorSetup session={session} onDone={refresh} leave={leave} />
}

/**
 * An administrator's second factor. On a phone that can make one, a passkey is offered first (the
 * phone cannot scan the QR code it shows); the authenticator app follows, still required, so that
 * another device, or the recovery codes, can sign in if this phone is lost.
 */
function SecondFactorSetup({
  session,
  onDone,
  leave,
}: {
  session: StaffSession
  onDone: () => void
  leave: React.ReactNode
}) {
  const passkeyFirst = usePasskeyFirst()
  const [skipped, setSkipped] = useState(false)
  if (passkeyFirst === null) return <Loader aria-label="Préparation de la configuration" />
  if (passkeyFirst && session.passkeys === 0 && !skipped)
    return (
      <SignInScreen
        title="Clé d’accès"
        intro="Les administrateurs protègent leur compte par un second moyen de connexion avant d’ouvrir le tableau de bord."
      >
        <PasskeyOffer onAdded={onDone} onSkip={() => setSkipped(true)} />
        {leave}
      </SignInScreen>
    )
  return (
    <SignInScreen
      wide
      title="Application d’authentification"
      intro="Les administrateurs confirment chaque connexion par un code à 6 chiffres affiché sur leur téléphone. Cette étape est nécessaire avant d’ouvrir le tableau de bord."
    >
      {session.passkeys > 0 ? (
        <Text size="sm" mb="md">
          Votre clé d’accès est enregistrée. Ajoutez aussi l’application : elle vous connecte depuis un autre appareil,
          et ses codes de secours vous dépannent si ce téléphone est perdu.
        </Text>
      ) : null}
      <TotpEnrolment onDone={onDone} />
      {leave}
    </SignInScreen>
  )
}
