import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'

type Props = {
  opened: boolean
  subject: string
  recipients: number
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** « Envoyer cette lettre ? » — nothing leaves before this answer, and a letter goes out once. */
export function SendLetterModal({ opened, subject, recipients, pending, onConfirm, onCancel }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Envoyer cette lettre ?"
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Text>
        « <strong>{subject}</strong> » partira à {recipients} abonné{recipients > 1 ? 's' : ''} confirmé
        {recipients > 1 ? 's' : ''}. Une lettre envoyée ne peut plus être modifiée.
      </Text>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel}>
          Annuler
        </Button>
        <Button loading={pending} onClick={onConfirm} data-autofocus>
          Envoyer maintenant
        </Button>
      </Group>
    </Modal>
  )
}
