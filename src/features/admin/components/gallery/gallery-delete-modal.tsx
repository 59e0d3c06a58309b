import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Loader.css'
import { useState } from 'react'
import { Button, Group, Modal, Text } from '@mantine/core'
import type { AdminGalleryPhoto } from '../../../../schemas/gallery-photo.ts'

type Props = { photo: AdminGalleryPhoto | null; pending: boolean; onConfirm: () => void; onCancel: () => void }

/** "Supprimer cette photo ?": nothing is deleted before this answer. */
export function GalleryDeleteModal({ photo, pending, onConfirm, onCancel }: Props) {
  // Keeps the photo's name on screen while the modal fades out.
  const [shown, setShown] = useState(photo)
  if (photo && photo !== shown) setShown(photo)
  return (
    <Modal opened={photo !== null} onClose={onCancel} title="Supprimer cette photo ?" centered closeButtonProps={{ 'aria-label': 'Fermer' }}>
      <Text>
        <strong style={{ overflowWrap: 'anywhere' }}>« {shown?.description} »</strong>{' '}
        {shown?.sample
          ? 'ne sera plus affichée dans la galerie du site. C’est une photo d’exemple : elle ne reviendra pas.'
          : 'sera retirée de la galerie du site et ses fichiers effacés. Cette action est définitive.'}
      </Text>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel}>
          Annuler
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm} data-autofocus>
          Supprimer
        </Button>
      </Group>
    </Modal>
  )
}
