// Reading the church's existing roll (a CSV file from Excel, LibreOffice or Google Sheets) into
// people, for POST /api/admin/people/import: the file's bytes, its encoding and separator, its
// columns, then each line checked with the same schema as a person typed in the dashboard. Pure
// (no database, no Node built-in): the server runs it, and the dashboard's preview could too.
import { z } from 'zod'
import { isCalendarDate } from './schemas/common.ts'
import { MARITAL_STATUS_LABELS } from './labels.ts'
import {
  GENDER_LABELS,
  IMPORT_COLUMNS,
  PERSON_STATUS_LABELS,
  PERSON_STATUSES,
  PERSON_TEXT_FIELDS,
  personInputSchema,
  type PersonInput,
} from './schemas/people.ts'
import { foldForSearch } from './search.ts'
import { EXCEL_TEXT_MARK } from './csv.ts'

/** The fields an import may fill: the text fields of a person (not their household, consents or languages). */
export const IMPORT_FIELDS = [...PERSON_TEXT_FIELDS, 'status'] as const satisfies readonly (keyof PersonInput)[]
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** A roll of a few thousand people is a few hundred KB; 5 MB leaves room without inviting abuse. */
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024

/** The import route's own refusals (server and mocks). */
export const PEOPLE_RIGHTS_MESSAGES = {
  notCsv: 'Type de contenu non pris en charge : envoyez le fichier en text/csv.',
  tooLarge: 'Le fichier est trop volumineux (5 Mo au maximum).',
  dryRun: 'Indiquez dryRun=1 (aperçu, rien n’est enregistré) ou dryRun=0 (import).',
  mapping:
    'Correspondance invalide : un objet JSON qui donne, pour un champ (firstName, lastName, phone, email…), le nom de sa colonne.',
} as const

/** POST /api/admin/people/import's query: `dryRun`, and an optional mapping (URL-encoded JSON). */
export const importQuerySchema = z.object({
  dryRun: z.enum(['0', '1'], { error: PEOPLE_RIGHTS_MESSAGES.dryRun }),
  /** `{"firstName":"Given name","phone":"Mobile"}`: the file's column for each field it names. */
  mapping: z
    .string()
    .max(4000, { error: PEOPLE_RIGHTS_MESSAGES.mapping })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: PEOPLE_RIGHTS_MESSAGES.mapping })
        return z.NEVER
      }
    })
    .pipe(
      z.partialRecord(z.enum(IMPORT_FIELDS), z.string().trim().min(1).max(200), {
        error: PEOPLE_RIGHTS_MESSAGES.mapping,
      }),
    )
    .optional(),
})

/** The columns an import recognises by their French name (folded), besides the API's field names. */
const FRENCH_HEADERS: Record<string, ImportField> = {
  prenom: 'firstName',
  nom: 'lastName',
  'nom de famille': 'lastName',
  telephone: 'phone',
  tel: 'phone',
  'telephone 2': 'phone2',
  'e-mail': 'email',
  email: 'email',
  mail: 'email',
  courriel: 'email',
  'adresse e-mail': 'email',
  'date de naissance': 'birthDate',
  naissance: 'birthDate',
  adresse: 'address',
  ville: 'city',
  statut: 'status',
  sexe: 'gender',
  'etat civil': 'maritalStatus',
  profession: 'occupation',
  'premiere visite': 'firstVisitDate',
  'date d adhesion': 'membershipDate',
  baptise: 'baptized',
  'baptise(e)': 'baptized',
  'date de bapteme': 'baptismDate',
  'eglise du bapteme': 'baptismChurch',
  'eglise precedente': 'previousChurch',
  "contact d'urgence": 'emergencyContact',
  "telephone d'urgence": 'emergencyPhone',
}

const DATE_FIELDS = new Set<ImportField>(['birthDate', 'firstVisitDate', 'membershipDate', 'baptismDate'])

