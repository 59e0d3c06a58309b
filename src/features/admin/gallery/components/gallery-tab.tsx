import { Badge } from '#src/components/ui/badge.ts'
import { Group } from '#src/components/ui/group.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { GALLERY_CATEGORIES } from '#common/schemas/gallery-categories.ts'
import type { AdminGalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { useRecordDialogs } from '../../kit/use-record-dialogs.ts'
import { adminGalleryQuery, useDeleteGalleryPhoto } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { GalleryDeleteModal } from './gallery-delete-modal.tsx'
import { GalleryEditModal } from './gallery-edit-modal.tsx'
import { GalleryPhotoCard } from './gallery-photo-card.tsx'
import { GalleryUploadForm } from './gallery-upload-form.tsx'
import classes from './gallery.module.css'
import dashboard from '../../kit/components/admin-dashboard.module.css'

/** The public gallery's photos: add one, change its category or description, remove it. */
export function GalleryTab() {
  const query = useQuery(adminGalleryQuery())
  // New photos come through the upload form: this dialog only edits one.
  const dialogs = useRecordDialogs<AdminGalleryPhoto>(
    useDeleteGalleryPhoto(),
    (photo) => `Photo « ${photo.description} » supprimée.`,
  )

  return (
    <Stack gap="md">
      <Title order={2} className={dashboard.panelTitle}>
        Galerie
      </Title>
      <GalleryUploadForm />
      <QueryState query={query} what="les photos">
        {(photos) => (
          <Stack gap="sm">
            <Text fw={600}>
              {photos.length === 0
                ? 'Aucune photo publiée.'
                : `${photos.length} photo${photos.length > 1 ? 's' : ''} publiée${photos.length > 1 ? 's' : ''}`}
              {photos.some((photo) => photo.sample) ? (
                <Text span c="dimmed" fw={400} size="sm">
                  {' '}
                  — les photos « Exemple » sont des illustrations générées : remplacez-les par les vôtres.
                </Text>
              ) : null}
            </Text>
            <Group
              gap="xs"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label="Photos par catégorie"
            >
              {GALLERY_CATEGORIES.map((category) => (
                <li key={category}>
                  <Badge size="lg" variant="light" color="churchBlue" radius="sm">
                    {category} : {photos.filter((photo) => photo.category === category).length}
                  </Badge>
                </li>
              ))}
            </Group>
            {photos.length > 0 ? (
              <ul className={classes.grid} aria-label="Photos de la galerie">
                {photos.map((photo) => (
                  <GalleryPhotoCard
                    key={photo.id}
                    photo={photo}
                    onEdit={() => dialogs.openEdit(photo)}
                    onDelete={() => dialogs.askDelete(photo)}
                  />
                ))}
              </ul>
            ) : null}
          </Stack>
        )}
      </QueryState>
      <GalleryEditModal photo={dialogs.editing === 'new' ? null : dialogs.editing} onClose={dialogs.close} />
      <GalleryDeleteModal
        photo={dialogs.deleting}
        pending={dialogs.deletePending}
        onConfirm={dialogs.confirmDelete}
        onCancel={dialogs.cancelDelete}
      />
    </Stack>
  )
}
