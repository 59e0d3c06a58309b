import type {
  ArchivedLetter,
  DeliveryCounts,
  DeliveryFailure,
  LetterSummary,
} from '#common/schemas/newsletter-letter.ts'
import type { Db } from './database.ts'

/** A delivery whose turn has come, with what its e-mail is made of. */
export interface DueDelivery {
  id: number
  newsletterId: number
  email: string
  attempts: number
  subject: string
  body: string
  /** False when the address left (or was removed) after the letter was queued. */
  subscribed: boolean
}

type LetterRow = Omit<LetterSummary, 'counts'> & { body: string }

const LETTER = `id, subject, body, created_at AS createdAt, updated_at AS updatedAt, sent_at AS sentAt, recipients`
const COUNTS = `COALESCE(SUM(sent_at IS NOT NULL), 0) AS sent,
  COALESCE(SUM(sent_at IS NULL AND next_attempt_at IS NOT NULL AND attempts = 0), 0) AS pending,
  COALESCE(SUM(sent_at IS NULL AND next_attempt_at IS NOT NULL AND attempts > 0), 0) AS failed,
  COALESCE(SUM(sent_at IS NULL AND next_attempt_at IS NULL), 0) AS cancelled`
const NO_DELIVERIES: DeliveryCounts = { sent: 0, pending: 0, failed: 0, cancelled: 0 }

/** The letters and their deliveries (one row per letter and address). */
export function createNewsletterLettersRepository(db: Db) {
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO newsletters (subject, body, created_at, updated_at) VALUES (?, ?, ?, ?)',
  )
  const update = db.prepare<[string, string, string, number]>(
    'UPDATE newsletters SET subject = ?, body = ?, updated_at = ? WHERE id = ? AND sent_at IS NULL',
  )
  const byId = db.prepare<[number], LetterRow>(`SELECT ${LETTER} FROM newsletters WHERE id = ?`)
  const all = db.prepare<[], LetterRow>(
    `SELECT ${LETTER} FROM newsletters ORDER BY sent_at IS NOT NULL, COALESCE(sent_at, updated_at) DESC, id DESC`,
  )
  const archive = db.prepare<[], ArchivedLetter>(
    'SELECT id, subject, sent_at AS sentAt, body FROM newsletters WHERE sent_at IS NOT NULL ORDER BY sent_at DESC, id DESC',
  )
  const counts = db.prepare<[number], DeliveryCounts>(
    `SELECT ${COUNTS} FROM newsletter_deliveries WHERE newsletter_id = ?`,
  )
  const failures = db.prepare<[number], DeliveryFailure>(
    `SELECT email, attempts, last_error AS error FROM newsletter_deliveries
     WHERE newsletter_id = ? AND sent_at IS NULL AND last_error IS NOT NULL ORDER BY email`,
  )
  const markQueued = db.prepare<[string, number, number]>(
    'UPDATE newsletters SET sent_at = ?, recipients = ? WHERE id = ? AND sent_at IS NULL',
  )
  // OR IGNORE with the (letter, address) unique key: queuing twice never adds a second e-mail.
  const insertDelivery = db.prepare<[number, number, string, string, string]>(
    `INSERT OR IGNORE INTO newsletter_deliveries (newsletter_id, subscriber_id, email, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?)`,
  )
  // Oldest first. The subscriber is read now, not when queued: whoever left since gets nothing.
  const due = db.prepare<[string, number], Omit<DueDelivery, 'subscribed'> & { subscribed: number }>(
    `SELECT d.id, d.newsletter_id AS newsletterId, d.email, d.attempts, n.subject, n.body,
       COALESCE(s.status = 'confirmed', 0) AS subscribed
     FROM newsletter_deliveries d
     JOIN newsletters n ON n.id = d.newsletter_id
     LEFT JOIN newsletter_subscribers s ON s.id = d.subscriber_id
     WHERE d.sent_at IS NULL AND d.next_attempt_at <= ? ORDER BY d.next_attempt_at, d.id LIMIT ?`,
  )
  const markSent = db.prepare<[string, number]>(
    'UPDATE newsletter_deliveries SET sent_at = ?, next_attempt_at = NULL WHERE id = ? AND sent_at IS NULL',
  )
  const setUnsubscribeHash = db.prepare<[string, number]>(
    'UPDATE newsletter_deliveries SET unsubscribe_token_hash = ? WHERE id = ? AND sent_at IS NULL',
  )
  const markFailed = db.prepare<[string, string, number]>(
    `UPDATE newsletter_deliveries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?
     WHERE id = ? AND sent_at IS NULL`,
  )
  const cancel = db.prepare<[string, number]>(
    'UPDATE newsletter_deliveries SET last_error = ?, next_attempt_at = NULL WHERE id = ? AND sent_at IS NULL',
  )

  const summaryOf = (row: LetterRow): LetterSummary => {
    const { body: _body, ...summary } = row
    return { ...summary, counts: counts.get(row.id) ?? NO_DELIVERIES }
  }

  return {
    create: (subject: string, body: string, now: string): number =>
      Number(insert.run(subject, body, now, now).lastInsertRowid),
    /** Edits a draft; false when the letter does not exist or was sent already. */
    update: (id: number, subject: string, body: string, now: string): boolean =>
      update.run(subject, body, now, id).changes === 1,
    find(id: number): (LetterSummary & { body: string }) | undefined {
      const row = byId.get(id)
      return row ? { ...summaryOf(row), body: row.body } : undefined
    },
    /** Drafts first (last edited first), then the sent letters, most recent first. */
    list: (): LetterSummary[] => all.all().map(summaryOf),
    failures: (id: number): DeliveryFailure[] => failures.all(id),
    /** The sent letters, most recent first: no subscriber data. */
    archive: (): ArchivedLetter[] => archive.all(),
    /**
     * Marks the letter sent and queues one delivery per address, in one transaction. Returns the
     * number queued, or undefined when the letter was sent already (nothing is queued twice).
     */
    queue: db.transaction(
      (id: number, recipients: readonly { id: number; email: string }[], now: string): number | undefined => {
        if (markQueued.run(now, recipients.length, id).changes !== 1) return undefined
        for (const recipient of recipients) insertDelivery.run(id, recipient.id, recipient.email, now, now)
        return recipients.length
      },
    ),
    due: (now: string, limit: number): DueDelivery[] =>
      due.all(now, limit).map((row) => ({ ...row, subscribed: row.subscribed === 1 })),
    /**
     * The hash of the unsubscribe token this delivery's e-mail carries, stored just before it is
     * sent (a new attempt replaces it): the token itself is only in the e-mail.
     */
    setUnsubscribeHash: (id: number, tokenHash: string): void => void setUnsubscribeHash.run(tokenHash, id),
    markSent: (id: number, sentAt: string): void => void markSent.run(sentAt, id),
    markFailed: (id: number, error: string, nextAttemptAt: string): void =>
      void markFailed.run(error, nextAttemptAt, id),
    /** The address left before its turn: never sent, not retried. */
    cancel: (id: number, reason: string): void => void cancel.run(reason, id),
  }
}
export type NewsletterLettersRepository = ReturnType<typeof createNewsletterLettersRepository>
