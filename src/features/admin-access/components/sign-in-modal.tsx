// Dependencies first: a later sheet wins between equal selectors.
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Text.css'
import { Modal, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { SignInForm } from './sign-in-form.tsx'

type SignInModalProps = { opened: boolean; onClose: () => void }

export function SignInModal({ opened, onClose }: SignInModalProps) {
  const navigate = useNavigate()
  // Spec §4: closing (Annuler, the X, Escape) clears the field and any message — the modal
  // unmounts its content when closed, so the form starts afresh each time.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Accès administrateur"
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Text size="sm" c="dimmed" mb="md">
        Espace réservé à l’équipe de l’église.
      </Text>
      <SignInForm
        onCancel={onClose}
        onSuccess={() => {
          onClose()
          void navigate({ to: '/admin-dashboard' })
        }}
      />
    </Modal>
  )
}
