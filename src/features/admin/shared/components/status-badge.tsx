import { Badge } from '#src/components/ui/badge.ts'

const COLORS: Record<string, string> = {
  nouveau: 'blue',
  contacte: 'yellow',
  lu: 'yellow',
  accueilli: 'teal',
  repondu: 'teal',
  archive: 'gray',
}

/** A member's or message's follow-up status, coloured by how far along it is. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" radius="sm" style={{ flexShrink: 0, maxWidth: 'none' }}>
      {label}
    </Badge>
  )
}
