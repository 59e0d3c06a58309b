import { normalizePhone } from '../../../src/schemas/common.ts'
import type { FeprobaRequest } from '../../../src/schemas/feproba-request.ts'
import type { IslRequest } from '../../../src/schemas/isl-request.ts'
import type { ProgrammeRequestRecord } from '../../../src/schemas/programme-request.ts'
import type { Db } from './database.ts'
import { offsetOf, type Page, type PageRequest } from './pagination.ts'

export type NewProgrammeRequest = Omit<FeprobaRequest, 'website'> | Omit<IslRequest, 'website'>
export type ProgrammeRequestType = NewProgrammeRequest['type']

export interface ProgrammeRequestFilters {
  type?: ProgrammeRequestType | undefined
  program?: string | undefined
}

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
  status: string
}

type Filters = { type: string | null; program: string | null }

// `@x IS NULL OR` keeps one prepared statement for every combination of filters.
const WHERE = '(@type IS NULL OR type = @type) AND (@program IS NULL OR program = @program)'

export function createProgrammeRequestsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO programme_requests (type, name, email, phone, phone_normalized, program, level, message,
       age, current_education, ministry, created_at, status)
     VALUES (@type, @name, @email, @phone, @phoneNormalized, @program, @level, @message,
       @age, @currentEducation, @ministry, @createdAt, 'nouveau')`,
  )
  const page = db.prepare<[Filters & { limit: number; offset: number }], Row>(
    `SELECT * FROM programme_requests WHERE ${WHERE} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  )
  const total = db.prepare<[Filters], { n: number }>(
    `SELECT COUNT(*) AS n FROM programme_requests WHERE ${WHERE}`,
  )
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM programme_requests')

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
    list(request: PageRequest & ProgrammeRequestFilters): Page<ProgrammeRequestRecord> {
      const filters = { type: request.type ?? null, program: request.program ?? null }
      return {
        items: page.all({ ...filters, limit: request.pageSize, offset: offsetOf(request) }).map(toRecord),
        total: total.get(filters)?.n ?? 0,
      }
    },
    nextId: (): number => nextId.get()?.id ?? 1,
  }
}
export type ProgrammeRequestsRepository = ReturnType<typeof createProgrammeRequestsRepository>

/** Each kind gets back exactly the fields of its own form. */
function toRecord(row: Row): ProgrammeRequestRecord {
  const common = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    level: row.level,
    message: row.message,
    createdAt: row.created_at,
    status: row.status,
  }
  if (row.type === 'feproba_registration') {
    return { ...common, type: row.type, program: row.program, age: row.age } as ProgrammeRequestRecord
  }
  return {
    ...common,
    type: row.type,
    program: row.program,
    currentEducation: row.current_education ?? '',
    ministry: row.ministry ?? '',
  } as ProgrammeRequestRecord
}
