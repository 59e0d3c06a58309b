import { Badge } from '#src/components/ui/badge.ts'

const COLORS: Record<string, string> = {
  nouveau: 'blue',
  contacte: 'yellow',
  lu: 'yellow',
  accueilli: 'teal',
  repondu: 'teal',
  archive: 'gray',
  traite: 'gray',
  pending: 'yellow',
  confirmed: 'teal',
  unsubscribed: 'gray',
}

/** A member's, message's, request's or subscriber's status, coloured by how far along it is. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" radius="sm" style={{ flexShrink: 0, maxWidth: 'none' }}>
      {label}
    </Badge>
  )
}

/** Marks a card whose status was changed since the list was opened (it stays until reloaded). */
export function ChangedBadge() {
  return (
    <Badge color="gray" variant="outline" radius="sm" style={{ flexShrink: 0, maxWidth: 'none' }}>
      Modifié
    </Badge>
  )
}
