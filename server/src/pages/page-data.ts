import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { churchDate } from '#common/church-time.ts'
import { PAGE_DATA, type PageData, type PublicPage } from '#common/pages.ts'
import { dataVersion } from '../lib/data-version.ts'
import { publicReads } from '../lib/public-data.ts'
import type { PageSnapshot } from './page-cache.ts'

/**
 * What the page cache needs from the database: the current version, and each page's data read
 * with that version in one read transaction. The version holds Santiago's date too: the upcoming
 * events and the month's new members change with it, not only with writes.
 */
export function pageDataSource(app: FastifyInstance) {
  const reads = publicReads(app)
  const written = dataVersion(app.db)
  const version = () => `${written()}.${churchDate(app.now())}`
  const snapshot = app.db.transaction((page: PublicPage): PageSnapshot<Partial<PageData>> => {
    const now = app.now()
    const data: Partial<PageData> = {}
    for (const key of PAGE_DATA[page]) Object.assign(data, { [key]: reads[key](now) })
    const fingerprint = createHash('sha1').update(JSON.stringify(data)).digest('base64url')
    return { version: `${written()}.${churchDate(now)}`, fingerprint, data }
  })
  return { version, read: (page: PublicPage) => snapshot(page) }
}
