import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'

type Props = { email: string | null; pending: boolean; onConfirm: () => void; onCancel: () => void }

/** "Retirer cet abonné ?" — nothing is deleted before this answer. */
export function ConfirmRemovalModal({ email, pending, onConfirm, onCancel }: Props) {
  // Keeps the address on screen while the modal fades out.
  const [shown, setShown] = useState(email)
  if (email && email !== shown) setShown(email)
  return (
    <Modal
      opened={email !== null}
      onClose={onCancel}
      title="Retirer cet abonné ?"
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Text>
        <strong style={{ overflowWrap: 'anywhere' }}>{shown}</strong> ne recevra plus la newsletter. Cette action est
        définitive.
      </Text>
      <ModalFooter>
        <Button variant="default" onClick={onCancel}>
          Annuler
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm} data-autofocus>
          Retirer
        </Button>
      </ModalFooter>
    </Modal>
  )
}
