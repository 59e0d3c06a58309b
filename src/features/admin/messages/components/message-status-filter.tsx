import { NativeSelect } from '#src/components/ui/native-select.ts'
import { REQUEST_STATUS_LABELS, type RequestStatus } from '#common/schemas/admin-follow-up.ts'

type Props<S extends RequestStatus> = {
  /** The statuses offered, in their workflow's order (a message's, or a request's with « Traité »). */
  statuses: readonly S[]
  value: S | ''
  onChange: (status: S | '') => void
}

export function MessageStatusFilter<S extends RequestStatus>({ statuses, value, onChange }: Props<S>) {
  const options = [
    { value: '', label: 'Tous' },
    ...statuses.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] })),
  ]
  return (
    <NativeSelect
      label="Statut"
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as S | '')}
      w={140}
    />
  )
}