/** An explicit mapping: for a field, the header of the file's column that holds it. */
export type ImportMapping = Partial<Record<ImportField, string>>

/** A person as the schema gives it back: trimmed, checked. */
export type ImportedPerson = z.output<typeof personInputSchema>

export interface ImportLine {
  /** The line of the file it starts on (the header is line 1), as a spreadsheet numbers it. */
  line: number
  person: ImportedPerson
}

export interface ImportRefusal {
  line: number
  message: string
}

export type ParsedImport =
  | { ok: true; lines: ImportLine[]; refused: ImportRefusal[] }
  /** The file as a whole cannot be read (no header, no first-name column, a bad mapping). */
  | { ok: false; message: string }

export const IMPORT_MESSAGES = {
  empty: 'Le fichier est vide : la première ligne doit nommer les colonnes (Prénom, Nom, Téléphone…).',
  noFirstName: `Aucune colonne « ${IMPORT_COLUMNS.firstName} » : nommez-la ainsi dans la première ligne, ou indiquez laquelle la contient.`,
  unclosedQuote: (line: number) =>
    `Ligne ${line} : un guillemet ouvert n’est jamais fermé ; le fichier n’a pas pu être lu après cette ligne.`,
  twice: (header: string, field: ImportField) =>
    `Les colonnes « ${header} » et « ${fieldLabel(field)} » donnent toutes deux le champ ${fieldLabel(field)}.`,
  mappedColumnMissing: (header: string) => `La colonne « ${header} » indiquée dans la correspondance n’existe pas.`,
  tooManyCells: (count: number, expected: number) =>
    `${count} cellules pour ${expected} colonnes : vérifiez le séparateur et les guillemets de cette ligne.`,
  badDate: 'date invalide (JJ/MM/AAAA ou AAAA-MM-JJ).',
  badStatus: (value: string) => `« ${value} » n’est pas un statut (${Object.values(PERSON_STATUS_LABELS).join(', ')}).`,
  badChoice: (value: string) => `« ${value} » n’est pas une valeur possible.`,
} as const

/** The French name of a field, as the dashboard's import labels it. */
export function fieldLabel(field: ImportField): string {
  return (IMPORT_COLUMNS as Partial<Record<ImportField, string>>)[field] ?? field
}

/**
 * The text of the file: UTF-8 (its byte-order mark dropped), or, when the bytes are not valid
 * UTF-8, Windows-1252, which Excel writes a « CSV (séparateur : point-virgule) » in on a French
 * Windows. A Windows-1252 file with accents is never valid UTF-8, so the guess is safe that way.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, windows1252Char)
  }
}

// Bytes 0x80 to 0x9F are where Windows-1252 differs from Latin-1: œ and Œ (cœur, sœur), the euro
// sign, typographic quotes and dashes. Node 20.18.3 and later decode them as Latin-1's control
// characters (nodejs/node#60888) where browsers follow the Encoding Standard; a roll never holds
// a control character, so mapping them back is right with either decoder.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const windows1252Char = (char: string) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char

/** The separator of the header line: the one of `;`, `,` or a tab found most often outside quotes. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';'
  if (counts['\t'] > counts[',']) return '\t'
  return ','
}

export interface CsvRecord {
  /** The line it starts on (1-based). */
  line: number
  cells: string[]
}

/**
 * RFC 4180 records: fields in double quotes may hold the separator, line breaks and doubled
 * quotes; lines end with CRLF, LF or CR. Empty lines are skipped. Throws the line of a quote
 * never closed.
 */
