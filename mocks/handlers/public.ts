// The site's public reads, answered from the mock's store: what the dashboard changes shows here.
import { http, HttpResponse } from 'msw'
import { churchMonth, startOfChurchMonth } from '#common/church-time.ts'
import { memberStats } from '#common/member-stats.ts'
import type { AdminGalleryPhoto, GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { clockNow } from '../clock.ts'
import { notFound } from '../respond.ts'
import { state } from '../state.ts'
import { rollStats } from './admin-people.ts'
import { mockCurrentEvents } from './event-signups.ts'
import { withOtherGiving } from '#common/schemas/donation-defaults.ts'

/** What the site counted itself: the registrations its form received, all and this month. */
export function formRegistrationCounts(now = clockNow()) {
  const monthStart = startOfChurchMonth(now)
  return {
    total: state.formRegistrations.length,
    sinceMonthStart: state.formRegistrations.filter((createdAt) => createdAt >= monthStart).length,
  }
}

/**
 * GET /api/members/stats: counted from the people once the roll is complete, else the church's
 * baseline plus the site's own count (common/member-stats.ts).
 */
export const visibleMemberStats = (now = clockNow()) =>
  rollStats(now) ?? memberStats(state.figures.baseline, formRegistrationCounts(now), churchMonth(now))

const publicPhoto = ({ sample: _sample, createdAt: _at, createdBy: _by, ...photo }: AdminGalleryPhoto): GalleryPhoto =>
  photo

export const publicHandlers = [
  http.get('*/api/services', () => HttpResponse.json(state.services)),
  // From today in Santiago, as the server lists them.
  http.get('*/api/events', () => HttpResponse.json(mockCurrentEvents())),
  http.get('*/api/members/stats', () => HttpResponse.json(visibleMemberStats())),
  http.get('*/api/donation', () => {
    const { paypalEmail, currency, transfer, mobilePayment, offering } = withOtherGiving(state.donationSettings)
    return HttpResponse.json({ paypalEmail, currency, transfer, mobilePayment, offering })
  }),
  http.get('*/api/gallery', () => HttpResponse.json(state.photos.map(publicPhoto))),
  // An uploaded photo's files: the mock keeps the original and serves it for every width.
  http.get('*/media/gallery/:name', ({ request }) => {
    const file = state.files.get(new URL(request.url).pathname.replace(/-\d+\.(avif|webp)$/, ''))
    return file ? new HttpResponse(file, { headers: { 'content-type': file.type } }) : notFound()
  }),
]
