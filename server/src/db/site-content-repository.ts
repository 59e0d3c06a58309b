import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import type { Db } from './database.ts'

export interface StoredSiteContent {
  content: SiteContent
  /** ISO 8601 instant of the last save. */
  updatedAt: string
  /** Who saved it: the name given in the dashboard, or the seed's author. */
  updatedBy: string
}

/**
 * A stored document, read with today's schema: the fields added since it was saved (a leader's
 * photo, a director's phone and e-mail) take their defaults, so an installation's document from
 * before them loads unchanged. A document the schema refuses (never stored by the routes, which
 * check it first) is returned as stored rather than hidden.
 */
function readDocument(text: string): SiteContent {
  const stored: unknown = JSON.parse(text)
  const parsed = siteContentSchema.safeParse(stored)
  return parsed.success ? parsed.data : (stored as SiteContent)
}

/** The church's content document: one row, the JSON text of the whole document. */
export function createSiteContentRepository(db: Db) {
  const select = db.prepare<[], { document: string; updated_at: string; updated_by: string }>(
    'SELECT document, updated_at, updated_by FROM site_content WHERE id = 1',
  )
  const upsert = db.prepare<[{ document: string; updatedAt: string; updatedBy: string }]>(
    `INSERT INTO site_content (id, document, updated_at, updated_by) VALUES (1, @document, @updatedAt, @updatedBy)
     ON CONFLICT (id) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at,
       updated_by = excluded.updated_by`,
  )
  return {
    /** Undefined only before the first start's seed. */
    get(): StoredSiteContent | undefined {
      const row = select.get()
      if (!row) return undefined
      return { content: readDocument(row.document), updatedAt: row.updated_at, updatedBy: row.updated_by }
    },
    /** Replaces the whole document (checked by siteContentSchema beforehand). */
    save(content: SiteContent, updatedAt: string, updatedBy: string): void {
      upsert.run({ document: JSON.stringify(content), updatedAt, updatedBy })
    },
  }
}
export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>
