import { HttpResponse } from 'msw'

/** RFC 4180 cell, with spreadsheet formulas neutralised like the real server does. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV download (UTF-8 with BOM, French headers) named like the server's files. */
export function csvResponse<T>(name: string, columns: [header: string, pick: (row: T) => unknown][], rows: T[]) {
  const lines = [columns.map(([header]) => cell(header)).join(',')]
  for (const row of rows) lines.push(columns.map(([, pick]) => cell(pick(row))).join(','))
  return new HttpResponse(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  })
}
