import type { ReactNode } from 'react'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'

type SessionExpiredModalProps = { opened: boolean; onClose: () => void; children: ReactNode }

/** The sign-in over the dashboard when the session ended while it was in use. */
export function SessionExpiredModal({ opened, onClose, children }: SessionExpiredModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Session expirée"
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      overlayProps={{ backgroundOpacity: 0.6, blur: 2 }}
    >
      <Text size="sm" mb="md">
        Votre session a pris fin. Reconnectez-vous pour continuer : ce que vous avez saisi est conservé.
      </Text>
      {children}
    </Modal>
  )
}
