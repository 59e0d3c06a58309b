// The public reads, each checked by its schema: the GETs answer them, and the pages are drawn
// from them (server/src/pages/), so a page embeds exactly what the API would answer and the
// browser never swaps one for the other.
import type { FastifyInstance } from 'fastify'
import { churchDate } from '#common/church-time.ts'
import { SERMON_PAGE_PREFIX, type PageData, type PageDataKey, type PagePath } from '#common/pages.ts'
import { calendarSchema } from '#common/schemas/calendar.ts'
import { donationSettingsSchema } from '#common/schemas/donation-settings.ts'
import { eventListSchema } from '#common/schemas/event.ts'
import { calendarWindow } from '#common/schemas/event-options.ts'
import { galleryPhotoListSchema } from '#common/schemas/gallery-photo.ts'
import { memberStatsSchema } from '#common/schemas/member-stats.ts'
import { serviceListSchema } from '#common/schemas/service.ts'
import { siteContentSchema } from '#common/schemas/site-content.ts'
import { publicPhoto } from '../db/gallery-repository.ts'
import { visibleMemberStats } from '../db/people-stats.ts'
import { eventRecords } from '../routes/events/event-records.ts'
import { readDonationSettings } from './donation-settings.ts'
import { sermonReads } from '../sermons/public-sermons.ts'

/** `page`: the page drawn, for the data that depends on it (a sermon's page, its sermon). */
export type PublicReads = { [K in PageDataKey]: (now: Date, page?: PagePath) => PageData[K] }

export function publicReads(app: FastifyInstance): PublicReads {
  const sermons = sermonReads(app)
  const events = eventRecords(app)
  return {
    site: () => {
      const stored = app.siteContentRepository.get()
      if (!stored) throw new Error('site content missing: the database was not seeded')
      return siteContentSchema.parse(stored.content)
    },
    donation: () => {
      const { paypalEmail, currency, transfer, mobilePayment, offering } = readDonationSettings(app.settingsRepository)
      return donationSettingsSchema.parse({ paypalEmail, currency, transfer, mobilePayment, offering })
    },
    services: () => serviceListSchema.parse(app.servicesRepository.list()),
    // From today in Santiago: an event drops off the list the day after it took place (a longer
    // one after its last day, a repeated one after its last occurrence).
    events: (now) => eventListSchema.parse(events.current(churchDate(now))),
    // The calendar page's months: each day an event is held, its repeats worked out here.
    calendar: (now) => {
      const today = churchDate(now)
      const { from, to } = calendarWindow(today)
      return calendarSchema.parse({ today, from, to, occurrences: events.occurrences(from, to) })
    },
    // "New this month" starts again each month in Santiago from the site's own count.
    // Once the roll is complete, counted from the people (db/people-stats.ts).
    stats: (now) => memberStatsSchema.parse(visibleMemberStats(app, now)),
    gallery: () => galleryPhotoListSchema.parse(app.galleryRepository.list().map(publicPhoto)),
    sermons: (now) => sermons.list(now),
    sermon: (now, page) => {
      const sermon = page?.startsWith(SERMON_PAGE_PREFIX)
        ? sermons.detail(now, page.slice(SERMON_PAGE_PREFIX.length))
        : undefined
      // The page's route checks first: only a sermon removed in between gets here.
      if (!sermon) throw new Error(`no published sermon at ${page}`)
      return sermon
    },
    live: (now) => sermons.live(now),
  }
}
