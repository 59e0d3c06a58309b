import { sampleServices, upcomingSampleEvents } from '#common/seed/services-and-events.ts'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats.ts'
import { churchMonth } from '#common/church-time.ts'
import type { Db } from './database.ts'
import type { EventsRepository } from './events-repository.ts'
import type { MemberStatsBaseline } from './members-repository.ts'
import type { ServicesRepository } from './services-repository.ts'
import { SETTING_KEYS, type SettingsRepository } from './settings-repository.ts'

interface SeedDeps {
  db: Db
  services: ServicesRepository
  events: EventsRepository
  settings: SettingsRepository
}

/**
 * First start only: the sample week of services and the sample events, and the church's member
 * figures as the stats baseline. The `seeded` flag makes it happen once, so an admin who deletes every event later
 * does not get the samples back. Returns true when it seeded.
 */
export function seedOnFirstStart({ db, services, events, settings }: SeedDeps, now: Date): boolean {
  return db.transaction(() => {
    if (settings.get(SETTING_KEYS.seeded) !== undefined) return false
    if (services.count() === 0) {
      for (const [index, { id: _id, ...service }] of sampleServices.entries()) services.insert(service, index + 1)
    }
    if (events.count() === 0) {
      for (const { id: _id, ...event } of upcomingSampleEvents(now)) events.insert(event, now.toISOString())
    }
    if (settings.get(SETTING_KEYS.memberStatsBaseline) === undefined) {
      const baseline: MemberStatsBaseline = { ...DEFAULT_MEMBER_STATS, month: churchMonth(now) }
      settings.set(SETTING_KEYS.memberStatsBaseline, baseline)
    }
    settings.set(SETTING_KEYS.seeded, now.toISOString())
    return true
  })()
}
