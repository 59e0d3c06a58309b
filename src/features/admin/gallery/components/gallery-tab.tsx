import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Group.css'
import { useState } from 'react'
import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { ApiError } from '#src/lib/api-client.ts'
import { GALLERY_CATEGORIES } from '#common/schemas/gallery-categories.ts'
import type { AdminGalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { adminGalleryQuery, useDeleteGalleryPhoto } from '../api.ts'
import { QueryState } from '../../shared/components/query-state.tsx'
import { GalleryDeleteModal } from './gallery-delete-modal.tsx'
import { GalleryEditModal } from './gallery-edit-modal.tsx'
import { GalleryPhotoCard } from './gallery-photo-card.tsx'
import { GalleryUploadForm } from './gallery-upload-form.tsx'
import classes from './gallery.module.css'
import dashboard from '../../shared/components/admin-dashboard.module.css'

/** The public gallery's photos: add one, change its category or description, remove it. */
export function GalleryTab() {
  const query = useQuery(adminGalleryQuery())
  const remove = useDeleteGalleryPhoto()
  const [editing, setEditing] = useState<AdminGalleryPhoto | null>(null)
  const [toDelete, setToDelete] = useState<AdminGalleryPhoto | null>(null)

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `Photo « ${toDelete.description} » supprimée.` })
        setToDelete(null)
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return
        notifications.show({
          color: 'red',
          title: 'Suppression impossible',
          message: error instanceof ApiError ? error.message : 'Vérifiez la connexion Internet, puis réessayez.',
        })
      },
    })
  }

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
                    onEdit={() => setEditing(photo)}
                    onDelete={() => setToDelete(photo)}
                  />
                ))}
              </ul>
            ) : null}
          </Stack>
        )}
      </QueryState>
      <GalleryEditModal photo={editing} onClose={() => setEditing(null)} />
      <GalleryDeleteModal
        photo={toDelete}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  )
}
