import { normalizePhone } from '../../../src/schemas/common.ts'
import type { ContactMessage, ContactMessageRecord } from '../../../src/schemas/contact-message.ts'
import type { Db } from './database.ts'
import { offsetOf, type Page, type PageRequest } from './pagination.ts'

export type NewContactMessage = Omit<ContactMessage, 'website'>

export function createContactMessagesRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO contact_messages (name, email, phone, phone_normalized, subject, message, created_at, status)
     VALUES (@name, @email, @phone, @phoneNormalized, @subject, @message, @createdAt, 'nouveau')`,
  )
  const page = db.prepare<[number, number], ContactMessageRecord>(
    `SELECT id, name, email, phone, subject, message, created_at AS createdAt, status FROM contact_messages
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  )
  const total = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM contact_messages')
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM contact_messages')

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
    list(request: PageRequest): Page<ContactMessageRecord> {
      return { items: page.all(request.pageSize, offsetOf(request)), total: total.get()?.n ?? 0 }
    },
    nextId: (): number => nextId.get()?.id ?? 1,
  }
}
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>
