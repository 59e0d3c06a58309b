import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'
import { notifications } from '@mantine/notifications'
import { IconLogout } from '@tabler/icons-react'
import { useSignOut } from '../session.ts'
import { ModalFooter } from './modal-footer.tsx'

/** The question of « Se déconnecter » (sign-out-button.tsx), loaded once it is asked. */
export function SignOutModal({ onClose }: { onClose: () => void }) {
  const signOut = useSignOut()
  return (
    <Modal opened onClose={onClose} title="Se déconnecter ?" centered closeButtonProps={{ 'aria-label': 'Fermer' }}>
      <Text size="sm">Le mot de passe sera demandé pour revenir au tableau de bord.</Text>
      <ModalFooter>
        <Button variant="default" onClick={onClose}>
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
  )
}
