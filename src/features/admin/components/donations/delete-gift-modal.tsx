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
import { formatLongDate } from '../../../../lib/format-date.ts'
import { GIFT_METHOD_LABELS, formatMoney, type Gift } from '../../../../schemas/gift.ts'

type Props = { gift: Gift | null; pending: boolean; onConfirm: () => void; onCancel: () => void }

/** "Supprimer ce don ?": nothing is deleted before this answer. Focus starts on "Annuler". */
export function DeleteGiftModal({ gift, pending, onConfirm, onCancel }: Props) {
  // Keeps the text on screen while the modal fades out.
  const [shown, setShown] = useState(gift)
  if (gift && gift !== shown) setShown(gift)
  return (
    <Modal opened={gift !== null} onClose={onCancel} title="Supprimer ce don ?" centered closeButtonProps={{ 'aria-label': 'Fermer' }}>
      {shown ? (
        <Text>
          Le don de <strong>{formatMoney(shown.amountCents, shown.currency)}</strong> ({GIFT_METHOD_LABELS[shown.method]}) du{' '}
          {formatLongDate(shown.date)}
          {shown.donor ? ` (${shown.donor})` : ''} sera retiré du registre et des totaux.
        </Text>
      ) : null}
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Annuler
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          Supprimer
        </Button>
      </Group>
    </Modal>
  )
}
