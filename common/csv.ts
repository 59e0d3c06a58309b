// A small RFC 4180 writer for the admin exports: CRLF row endings, UTF-8 with a byte-order mark
// (without it, Excel reads UTF-8 as Windows-1252 and mangles every accent). Two separators: the
// comma of the standard, and the semicolon that Excel expects in French (it splits a double-clicked
// .csv on `;`, so a comma file opens as one column there).

export type CsvCell = string | number | null | undefined

/** `,` for the standard file, `;` for French Excel. */
export type CsvSeparator = ',' | ';'
export const CSV_SEPARATORS = { virgule: ',', 'point-virgule': ';' } as const satisfies Record<string, CsvSeparator>
export type CsvSeparatorName = keyof typeof CSV_SEPARATORS

export const BOM = '\uFEFF'
const ROW_END = '\r\n'

// A formula trigger (OWASP "CSV injection"): = + - @ at the start of a cell. Whatever the file's
// separator, a spreadsheet may split a line on the other one (French Excel on `;`, an import
// dialog or another locale on `,`), on a tab (pasted or imported as tab-separated) or a line
// break, and skips leading tabs or CRs before looking for a trigger. So each such place before a
// trigger gets an apostrophe, which shows the text as typed, in every export; a comma followed by
// a line break, in most messages, is left alone.
const FORMULA_AT_CELL_START = /(?<=^|[,;\t\r\n])(?=[\t\r]*[=+\-@])/g
// A phone number written with its country code (+18095550101, +1 (809) 555-0101) starts with a
// trigger, so the apostrophe above would show in Excel (a CSV cell is read as written: the
// apostrophe that hides itself is only the one typed into a cell). In the file for Excel, such a
// cell starts instead with an invisible WORD JOINER (U+2060): Excel sees text whose first
// character is no trigger, so it neither runs it nor turns it into a number (which would drop the
// + and show 1,81E+10), and the number reads exactly as typed. Not a tab or a space: spreadsheets
// skip or trim those before looking for a trigger. And only digits, spaces, brackets and hyphens
// may follow, so even a reader that dropped the mark would find arithmetic at worst, never a
// function or a link to run. The standard file keeps the apostrophe: it is read by other programs,
// where the mark would be a stray character.
const PHONE_WITH_COUNTRY_CODE = /^\+\d[\d ()-]*$/
/** Before a phone number in the file for Excel (see above); the people import removes it. */
export const EXCEL_TEXT_MARK = '\u2060'

/** What a spreadsheet may split a line on, or reads as the end of a cell: never left unquoted. */
const SPLITS_A_CELL = /[,;"\r\n]/

/** A string as a spreadsheet cannot run it: an apostrophe before every formula trigger. */
export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_AT_CELL_START, "'")
}

/**
 * One cell: formulas neutralised; quoted when it holds either separator, a quote or a line break,
 * so that a reader splitting on the other separator still sees one cell.
 */
export function csvCell(value: CsvCell, separator: CsvSeparator = ','): string {
  if (value === null || value === undefined) return ''
  // Numbers come from our own columns (ids, ages) and are never formulas; -1 stays a number.
  const text =
    typeof value === 'number'
      ? String(value)
      : separator === ';' && PHONE_WITH_COUNTRY_CODE.test(value)
        ? EXCEL_TEXT_MARK + value
        : neutraliseFormulas(value)
  const needsQuotes = text.includes(separator) || SPLITS_A_CELL.test(text)
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(cells: readonly CsvCell[], separator: CsvSeparator = ','): string {
  return cells.map((cell) => csvCell(cell, separator)).join(separator) + ROW_END
}

/** The whole file: BOM, header line, then one line per row, each ended by CRLF. */
export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
  separator: CsvSeparator = ',',
): string {
  const lines = [BOM, csvRow(header, separator)]
  for (const row of rows) lines.push(csvRow(row, separator))
  return lines.join('')
}

/**
 * The separator an export link asks for: `?separateur=point-virgule` for French Excel, the comma
 * otherwise (an unknown value falls back to the standard file rather than failing a download).
 */
export function csvSeparatorOf(url: string): CsvSeparator {
  const name = new URL(url, 'http://localhost').searchParams.get('separateur')
  return name !== null && Object.hasOwn(CSV_SEPARATORS, name) ? CSV_SEPARATORS[name as CsvSeparatorName] : ','
}
