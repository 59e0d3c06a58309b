import { formatLongDate } from '#common/format-date.ts'
import { GIFT_METHOD_LABELS, formatMoney, type Gift } from '#common/schemas/gift.ts'
import { ConfirmDeleteModal } from '../../kit/components/confirm-delete-modal.tsx'

type Props = { gift: Gift | null; pending: boolean; onConfirm: () => void; onCancel: () => void }

/** "Supprimer ce don ?", naming the gift. */
export function DeleteGiftModal({ gift, ...actions }: Props) {
  const target = gift && {
    title: 'Supprimer ce don ?',
    body: (
      <>
        Le don de <strong>{formatMoney(gift.amountCents, gift.currency)}</strong> ({GIFT_METHOD_LABELS[gift.method]}) du{' '}
        {formatLongDate(gift.date)}
        {gift.donor ? ` (${gift.donor})` : ''} sera retiré du registre et des totaux.
      </>
    ),
  }
  return <ConfirmDeleteModal target={target} {...actions} />
}
