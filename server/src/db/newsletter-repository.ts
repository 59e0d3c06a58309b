import type { NewsletterSubscriber } from '../../../src/schemas/newsletter-subscription.ts'
import type { Db } from './database.ts'
import { offsetOf, type Page, type PageRequest } from './pagination.ts'

export function createNewsletterRepository(db: Db) {
  // The e-mail column is UNIQUE COLLATE NOCASE: Ana@X.org and ana@x.org are one subscriber.
  const insert = db.prepare<[string, string]>(
    'INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING',
  )
  const byEmail = db.prepare<[string], { id: number }>('SELECT id FROM newsletter_subscribers WHERE email = ?')
  const page = db.prepare<[number, number], NewsletterSubscriber>(
    `SELECT id, email, created_at AS createdAt FROM newsletter_subscribers
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  )
  const total = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM newsletter_subscribers')
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM newsletter_subscribers')

  return {
    /** Stores the address once; `created` is false when it was already subscribed (in any case). */
    subscribe: db.transaction((email: string, createdAt: string): { id: number; created: boolean } => {
      const created = insert.run(email, createdAt).changes === 1
      return { id: byEmail.get(email)?.id ?? 0, created }
    }),
    list(request: PageRequest): Page<NewsletterSubscriber> {
      return { items: page.all(request.pageSize, offsetOf(request)), total: total.get()?.n ?? 0 }
    },
    nextId: (): number => nextId.get()?.id ?? 1,
  }
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>
