import { useState, type ReactNode } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'
import { ModalFooter } from './modal-footer.tsx'

type ConfirmDeleteModalProps = {
  /** What is about to be deleted; null when the modal is closed. */
  target: { title: string; body: ReactNode } | null
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** "Supprimer … ?" (events, services, photos, gifts): nothing is deleted before this answer. Focus
 * starts on "Annuler", so a stray Enter deletes nothing. */
export function ConfirmDeleteModal({ target, pending, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  // Keeps the text on screen while the modal fades out.
  const [shown, setShown] = useState(target)
  if (target && target !== shown) setShown(target)
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title={shown?.title}
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Text>{shown?.body}</Text>
      <ModalFooter>
        <Button variant="default" onClick={onCancel} data-autofocus>
          Annuler
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          Supprimer
        </Button>
      </ModalFooter>
    </Modal>
  )
}
