import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'
import { notifications } from '@mantine/notifications'
import { IconLogout } from '@tabler/icons-react'
import { useSignOut } from '../session.ts'
import { ModalFooter } from './modal-footer.tsx'

/**
 * « Se déconnecter », asked twice: on a phone the button sits next to « Menu » and a slip of the
 * thumb would close the session (and the password would be needed again). The sign-in screen
 * then says « Vous êtes déconnecté(e). ».
 */
export function SignOutButton() {
  const signOut = useSignOut()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button
        variant="white"
        color="churchBlue"
        leftSection={<IconLogout size={16} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        Se déconnecter
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Se déconnecter ?"
        centered
        closeButtonProps={{ 'aria-label': 'Fermer' }}
      >
        <Text size="sm">Le mot de passe sera demandé pour revenir au tableau de bord.</Text>
        <ModalFooter>
          <Button variant="default" onClick={() => setAsking(false)}>
            Rester connecté(e)
          </Button>
          <Button
            color="churchBlue"
            loading={signOut.isPending}
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={() =>
              signOut.mutate(undefined, {
                onError: () =>
                  notifications.show({
                    color: 'red',
                    title: 'Déconnexion impossible',
                    message: 'Vérifiez votre connexion puis réessayez.',
                  }),
              })
            }
          >
            Me déconnecter
          </Button>
        </ModalFooter>
      </Modal>
    </>
  )
}
