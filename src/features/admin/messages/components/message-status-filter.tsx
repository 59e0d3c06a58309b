import { NativeSelect } from '#src/components/ui/native-select.ts'
import { MESSAGE_STATUS_LABELS, type MessageStatus } from '#common/schemas/admin-follow-up.ts'
import { MESSAGE_STATUSES } from '#common/schemas/contact-message.ts'

const OPTIONS = [
  { value: '', label: 'Tous' },
  ...MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] })),
]

export function MessageStatusFilter({
  value,
  onChange,
}: {
  value: MessageStatus | ''
  onChange: (status: MessageStatus | '') => void
}) {
  return (
    <NativeSelect
      label="Statut"
      data={OPTIONS}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as MessageStatus | '')}
      w={140}
    />
  )
}
