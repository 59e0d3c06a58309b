import type { AdminMessage, MessageFilters } from '#common/schemas/admin-follow-up.ts'
import { normalizePhone } from '#common/phone.ts'
import type { ContactMessage } from '#common/schemas/contact-message.ts'
import type { Db } from './database.ts'
import { offsetOf, searchParams, type Page, type PageRequest, type SearchParams } from './pagination.ts'

export type NewContactMessage = Omit<ContactMessage, 'website'>
type MessageStatus = AdminMessage['status']
type FilterParams = SearchParams & { status: string | null }

const COLUMNS = `id, name, email, phone, subject, message, created_at AS createdAt, status,
  status_changed_at AS statusChangedAt, status_changed_by AS statusChangedBy, status_note AS statusNote`

const WHERE = `(@q = '' OR fold(name) LIKE @pattern ESCAPE '\\' OR fold(email) LIKE @pattern ESCAPE '\\'
    OR fold(subject) LIKE @pattern ESCAPE '\\' OR fold(message) LIKE @pattern ESCAPE '\\'
    OR (@digits <> '' AND phone_normalized LIKE @digitsPattern))
  AND (@status IS NULL OR status = @status)`

export function createContactMessagesRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO contact_messages (name, email, phone, phone_normalized, subject, message, created_at, status)
     VALUES (@name, @email, @phone, @phoneNormalized, @subject, @message, @createdAt, 'nouveau')`,
  )
  const page = db.prepare<[FilterParams & { limit: number; offset: number }], AdminMessage>(
    `SELECT ${COLUMNS} FROM contact_messages WHERE ${WHERE}
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  )
  const total = db.prepare<[FilterParams], { n: number }>(`SELECT COUNT(*) AS n FROM contact_messages WHERE ${WHERE}`)
  const all = db.prepare<[FilterParams], AdminMessage>(
    `SELECT ${COLUMNS} FROM contact_messages WHERE ${WHERE} ORDER BY created_at DESC, id DESC`,
  )
  const byId = db.prepare<[number], AdminMessage>(`SELECT ${COLUMNS} FROM contact_messages WHERE id = ?`)
  const setStatus = db.prepare<[{ id: number; status: MessageStatus; at: string; by: string; note: string | null }]>(
    `UPDATE contact_messages SET status = @status, status_changed_at = @at, status_changed_by = @by,
       status_note = @note WHERE id = @id`,
  )
  const countStatus = db.prepare<[MessageStatus], { n: number }>(
    'SELECT COUNT(*) AS n FROM contact_messages WHERE status = ?',
  )
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM contact_messages')

  const filterParams = (filters: MessageFilters): FilterParams => ({
    ...searchParams(filters.q),
    status: filters.status ?? null,
  })

  return {
    insert(message: NewContactMessage, createdAt: string): number {
      const phone = message.phone ?? ''
      const result = insert.run({
        name: message.name,
        email: message.email,
        phone,
        phoneNormalized: normalizePhone(phone),
        subject: message.subject,
        message: message.message,
        createdAt,
      })
      return Number(result.lastInsertRowid)
    },
    /** q: name, e-mail, subject, message, or the phone's digits. */
    list(request: PageRequest & MessageFilters): Page<AdminMessage> {
      const params = filterParams(request)
      return {
        items: page.all({ ...params, limit: request.pageSize, offset: offsetOf(request) }),
        total: total.get(params)?.n ?? 0,
      }
    },
    /** Every matching message, newest first (the CSV export). */
    all: (filters: MessageFilters): IterableIterator<AdminMessage> => all.iterate(filterParams(filters)),
    find: (id: number): AdminMessage | undefined => byId.get(id),
    setStatus(id: number, status: MessageStatus, at: string, by: string, note?: string): void {
      setStatus.run({ id, status, at, by, note: note ?? null })
    },
    countWithStatus: (status: MessageStatus): number => countStatus.get(status)?.n ?? 0,
    nextId: (): number => nextId.get()?.id ?? 1,
  }
}
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>
