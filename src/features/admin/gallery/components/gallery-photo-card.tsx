import { Badge } from '#src/components/ui/badge.ts'
import { Group } from '#src/components/ui/group.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Text } from '#src/components/ui/text.ts'
import type { AdminGalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { GalleryPicture } from '#src/components/gallery-picture.tsx'
import { formatShortDate } from '../../kit/format.ts'
import { DeleteButton, EditButton } from '../../kit/components/record-actions.tsx'
import classes from './gallery.module.css'

type Props = { photo: AdminGalleryPhoto; onEdit: () => void; onDelete: () => void }

/** One photo of the dashboard's list: the picture, its category and description, what to do with it. */
export function GalleryPhotoCard({ photo, onEdit, onDelete }: Props) {
  return (
    <Paper component="li" withBorder radius="md" className={classes.card}>
      <GalleryPicture photo={photo} sizes="(max-width: 36em) 50vw, 260px" className={classes.thumb} />
      <div className={classes.cardBody}>
        <Group gap={6}>
          <Badge size="sm" variant="outline" color="gold.8" radius="sm">
            {photo.category}
          </Badge>
          {photo.sample ? (
            <Badge size="sm" variant="light" color="gray" radius="sm">
              Exemple
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" lh={1.35} className={classes.description}>
          {photo.description}
        </Text>
        {photo.sample ? null : (
          <Text size="xs" c="dimmed">
            Ajoutée le {formatShortDate(photo.createdAt)} par {photo.createdBy}
          </Text>
        )}
        <div className={classes.cardActions}>
          <EditButton size="compact-sm" name={`la photo « ${photo.description} »`} onClick={onEdit} />
          <DeleteButton size="compact-sm" name={`la photo « ${photo.description} »`} onClick={onDelete} />
        </div>
      </div>
    </Paper>
  )
}
