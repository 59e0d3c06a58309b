import { Button, type ButtonProps } from '#src/components/ui/button.ts'
import { IconPencil, IconTrash } from '@tabler/icons-react'

type RecordActionProps = {
  /** The record, as the accessible name ends: « Titre », la photo « … », le don du …. */
  name: string
  onClick: () => void
  size?: ButtonProps['size']
}

/** "Modifier" on a dashboard record (event, service, photo, gift): opens its form in a dialog. */
export function EditButton({
  name,
  onClick,
  size = 'xs',
  variant = 'light',
}: RecordActionProps & { variant?: ButtonProps['variant'] }) {
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconPencil size={14} aria-hidden="true" />}
      aria-label={`Modifier ${name}`}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      Modifier
    </Button>
  )
}

/** "Supprimer" on a dashboard record: opens the confirmation (ConfirmDeleteModal). */
export function DeleteButton({ name, onClick, size = 'xs' }: RecordActionProps) {
  return (
    <Button
      size={size}
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden="true" />}
      aria-label={`Supprimer ${name}`}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      Supprimer
    </Button>
  )
}
