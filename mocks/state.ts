// The mocked backend's data: one store for every handler, so that what a visitor's form sends
// shows in the dashboard and what the dashboard changes shows on the site, as with the server.
import { churchMonth } from '#common/church-time.ts'
import { church } from '#common/content/church.ts'
import { sampleGalleryPhotos } from '#common/content/gallery.ts'
import { fallbackServices } from '#common/content/seed-data.ts'
import type { MemberStatsBaseline } from '#common/member-stats.ts'
import type { BackupStatus } from '#common/schemas/backup-status.ts'
import type { AdminDonationSettings } from '#common/schemas/donation-settings.ts'
import type { AdminGalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats-defaults.ts'
import { SAMPLE_AUDIT, SAMPLE_GIFTS } from './samples/donations.ts'
import { sampleEvents } from './samples/events.ts'
import { sampleMessages, sampleOutbox, sampleRequests, sampleSubscribers } from './samples/inbox.ts'
import { sampleMembers } from './samples/members.ts'
import type { MockLetter } from './handlers/admin-newsletter.ts'

const SAMPLE_PHOTO_DATE = '2026-11-01T12:00:00.000Z'

export function createMockState() {
  return {
    members: sampleMembers(),
    /** "id-earlierId" pairs an administrator said are two different people. */
    dismissedPairs: new Set<string>(),
    messages: sampleMessages(),
    requests: sampleRequests(),
    subscribers: sampleSubscribers(),
    outbox: sampleOutbox(),
    events: sampleEvents(),
    services: fallbackServices.map((service) => ({ ...service })),
    photos: sampleGalleryPhotos.map(
      (photo): AdminGalleryPhoto => ({ ...photo, sample: true, createdAt: SAMPLE_PHOTO_DATE, createdBy: 'Exemple' }),
    ),
    /** The uploaded files, by their URL path, so `npm run dev:mock` shows them. */
    files: new Map<string, Blob>(),
    gifts: SAMPLE_GIFTS.map((gift, index) => ({ ...gift, id: index + 1 })),
    audit: SAMPLE_AUDIT.map((entry, index) => ({ ...entry, id: index + 1 })),
    donationSettings: { ...church.donation, updatedAt: null, updatedBy: null } as AdminDonationSettings,
    /** The church's own figures, to which the site adds the registrations its form received. */
    figures: {
      baseline: { ...DEFAULT_MEMBER_STATS, month: churchMonth(new Date()) } as MemberStatsBaseline,
      updatedAt: null as string | null,
      updatedBy: null as string | null,
    },
    /** Registrations sent through the site's form (the samples stand for older ones, not counted). */
    formRegistrations: [] as string[],
    smtpConfigured: false,
    /** As on a new machine: no backup has succeeded yet. */
    backup: { lastSuccessAt: null, ageSeconds: null, stale: true, offsite: false } as BackupStatus,
    /** The newsletter's letters (handlers/admin-newsletter.ts). */
    letters: [] as MockLetter[],
  }
}
export type MockState = ReturnType<typeof createMockState>

export const state: MockState = createMockState()

export function resetMockState() {
  Object.assign(state, createMockState())
}

/** The id the next row gets, as SQLite gives it: one more than the largest. */
export const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1

export const now = () => new Date().toISOString()

/** Newest first, as the server's lists: by creation, then by id. */
export const newestFirst = <T extends { createdAt: string; id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
