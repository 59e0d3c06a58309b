import type { NewsletterFilters } from '#common/schemas/admin-follow-up.ts'
import type { NewsletterSubscriber, SubscriberCounts, SubscriberPage } from '#common/schemas/newsletter-subscription.ts'
import type { Db } from './database.ts'
import { containsPattern, offsetOf, type PageRequest } from './pagination.ts'

type FilterParams = { q: string; pattern: string; status: string }
const WHERE = `(@q = '' OR email LIKE @pattern ESCAPE '\\') AND (@status = '' OR status = @status)`
const COLUMNS = `id, email, created_at AS createdAt, status, confirmed_at AS confirmedAt,
  unsubscribed_at AS unsubscribedAt`

/** Whether a subscription asks for a (new) confirmation e-mail. */
export type SubscribeResult = { id: number; created: boolean; sendConfirmation: boolean }

/** A pending address gets a new confirmation mail at most this often (no mail bombing by retyping it). */
const RESEND_AFTER_MS = 15 * 60_000

export function createNewsletterRepository(db: Db) {
  // The e-mail column is UNIQUE COLLATE NOCASE: Ana@X.org and ana@x.org are one subscriber.
  const insert = db.prepare<[string, string]>(
    `INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?)
     ON CONFLICT (email) DO NOTHING`,
  )
  const byEmail = db.prepare<[string], { id: number; status: string; confirmSentAt: string | null }>(
    'SELECT id, status, confirm_sent_at AS confirmSentAt FROM newsletter_subscribers WHERE email = ?',
  )
  // The link's token is made when its mail is sent (renewConfirmation): none is valid meanwhile.
  const setPending = db.prepare<[{ id: number; now: string | null }]>(
    `UPDATE newsletter_subscribers SET status = 'pending', confirm_token_hash = NULL,
       confirm_expires_at = NULL, confirm_sent_at = @now WHERE id = @id`,
  )
  const renewConfirmation = db.prepare<[string, string, number]>(
    `UPDATE newsletter_subscribers SET confirm_token_hash = ?, confirm_expires_at = ?
     WHERE id = ? AND status = 'pending'`,
  )
  const byConfirmToken = db.prepare<[string], { id: number; expiresAt: string }>(
    'SELECT id, confirm_expires_at AS expiresAt FROM newsletter_subscribers WHERE confirm_token_hash = ?',
  )
  const confirm = db.prepare<[string, number]>(
    `UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = ?, unsubscribed_at = NULL,
       confirm_token_hash = NULL, confirm_expires_at = NULL WHERE id = ?`,
  )
  // Each letter's link has a token of its own (on its delivery row); the links of the letters sent
  // before that carry the subscriber's former token, kept as its hash too.
  const unsubscribe = db.prepare<[{ now: string; hash: string }]>(
    `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, @now),
       confirm_token_hash = NULL, confirm_expires_at = NULL
     WHERE unsubscribe_token_hash = @hash
       OR id = (SELECT subscriber_id FROM newsletter_deliveries WHERE unsubscribe_token_hash = @hash)`,
  )
  const confirmed = db.prepare<[], { id: number; email: string }>(
    `SELECT id, email FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY id`,
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
     * a left or a long-pending address is (again) « à confirmer » and asks for a confirmation mail
     * (which waits in the outbox while no relay is set up); a confirmed one is left as it is.
     */
    subscribe: db.transaction((email: string, createdAt: string): SubscribeResult => {
      const created = insert.run(email, createdAt).changes === 1
      const row = byEmail.get(email)
      if (!row) return { id: 0, created, sendConfirmation: false }
      const stale =
        row.confirmSentAt === null || Date.parse(createdAt) - Date.parse(row.confirmSentAt) >= RESEND_AFTER_MS
      const ask = created || row.status === 'unsubscribed' || (row.status === 'pending' && stale)
      if (!ask) return { id: row.id, created, sendConfirmation: false }
      setPending.run({ id: row.id, now: createdAt })
      return { id: row.id, created, sendConfirmation: true }
    }),
    /**
     * A confirmation link's token, as its mail leaves: only its hash is kept, and it replaces any
     * earlier one. False when the subscriber is no longer waiting for one (confirmed, left, removed).
     */
    renewConfirmation: (id: number, tokenHash: string, expiresAt: string): boolean =>
      renewConfirmation.run(tokenHash, expiresAt, id).changes === 1,
    /** Follows a confirmation link: single use, refused once expired. */
    confirm: db.transaction((tokenHash: string, now: string): 'confirmed' | 'expired' | 'unknown' => {
      const row = byConfirmToken.get(tokenHash)
      if (!row) return 'unknown'
      if (row.expiresAt <= now) return 'expired'
      confirm.run(now, row.id)
      return 'confirmed'
    }),
    /** One-click unsubscribe by the hash of a link's token; true for a known link, also when used already. */
    unsubscribe: (tokenHash: string, now: string): boolean => unsubscribe.run({ now, hash: tokenHash }).changes === 1,
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
