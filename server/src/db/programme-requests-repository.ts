import type { AdminRequest, RequestFilters } from '#common/schemas/admin-follow-up.ts'
import { normalizePhone } from '#common/phone.ts'
import type { FeprobaRequest } from '#common/schemas/feproba-request.ts'
import type { IslRequest } from '#common/schemas/isl-request.ts'
import type { Db } from './database.ts'
import { offsetOf, searchParams, type Page, type PageRequest, type SearchParams } from './pagination.ts'

export type NewProgrammeRequest = Omit<FeprobaRequest, 'website'> | Omit<IslRequest, 'website'>
export type ProgrammeRequestType = NewProgrammeRequest['type']
type RequestStatus = AdminRequest['status']

interface Row {
  id: number
  type: ProgrammeRequestType
  name: string
  email: string
  phone: string
  program: string
  level: string
  message: string
  age: number | null
  current_education: string | null
  ministry: string | null
  created_at: string
  status: RequestStatus
  status_changed_at: string | null
  status_changed_by: string | null
  status_note: string | null
}

type FilterParams = SearchParams & { status: string | null; type: string | null; program: string | null }

// `@x IS NULL OR` keeps one prepared statement for every combination of filters.
const WHERE = `(@q = '' OR fold(name) LIKE @pattern ESCAPE '\\' OR fold(email) LIKE @pattern ESCAPE '\\'
    OR fold(message) LIKE @pattern ESCAPE '\\' OR (@digits <> '' AND phone_normalized LIKE @digitsPattern))
  AND (@status IS NULL OR status = @status)
  AND (@type IS NULL OR type = @type) AND (@program IS NULL OR program = @program)`

const COLUMNS = `id, type, name, email, phone, program, level, message, age, current_education, ministry,
  created_at, status, status_changed_at, status_changed_by, status_note`

export function createProgrammeRequestsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO programme_requests (type, name, email, phone, phone_normalized, program, level, message,
       age, current_education, ministry, created_at, status)
     VALUES (@type, @name, @email, @phone, @phoneNormalized, @program, @level, @message,
       @age, @currentEducation, @ministry, @createdAt, 'nouveau')`,
  )
  const page = db.prepare<[FilterParams & { limit: number; offset: number }], Row>(
    `SELECT ${COLUMNS} FROM programme_requests WHERE ${WHERE}
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  )
  const total = db.prepare<[FilterParams], { n: number }>(`SELECT COUNT(*) AS n FROM programme_requests WHERE ${WHERE}`)
  const all = db.prepare<[FilterParams], Row>(
    `SELECT ${COLUMNS} FROM programme_requests WHERE ${WHERE} ORDER BY created_at DESC, id DESC`,
  )
  const byId = db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM programme_requests WHERE id = ?`)
  const setStatus = db.prepare<[{ id: number; status: RequestStatus; at: string; by: string; note: string | null }]>(
    `UPDATE programme_requests SET status = @status, status_changed_at = @at, status_changed_by = @by,
       status_note = @note WHERE id = @id`,
  )
  const countStatus = db.prepare<[RequestStatus], { n: number }>(
    'SELECT COUNT(*) AS n FROM programme_requests WHERE status = ?',
  )
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM programme_requests')

  const filterParams = (filters: RequestFilters): FilterParams => ({
    ...searchParams(filters.q),
    status: filters.status ?? null,
    type: filters.type ?? null,
    program: filters.program ?? null,
  })

  return {
    insert(request: NewProgrammeRequest, createdAt: string): number {
      const common = {
        type: request.type,
        name: request.name,
        email: request.email,
        phone: request.phone,
        phoneNormalized: normalizePhone(request.phone),
        program: request.program,
        level: request.level ?? '',
        message: request.message ?? '',
        createdAt,
      }
      const specific =
        request.type === 'feproba_registration'
          ? { age: request.age ?? null, currentEducation: null, ministry: null }
          : { age: null, currentEducation: request.currentEducation ?? '', ministry: request.ministry ?? '' }
      return Number(insert.run({ ...common, ...specific }).lastInsertRowid)
    },
    /** q: name, e-mail, message, or the phone's digits; type, program and status filter. */
    list(request: PageRequest & RequestFilters): Page<AdminRequest> {
      const params = filterParams(request)
      return {
        items: page.all({ ...params, limit: request.pageSize, offset: offsetOf(request) }).map(toRecord),
        total: total.get(params)?.n ?? 0,
      }
    },
    /** Every matching request, newest first (the CSV export). */
    *all(filters: RequestFilters): Generator<AdminRequest> {
      for (const row of all.iterate(filterParams(filters))) yield toRecord(row)
    },
    find(id: number): AdminRequest | undefined {
      const row = byId.get(id)
      return row && toRecord(row)
    },
    setStatus(id: number, status: RequestStatus, at: string, by: string, note?: string): void {
      setStatus.run({ id, status, at, by, note: note ?? null })
    },
    countWithStatus: (status: RequestStatus): number => countStatus.get(status)?.n ?? 0,
    nextId: (): number => nextId.get()?.id ?? 1,
  }
}
export type ProgrammeRequestsRepository = ReturnType<typeof createProgrammeRequestsRepository>

/** Each kind gets back exactly the fields of its own form. */
function toRecord(row: Row): AdminRequest {
  const common = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    level: row.level,
    message: row.message,
    createdAt: row.created_at,
    status: row.status,
    statusChangedAt: row.status_changed_at,
    statusChangedBy: row.status_changed_by,
    statusNote: row.status_note,
  }
  if (row.type === 'feproba_registration') {
    return { ...common, type: row.type, program: row.program, age: row.age } as AdminRequest
  }
  return {
    ...common,
    type: row.type,
    program: row.program,
    currentEducation: row.current_education ?? '',
    ministry: row.ministry ?? '',
  } as AdminRequest
}
