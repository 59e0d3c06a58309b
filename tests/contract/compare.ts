// What "the same answer" means between the mocks and the server: the same status, the same kind
// of body, and for JSON the same shape (keys and value types, recursively: not the values, which
// differ in ids and dates), except for error bodies, whose French texts must be the very same.
// A CSV file must have the same name and header line, and rows as wide as the header.
import type { ApiAnswer } from './sides.ts'

export type Shape = string | { array: Shape[] } | { [key: string]: Shape }

/** The type of each value, recursively; an array by the distinct shapes of its elements. */
export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null'
  if (Array.isArray(value)) {
    const shapes = new Map(value.map((item) => [JSON.stringify(shapeOf(item)), shapeOf(item)]))
    return { array: [...shapes.keys()].sort().map((key) => shapes.get(key)!) }
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, shapeOf(record[key])]),
    )
  }
  return typeof value
}

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      if (char === '\r') i += 1
    } else field += char
  }
  return records
}

const mediaType = (answer: ApiAnswer) => (answer.headers.get('content-type') ?? '').split(';')[0]!.trim()

/** What is compared of an answer: everything that must be equal between the two backends. */
export function contractOf(answer: ApiAnswer): unknown {
  const type = mediaType(answer)
  if (answer.text === '') return { status: answer.status, body: 'empty' }
  if (type === 'application/json') {
    const json: unknown = JSON.parse(answer.text)
    return { status: answer.status, type, body: answer.status >= 400 ? json : shapeOf(json) }
  }
  if (type === 'text/csv') {
    const [header = [], ...rows] = parseCsv(answer.text)
    return {
      status: answer.status,
      type,
      disposition: answer.headers.get('content-disposition'),
      bom: answer.text.startsWith('\uFEFF'),
      header,
      rows: rows.length > 0 ? 'some' : 'none',
      widths: [...new Set(rows.map((row) => row.length))],
    }
  }
  // Images and other files: their type, not their bytes (the mock serves the upload as it came).
  return { status: answer.status, type: type.split('/')[0] }
}
