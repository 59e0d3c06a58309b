import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { churchDate } from '#common/church-time.ts'
import { pageDataKeys, type PageData, type PagePath } from '#common/pages.ts'
import { dataVersion } from '../lib/data-version.ts'
import { publicReads } from '../lib/public-data.ts'
import { timedStamp } from '../sermons/public-sermons.ts'
import type { PageSnapshot } from './page-cache.ts'

/**
 * What the page cache needs from the database: the current version, and each page's data read
 * with that version in one read transaction. The version holds Santiago's date too (the upcoming
 * events and the month's new members change with it, not only with writes), and what the clock
 * alone changes within a day: a sermon's publication time passed, a service's live window.
 */
export function pageDataSource(app: FastifyInstance) {
  const reads = publicReads(app)
  const written = dataVersion(app.db)
  const timed = timedStamp(app)
  const versionAt = (now: Date) => `${written()}.${churchDate(now)}.${timed(now)}`
  const version = () => versionAt(app.now())
  const snapshot = app.db.transaction((page: PagePath): PageSnapshot<Partial<PageData>> => {
    const now = app.now()
    const data: Partial<PageData> = {}
    for (const key of pageDataKeys(page)) Object.assign(data, { [key]: reads[key](now, page) })
    const fingerprint = createHash('sha1').update(JSON.stringify(data)).digest('base64url')
    return { version: versionAt(now), fingerprint, data }
  })
  return { version, read: (page: PagePath) => snapshot(page) }
}
