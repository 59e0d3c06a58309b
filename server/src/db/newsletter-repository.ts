import type { NewsletterFilters } from '#common/schemas/admin-follow-up.ts'
import type { NewsletterSubscriber } from '#common/schemas/newsletter-subscription.ts'
import type { Db } from './database.ts'
import { containsPattern, offsetOf, type Page, type PageRequest } from './pagination.ts'

type FilterParams = { q: string; pattern: string }
const WHERE = `(@q = '' OR email LIKE @pattern ESCAPE '\\')`
const COLUMNS = 'id, email, created_at AS createdAt'

export function createNewsletterRepository(db: Db) {
  // The e-mail column is UNIQUE COLLATE NOCASE: Ana@X.org and ana@x.org are one subscriber.
  const insert = db.prepare<[string, string]>(
    'INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING',
  )
  const byEmail = db.prepare<[string], { id: number }>('SELECT id FROM newsletter_subscribers WHERE email = ?')
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
  const remove = db.prepare<[number]>('DELETE FROM newsletter_subscribers WHERE id = ?')
  const byId = db.prepare<[number], NewsletterSubscriber>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = ?`)
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM newsletter_subscribers')

  const filterParams = (filters: NewsletterFilters): FilterParams => {
    const q = filters.q?.trim() ?? ''
    return { q, pattern: containsPattern(q) }
  }

  return {
    /** Stores the address once; `created` is false when it was already subscribed (in any case). */
    subscribe: db.transaction((email: string, createdAt: string): { id: number; created: boolean } => {
      const created = insert.run(email, createdAt).changes === 1
      return { id: byEmail.get(email)?.id ?? 0, created }
    }),
    /** q: part of the address. */
    list(request: PageRequest & NewsletterFilters): Page<NewsletterSubscriber> {
      const params = filterParams(request)
      return {
        items: page.all({ ...params, limit: request.pageSize, offset: offsetOf(request) }),
        total: total.get(params)?.n ?? 0,
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