export function parseCsv(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let line = 1
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let recordLine = 1
  let quoteLine = 1
  let empty = true
  const endRecord = () => {
    cells.push(cell)
    if (!(empty && cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells })
    cells = []
    cell = ''
    empty = true
  }
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i += 1
        } else quoted = false
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1
        cell += char
      }
      continue
    }
    if (char === '"' && cell.trim() === '') {
      // A quote opens a field only at its start (spaces before it are dropped, as Excel does).
      cell = ''
      quoted = true
      quoteLine = line
      empty = false
    } else if (char === delimiter) {
      cells.push(cell)
      cell = ''
      empty = false
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1
      endRecord()
      line += 1
      recordLine = line
    } else {
      cell += char
      empty = false
    }
  }
  if (quoted) throw new UnclosedQuote(quoteLine)
  if (!empty || cells.length > 0 || cell !== '') endRecord()
  return records
}

class UnclosedQuote extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote on line ${line}`)
  }
}

/** A header as compared: no accents, lower case, single spaces, typographic apostrophes made plain. */
const headerKey = (header: string) =>
  foldForSearch(header)
    .replace(/[’‘`´]/g, "'")
    .replace(/[_\s]+/g, ' ')
    .replace(/[.:*]+$/, '')
    .trim()

const API_NAMES = new Map<string, ImportField>(IMPORT_FIELDS.map((field) => [field.toLowerCase(), field]))

