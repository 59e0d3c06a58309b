import type { AdminGalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { ConfirmDeleteModal } from '../../kit/components/confirm-delete-modal.tsx'

type Props = { photo: AdminGalleryPhoto | null; pending: boolean; onConfirm: () => void; onCancel: () => void }

/** "Supprimer cette photo ?", naming the photo; a sample's removal is final too. */
export function GalleryDeleteModal({ photo, ...actions }: Props) {
  const target = photo && {
    title: 'Supprimer cette photo ?',
    body: (
      <>
        <strong style={{ overflowWrap: 'anywhere' }}>« {photo.description} »</strong>{' '}
        {photo.sample
          ? 'ne sera plus affichée dans la galerie du site. C’est une photo d’exemple : elle ne reviendra pas.'
          : 'sera retirée de la galerie du site et ses fichiers effacés. Cette action est définitive.'}
      </>
    ),
  }
  return <ConfirmDeleteModal target={target} {...actions} />
}
