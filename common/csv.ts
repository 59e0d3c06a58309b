// A small RFC 4180 writer for the admin exports: comma-separated, CRLF row endings, UTF-8 with a
// byte-order mark (without it, Excel reads UTF-8 as Windows-1252 and mangles every accent).

export type CsvCell = string | number | null | undefined

export const BOM = '\uFEFF'
const ROW_END = '\r\n'

// A cell a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @, and tab or CR,
// which some spreadsheets skip before looking for one of those.
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One cell: formulas neutralised with a leading apostrophe, quoted when needed, quotes doubled. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  // Numbers come from our own columns (ids, ages) and are never formulas; -1 stays a number.
  let text = typeof value === 'number' ? String(value) : value
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',') + ROW_END
}

/** The whole file: BOM, header line, then one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [BOM, csvRow(header)]
  for (const row of rows) lines.push(csvRow(row))
  return lines.join('')
}