/** The field a header names, without a mapping: its French name or the API's field name. */
export function fieldOfHeader(header: string): ImportField | undefined {
  const key = headerKey(header)
  return FRENCH_HEADERS[key] ?? API_NAMES.get(key.replace(/[\s'-]/g, ''))
}

type Columns = Partial<Record<ImportField, number>>

function columnsOf(headers: readonly string[], mapping: ImportMapping | undefined): Columns | string {
  const columns: Columns = {}
  const keys = headers.map(headerKey)
  if (mapping) {
    for (const [field, header] of Object.entries(mapping) as [ImportField, string][]) {
      const index = keys.indexOf(headerKey(header))
      if (index === -1) return IMPORT_MESSAGES.mappedColumnMissing(header)
      columns[field] = index
    }
  }
  // Columns the mapping does not name are still recognised by their own header.
  const mapped = new Set(Object.values(columns))
  for (const [index, header] of headers.entries()) {
    if (mapped.has(index)) continue
    const field = fieldOfHeader(header)
    if (!field || (mapping && field in mapping)) continue
    if (columns[field] !== undefined) return IMPORT_MESSAGES.twice(header, field)
    columns[field] = index
  }
  return columns.firstName === undefined ? IMPORT_MESSAGES.noFirstName : columns
}

/** DD/MM/YYYY (or D/M/YYYY, with `/`, `-` or `.`) or YYYY-MM-DD → YYYY-MM-DD; undefined if not a real date. */
export function importDate(value: string): string | undefined {
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value)
  const iso = french ? `${french[3]}-${french[2]?.padStart(2, '0')}-${french[1]?.padStart(2, '0')}` : value
  return isCalendarDate(iso) ? iso : undefined
}

/** A status in French (« Habitué », « habituee », « Décédée »…) or its code. */
export function importStatus(value: string): (typeof PERSON_STATUSES)[number] | undefined {
  const key = foldForSearch(value).replace(/\s+/g, '')
  for (const status of PERSON_STATUSES) {
    const label = foldForSearch(PERSON_STATUS_LABELS[status])
    // The feminine of the French labels: habituée, partie, décédée.
    if (key === status || key === label || key === `${label}e`) return status
  }
  return undefined
}

/** The spellings a choice is known by, folded: its code, its label, and each form a label offers (« Veuf/Veuve », « Marié(e) »). */
function spellingsOf(code: string, label: string): string[] {
  const folded = foldForSearch(label).replace(/\s+/g, '')
  return [foldForSearch(code), folded, ...folded.split('/'), folded.replace('(e)', ''), folded.replace('(e)', 'e')]
}

/** A choice given by its value or its French label, any case and accents: Femme, mariee, OUI… */
function importChoice(value: string, labels: Record<string, string>): string | undefined {
  const key = foldForSearch(value).replace(/\s+/g, '')
  return Object.entries(labels).find(([code, label]) => spellingsOf(code, label).includes(key))?.[0]
}

const CHOICES: Partial<Record<ImportField, Record<string, string>>> = {
  gender: GENDER_LABELS,
  maritalStatus: MARITAL_STATUS_LABELS,
  baptized: { oui: 'Oui', non: 'Non' },
}

// What our own CSV exports put before a cell starting like a formula (common/csv.ts): an
// apostrophe, or before a phone number in the file for Excel an invisible mark. A file exported
// from the dashboard and imported back gets its « +1 809… » as it was typed.
const NEUTRALISED_FORMULA = new RegExp(`^(?:'|${EXCEL_TEXT_MARK})(?=[=+\\-@])`)

/** One cell's text as stored: trimmed, the export's mark before a formula sign removed. */
const cellText = (cell: string | undefined) => (cell ?? '').trim().replace(NEUTRALISED_FORMULA, '')

/** The person of one line, or the French reason it is refused, naming the column. */
function personOf(
  cells: readonly string[],
  columns: Columns,
  headers: readonly string[],
): { person: ImportedPerson } | { message: string } {
  const named = (field: ImportField) => {
    const index = columns[field]
    return `Colonne « ${index === undefined ? fieldLabel(field) : (headers[index] ?? '').trim() || fieldLabel(field)} »`
  }
  const raw: Record<string, string> = {}
  for (const [field, index] of Object.entries(columns) as [ImportField, number][]) {
    const value = cellText(cells[index])
    if (value === '') continue
    if (DATE_FIELDS.has(field)) {
      const date = importDate(value)
      if (!date) return { message: `${named(field)} : ${IMPORT_MESSAGES.badDate}` }
      raw[field] = date
    } else if (field === 'status') {
      const status = importStatus(value)
      if (!status) return { message: `${named(field)} : ${IMPORT_MESSAGES.badStatus(value)}` }
      raw[field] = status
    } else if (CHOICES[field]) {
      const choice = importChoice(value, CHOICES[field])
      if (!choice) return { message: `${named(field)} : ${IMPORT_MESSAGES.badChoice(value)}` }
      raw[field] = choice
    } else raw[field] = value
  }
  const result = personInputSchema.safeParse(raw)
  if (result.success) return { person: result.data }
  const issue = result.error.issues[0]
  const field = issue?.path[0] as ImportField | undefined
  return { message: `${field ? named(field) : 'Ligne'} : ${issue?.message ?? 'valeur invalide.'}` }
}

/**
 * The people of a CSV file: each line checked alone, so every refused line is listed with its
 * reason at once. Empty lines are skipped; cells of unknown columns are ignored.
 */
export function parsePeopleCsv(input: Uint8Array | string, mapping?: ImportMapping): ParsedImport {
  const text = (typeof input === 'string' ? input : decodeCsv(input)).replace(/^\uFEFF/, '')
  let records: CsvRecord[]
  try {
    records = parseCsv(text, detectDelimiter(text))
  } catch (error) {
    if (error instanceof UnclosedQuote) return { ok: false, message: IMPORT_MESSAGES.unclosedQuote(error.line) }
    throw error
  }
  const [header, ...rows] = records
  if (!header) return { ok: false, message: IMPORT_MESSAGES.empty }
  const columns = columnsOf(header.cells, mapping)
  if (typeof columns === 'string') return { ok: false, message: columns }
  const lines: ImportLine[] = []
  const refused: ImportRefusal[] = []
  for (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue
    if (row.cells.length > header.cells.length && row.cells.slice(header.cells.length).some((c) => c.trim() !== '')) {
      refused.push({ line: row.line, message: IMPORT_MESSAGES.tooManyCells(row.cells.length, header.cells.length) })
      continue
    }
    const result = personOf(row.cells, columns, header.cells)
    if ('message' in result) refused.push({ line: row.line, message: result.message })
    else lines.push({ line: row.line, person: result.person })
  }
  return { ok: true, lines, refused }
}
