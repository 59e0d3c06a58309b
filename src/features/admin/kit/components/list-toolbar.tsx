import type { ReactNode } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { IconDownload, IconSearch } from '@tabler/icons-react'

type SearchFieldProps = { value: string; onChange: (value: string) => void; placeholder: string }

/** The list's search box (the caller debounces what it sends). */
export function SearchField({ value, onChange, placeholder }: SearchFieldProps) {
  return (
    <TextInput
      label="Rechercher"
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      style={{ flex: '1 1 220px', minWidth: 0 }}
    />
  )
}

/**
 * "Exporter en CSV": plain download links carrying the filters on screen, the standard comma file
 * and the semicolon one that French Excel opens in columns with a double click.
 */
export function CsvLink({ href }: { href: string }) {
  const excelHref = `${href}${href.includes('?') ? '&' : '?'}separateur=point-virgule`
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component="a"
        href={href}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
      >
        Exporter en CSV
      </Button>
      <Button
        component="a"
        href={excelHref}
        download
        variant="subtle"
        title="Fichier séparé par des points-virgules, qu'Excel en français ouvre directement en colonnes"
      >
        CSV pour Excel
      </Button>
    </Group>
  )
}

/** Filters on the left, the export on the right; everything wraps on phones. */
export function ListToolbar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group align="flex-end" justify="space-between" gap="md" mb="md" wrap="wrap">
      <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: '1 1 480px', minWidth: 0 }}>
        {children}
      </Group>
      {actions}
    </Group>
  )
}
