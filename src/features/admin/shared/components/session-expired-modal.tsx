import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Text.css'
import type { ReactNode } from 'react'
import { Modal, Text } from '@mantine/core'

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
