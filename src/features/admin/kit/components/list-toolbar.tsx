import { type ReactNode, useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { IconDownload, IconFileSpreadsheet, IconSearch } from '@tabler/icons-react'
import { csvHref } from '../query.ts'

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
 * Plain download links carrying the filters on screen: « Tableur (Excel) », the semicolon file
 * French Excel opens in columns with a double click, and « CSV standard », the comma file for
 * other programs (the same names as the follow-up lists' export below).
 */
export function CsvLink({ href }: { href: string }) {
  const excelHref = `${href}${href.includes('?') ? '&' : '?'}separateur=point-virgule`
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component="a"
        href={excelHref}
        download
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
        title="Fichier séparé par des points-virgules, qu'Excel en français ouvre directement en colonnes"
      >
        Tableur (Excel)
      </Button>
      <Button
        component="a"
        href={href}
        download
        variant="subtle"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
      >
        CSV standard
      </Button>
    </Group>
  )
}

type DatedCsvExportProps = {
  list: 'members' | 'messages' | 'requests'
  /** The filters on screen (the page is left out). */
  filters: Parameters<typeof csvHref>[1]
}

/**
 * The follow-up lists' export: the filters on screen, narrowed to the days the records came in
 * (« Du », « Au », both included, Santiago's days; either may stay empty), as the spreadsheet
 * file French Excel opens in columns, or the standard comma file for other programs.
 */
export function DatedCsvExport({ list, filters }: DatedCsvExportProps) {
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  // The server refuses it too (400): no link to a refusal.
  const reversed = from !== '' && to !== '' && from > to
  const href = csvHref(list, { ...filters, from: from || undefined, to: to || undefined })
  const excelHref = `${href}${href.includes('?') ? '&' : '?'}separateur=point-virgule`
  const link = (target: string) => (reversed ? {} : { component: 'a' as const, href: target, download: true })
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label="Exporter la liste">
      {/* From the top: « Au »'s error under it leaves « Du » where it was. */}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="Du"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
          w={150}
        />
        <TextInput
          label="Au"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={reversed ? 'La date « Au » est avant la date « Du ».' : undefined}
          w={150}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          {...link(excelHref)}
          disabled={reversed}
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          title="Fichier séparé par des points-virgules, qu'Excel en français ouvre directement en colonnes"
        >
          Tableur (Excel)
        </Button>
        <Button
          {...link(href)}
          disabled={reversed}
          variant="subtle"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          CSV standard
        </Button>
      </Group>
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
