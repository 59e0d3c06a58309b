import type { NewsletterFilters } from '#common/schemas/admin-follow-up.ts'
import type { NewsletterSubscriber, SubscriberCounts, SubscriberPage } from '#common/schemas/newsletter-subscription.ts'
import type { Db } from './database.ts'
import { containsPattern, offsetOf, type PageRequest } from './pagination.ts'

type FilterParams = { q: string; pattern: string; status: string }
const WHERE = `(@q = '' OR email LIKE @pattern ESCAPE '\\') AND (@status = '' OR status = @status)`
const COLUMNS = `id, email, created_at AS createdAt, status, confirmed_at AS confirmedAt,
  unsubscribed_at AS unsubscribedAt`

/** A confirmation link to send: the token's hash is stored, the token itself only goes in the mail. */
export interface ConfirmationToken {
  hash: string
  expiresAt: string
}

/** Whether a subscription asks for a (new) confirmation e-mail. */
export type SubscribeResult = { id: number; created: boolean; sendConfirmation: boolean }

/** A pending address gets a new confirmation mail at most this often (no mail bombing by retyping it). */
const RESEND_AFTER_MS = 15 * 60_000

export function createNewsletterRepository(db: Db) {
  // The e-mail column is UNIQUE COLLATE NOCASE: Ana@X.org and ana@x.org are one subscriber.
  const insert = db.prepare<[string, string, string]>(
    `INSERT INTO newsletter_subscribers (email, created_at, unsubscribe_token) VALUES (?, ?, ?)
     ON CONFLICT (email) DO NOTHING`,
  )
  const byEmail = db.prepare<[string], { id: number; status: string; confirmSentAt: string | null }>(
    'SELECT id, status, confirm_sent_at AS confirmSentAt FROM newsletter_subscribers WHERE email = ?',
  )
  const setPending = db.prepare<[{ id: number; hash: string | null; expiresAt: string | null; now: string | null }]>(
    `UPDATE newsletter_subscribers SET status = 'pending', confirm_token_hash = @hash,
       confirm_expires_at = @expiresAt, confirm_sent_at = @now WHERE id = @id`,
  )
  const byConfirmToken = db.prepare<[string], { id: number; expiresAt: string }>(
    'SELECT id, confirm_expires_at AS expiresAt FROM newsletter_subscribers WHERE confirm_token_hash = ?',
  )
  const confirm = db.prepare<[string, number]>(
    `UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = ?, unsubscribed_at = NULL,
       confirm_token_hash = NULL, confirm_expires_at = NULL WHERE id = ?`,
  )
  const unsubscribe = db.prepare<[string, string]>(
    `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?),
       confirm_token_hash = NULL, confirm_expires_at = NULL WHERE unsubscribe_token = ?`,
  )
  const confirmed = db.prepare<[], { id: number; email: string; unsubscribeToken: string }>(
    `SELECT id, email, unsubscribe_token AS unsubscribeToken FROM newsletter_subscribers
     WHERE status = 'confirmed' ORDER BY id`,
  )
  const confirmedCount = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE status = 'confirmed'",
  )
  const page = db.prepare<[FilterParams & { limit: number; offset: number }], NewsletterSubscriber>(
    `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE ${WHERE}
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  )
  const total = db.prepare<[FilterParams], { n: number }>(
    `SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE ${WHERE}`,
  )
  const all = db.prepare<[FilterParams], NewsletterSubscriber>(
    `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE ${WHERE} ORDER BY created_at DESC, id DESC`,
  )
  const byStatus = db.prepare<[], { status: keyof SubscriberCounts; n: number }>(
    'SELECT status, COUNT(*) AS n FROM newsletter_subscribers GROUP BY status',
  )
  const remove = db.prepare<[number]>('DELETE FROM newsletter_subscribers WHERE id = ?')
  const byId = db.prepare<[number], NewsletterSubscriber>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = ?`)
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM newsletter_subscribers')

  const filterParams = (filters: NewsletterFilters): FilterParams => {
    const q = filters.q?.trim() ?? ''
    return { q, pattern: containsPattern(q), status: filters.status ?? '' }
  }

  return {
    /**
     * Stores the address once (`created` is false when it was known, in any letter case). A new,
     * a left or a long-pending address is (again) « à confirmer » with `token`, and asks for a
     * confirmation mail; a confirmed one is left as it is. Without `token` (no mail can be sent)
     * the address just waits, pending.
     */
    subscribe: db.transaction(
      (email: string, createdAt: string, unsubscribeToken: string, token?: ConfirmationToken): SubscribeResult => {
        const created = insert.run(email, createdAt, unsubscribeToken).changes === 1
        const row = byEmail.get(email)
        if (!row) return { id: 0, created, sendConfirmation: false }
        const stale =
          row.confirmSentAt === null || Date.parse(createdAt) - Date.parse(row.confirmSentAt) >= RESEND_AFTER_MS
        const ask = created || row.status === 'unsubscribed' || (row.status === 'pending' && stale)
        if (!ask) return { id: row.id, created, sendConfirmation: false }
        setPending.run({
          id: row.id,
          hash: token?.hash ?? null,
          expiresAt: token?.expiresAt ?? null,
          now: token ? createdAt : null,
        })
        return { id: row.id, created, sendConfirmation: token !== undefined }
      },
    ),
    /** Follows a confirmation link: single use, refused once expired. */
    confirm: db.transaction((tokenHash: string, now: string): 'confirmed' | 'expired' | 'unknown' => {
      const row = byConfirmToken.get(tokenHash)
      if (!row) return 'unknown'
      if (row.expiresAt <= now) return 'expired'
      confirm.run(now, row.id)
      return 'confirmed'
    }),
    /** One-click unsubscribe; true for a known link, also when it was used already. */
    unsubscribe: (token: string, now: string): boolean => unsubscribe.run(now, token).changes === 1,
    /** The addresses a letter goes to. */
    confirmedRecipients: () => confirmed.all(),
    confirmedCount: (): number => confirmedCount.get()?.n ?? 0,
    /** q: part of the address; status: one status only. The counts are of every subscriber. */
    list(request: PageRequest & NewsletterFilters): SubscriberPage {
      const params = filterParams(request)
      const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 }
      for (const row of byStatus.all()) counts[row.status] = row.n
      return {
        items: page.all({ ...params, limit: request.pageSize, offset: offsetOf(request) }),
        total: total.get(params)?.n ?? 0,
        counts,
      }
    },
    /** Every matching subscriber, newest first (the CSV export). */
    all: (filters: NewsletterFilters): IterableIterator<NewsletterSubscriber> => all.iterate(filterParams(filters)),
    /** Unsubscribes for good (no trace kept). Returns false when there was no such subscriber. */
    remove: (id: number): boolean => remove.run(id).changes === 1,
    find: (id: number): NewsletterSubscriber | undefined => byId.get(id),
    nextId: (): number => nextId.get()?.id ?? 1,
  }
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>
