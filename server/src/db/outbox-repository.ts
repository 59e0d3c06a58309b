import type { OutboxItem } from '#common/schemas/admin-follow-up.ts'
import { type MailLink, mailLinkSchema } from '../mail/personal-link.ts'
import type { Db } from './database.ts'
import { offsetOf, type Page, type PageRequest } from './pagination.ts'

/** An e-mail to send later (plain text). */
export interface OutgoingMail {
  to: string
  /** The visitor's address, so a staff member answers the alert by replying to it. */
  replyTo: string | null
  subject: string
  /** Plain text; where a personal link goes, LINK_PLACEHOLDER (mail/personal-link.ts). */
  body: string
  /** The personal link to make when the mail is sent, never stored itself. */
  link?: MailLink | null
}

export type DueMail = OutboxItem & { replyTo: string | null; link: MailLink | null }

const COLUMNS = `id, to_address AS "to", subject, body, created_at AS createdAt, sent_at AS sentAt, attempts,
  last_error AS lastError, next_attempt_at AS nextAttemptAt`

/**
 * Staff alerts waiting to be sent, and those sent. A row is never deleted; the body of a mail sent
 * long ago is (purgeSentBodies). Unsent with no next attempt: cancelled, it will not be sent.
 */
export function createOutboxRepository(db: Db) {
  const insert = db.prepare<[Omit<OutgoingMail, 'link'> & { createdAt: string; link: string | null }]>(
    `INSERT INTO outbox (to_address, reply_to, subject, body, created_at, next_attempt_at, link)
     VALUES (@to, @replyTo, @subject, @body, @createdAt, @createdAt, @link)`,
  )
  const page = db.prepare<[number, number], OutboxItem>(
    `SELECT ${COLUMNS} FROM outbox ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  )
  const total = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM outbox')
  const byId = db.prepare<[number], OutboxItem>(`SELECT ${COLUMNS} FROM outbox WHERE id = ?`)
  // Oldest first, so a backlog goes out in the order it came in.
  const due = db.prepare<[string, number], Omit<DueMail, 'link'> & { link: string | null }>(
    `SELECT ${COLUMNS}, reply_to AS replyTo, link FROM outbox
     WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  )
  const markSent = db.prepare<[string, number]>(
    'UPDATE outbox SET sent_at = ?, next_attempt_at = NULL WHERE id = ? AND sent_at IS NULL',
  )
  const markFailed = db.prepare<[string, string, number]>(
    `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?
     WHERE id = ? AND sent_at IS NULL`,
  )
  const cancel = db.prepare<[string, number]>(
    'UPDATE outbox SET last_error = ?, next_attempt_at = NULL WHERE id = ? AND sent_at IS NULL',
  )
  const retry = db.prepare<[string, number]>('UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL')
  const counts = db.prepare<[], { pending: number; failed: number }>(
    `SELECT COALESCE(SUM(attempts = 0), 0) AS pending, COALESCE(SUM(attempts > 0), 0) AS failed
     FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL`,
  )
  const purge = db.prepare<[string, string, string]>(
    'UPDATE outbox SET body = ? WHERE sent_at IS NOT NULL AND sent_at < ? AND body <> ?',
  )

  return {
    /** Queues a mail, due at once. Meant to run inside the transaction that stores what it announces. */
    enqueue({ link, ...mail }: OutgoingMail, createdAt: string): number {
      return Number(insert.run({ ...mail, createdAt, link: link ? JSON.stringify(link) : null }).lastInsertRowid)
    },
    list(request: PageRequest): Page<OutboxItem> {
      return { items: page.all(request.pageSize, offsetOf(request)), total: total.get()?.n ?? 0 }
    },
    find: (id: number): OutboxItem | undefined => byId.get(id),
    /** Unsent mails whose next attempt is at or before `now`. */
    due: (now: string, limit: number): DueMail[] =>
      due
        .all(now, limit)
        .map((row) => ({ ...row, link: row.link ? mailLinkSchema.parse(JSON.parse(row.link)) : null })),
    markSent: (id: number, sentAt: string): void => void markSent.run(sentAt, id),
    markFailed: (id: number, error: string, nextAttemptAt: string): void =>
      void markFailed.run(error, nextAttemptAt, id),
    /** An unsent mail that will not be sent, and why (shown in the dashboard). */
    cancel: (id: number, reason: string): void => void cancel.run(reason, id),
    /** Replaces with `note` the bodies of the mails sent before `before`; returns how many. */
    purgeSentBodies: (before: string, note: string): number => purge.run(note, before, note).changes,
    /** Makes an unsent mail due at `now`. False when it does not exist or was sent already. */
    retryNow: (id: number, now: string): boolean => retry.run(now, id).changes === 1,
    /** Unsent mails: never tried yet (pending) and tried at least once without success (failed). */
    counts: (): { pending: number; failed: number } => counts.get() ?? { pending: 0, failed: 0 },
  }
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>
