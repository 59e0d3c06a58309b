import { Group } from '#src/components/ui/group.ts'
import { Pagination } from '#src/components/ui/pagination.ts'
import { Text } from '#src/components/ui/text.ts'
import { PAGE_SIZE } from '../query.ts'

type ListPaginationProps = {
  page: number
  total: number
  onChange: (page: number) => void
  /** "inscription" / "inscriptions" … */
  noun: [singular: string, plural: string]
}

const CONTROL_LABELS = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
}

export function ListPagination({ page, total, onChange, noun }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total} {total > 1 ? noun[1] : noun[0]}
        {pages > 1 ? ` — page ${page} sur ${pages}` : ''}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          siblings={0}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null}
    </Group>
  )
}
