import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { GALLERY_DESCRIPTION_MAX } from '#common/schemas/gallery-categories.ts'
import {
  galleryPhotoInputSchema,
  type AdminGalleryPhoto,
  type GalleryPhotoInput,
} from '#common/schemas/gallery-photo.ts'
import { GalleryPicture } from '#src/components/gallery-picture.tsx'
import { reportSaveError } from '../../kit/save-errors.ts'
import { useUpdateGalleryPhoto } from '../api.ts'
import { CATEGORY_OPTIONS } from './gallery-upload-form.tsx'
import classes from './gallery.module.css'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'

const FIELDS = ['category', 'description'] as const

type Props = { photo: AdminGalleryPhoto | null; onClose: () => void }

/** "Modifier la photo": its category and description (the file stays). Escape or "Annuler" closes. */
export function GalleryEditModal({ photo, onClose }: Props) {
  // Keeps the photo on screen while the modal fades out.
  const [shown, setShown] = useState(photo)
  if (photo && photo !== shown) setShown(photo)
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      title="Modifier la photo"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {shown ? <EditForm key={shown.id} photo={shown} onDone={onClose} /> : null}
    </Modal>
  )
}

function EditForm({ photo, onDone }: { photo: AdminGalleryPhoto; onDone: () => void }) {
  const update = useUpdateGalleryPhoto()
  const form = useForm<GalleryPhotoInput>({
    resolver: schemaResolver(galleryPhotoInputSchema),
    defaultValues: { category: photo.category, description: photo.description },
    // Checked on submit, then as the fields change: an error shown on blur would move the submit
    // button from under the pointer and swallow the click (as in the other dashboard forms).
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(
      { id: photo.id, input },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: `Photo « ${saved.description} » enregistrée (${saved.category}).`,
          })
          onDone()
        },
        onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Modification non enregistrée'),
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <GalleryPicture
          photo={photo}
          sizes="(max-width: 36em) 90vw, 400px"
          className={classes.thumb}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
        <NativeSelect
          label="Catégorie"
          required
          data={CATEGORY_OPTIONS}
          {...register('category')}
          error={errors.category?.message}
          data-autofocus
        />
        <TextInput
          label="Description"
          required
          description="Ce que montre la photo : lu aux personnes aveugles, affiché sous la photo."
          maxLength={GALLERY_DESCRIPTION_MAX}
          {...register('description')}
          error={errors.description?.message}
        />
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={update.isPending}>
            Enregistrer
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}
