import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'
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
