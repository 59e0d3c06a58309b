// The mocked backend's data: one store for every handler, so that what a visitor's form sends
// shows in the dashboard and what the dashboard changes shows on the site, as with the server.
import { churchMonth } from '#common/church-time.ts'
import { church } from '#common/seed/church.ts'
import { sampleGalleryPhotos } from '#common/seed/gallery.ts'
import { sampleServices, upcomingSampleEvents } from '#common/seed/services-and-events.ts'
import type { MemberStatsBaseline } from '#common/member-stats.ts'
import type { BackupStatus } from '#common/schemas/backup-status.ts'
import type { AdminDonationSettings } from '#common/schemas/donation-settings.ts'
import type { AdminGalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats-defaults.ts'
import { clockNow } from './clock.ts'
import { SAMPLE_AUDIT, SAMPLE_GIFTS } from './samples/donations.ts'
import { sampleEvents } from './samples/events.ts'
import { sampleMessages, sampleOutbox, sampleRequests, sampleSubscribers } from './samples/inbox.ts'
import { sampleMembers } from './samples/members.ts'
import type { MockLetter } from './handlers/admin-newsletter.ts'
import { createPeopleState } from './people-state.ts'
import { createAttendanceState } from './attendance-state.ts'

/** The "added by" of the sample photos (the contract checks it is the server's). */
const SAMPLE_AUTHOR = 'Exemple'

/** What the store starts with: the samples (the default), or none, as a new installation. */
export interface MockStart {
  /**
   * false: only what the server puts in a new database (the services, upcoming events and photos
   * it seeds, the church's figures), so that tests/contract/ can compare every value.
   */
  samples?: boolean
}

export function createMockState({ samples = true }: MockStart = {}) {
  // The server stamps its seed (sample photos, events) with the time of its first start.
  const installedAt = clockNow()
  return {
    members: samples ? sampleMembers() : [],
    /** "id-earlierId" pairs an administrator said are two different people. */
    dismissedPairs: new Set<string>(),
    messages: samples ? sampleMessages() : [],
    requests: samples ? sampleRequests() : [],
    subscribers: samples ? sampleSubscribers() : [],
    outbox: samples ? sampleOutbox() : [],
    events: samples ? sampleEvents() : upcomingSampleEvents(installedAt),
    services: sampleServices.map((service) => ({ ...service })),
    photos: sampleGalleryPhotos.map(
      (photo): AdminGalleryPhoto => ({
        ...photo,
        sample: true,
        createdAt: installedAt.toISOString(),
        createdBy: SAMPLE_AUTHOR,
      }),
    ),
    /** The uploaded files, by their URL path, so `npm run dev:mock` shows them. */
    files: new Map<string, Blob>(),
    gifts: samples ? SAMPLE_GIFTS.map((gift, index) => ({ ...gift, id: index + 1 })) : [],
    audit: samples ? SAMPLE_AUDIT.map((entry, index) => ({ ...entry, id: index + 1 })) : [],
    donationSettings: { ...church.donation, updatedAt: null, updatedBy: null } as AdminDonationSettings,
    /** The church's own figures, to which the site adds the registrations its form received. */
    figures: {
      baseline: { ...DEFAULT_MEMBER_STATS, month: churchMonth(clockNow()) } as MemberStatsBaseline,
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
    /** The staff alerts' recipients an administrator chose; empty: the team (handlers/admin-alerts.ts). */
    alertRecipients: [] as string[],
    /** The people, their households, timeline and templates (handlers/admin-people.ts). */
    peopleStore: createPeopleState(),
    /** Ministries, rosters, headcounts and roll calls (handlers/admin-attendance.ts). */
    attendance: createAttendanceState(),
  }
}
export type MockState = ReturnType<typeof createMockState>

export const state: MockState = createMockState()

export function resetMockState(start: MockStart = {}) {
  Object.assign(state, createMockState(start))
}

/** The id the next row gets, as SQLite gives it: one more than the largest. */
export const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1

export const now = () => clockNow().toISOString()

/** Newest first, as the server's lists: by creation, then by id. */
export const newestFirst = <T extends { createdAt: string; id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
