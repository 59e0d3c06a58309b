// The member figures counted from the people, once the church says its roll is complete (a switch
// in the dashboard, PUT /api/admin/settings/roll-complete). Until then the figures stay the
// hand-typed baseline plus the site's registrations (common/member-stats.ts).
import { churchMonth, startOfChurchMonth } from '#common/church-time.ts'
import { memberStats, type MemberStatsBaseline } from '#common/member-stats.ts'
import type { MemberStats } from '#common/schemas/member-stats.ts'
import type { Db } from './database.ts'
import type { MembersRepository } from './members-repository.ts'
import { SETTING_KEYS, type SettingsRepository } from './settings-repository.ts'

/** The settings key of the switch (a JSON object: RollComplete). */
export const ROLL_COMPLETE_KEY = 'roll_complete'

export interface RollComplete {
  complete: boolean
  updatedAt: string | null
  updatedBy: string | null
}

export const rollCompleteOf = (settings: SettingsRepository): RollComplete =>
  settings.get<RollComplete>(ROLL_COMPLETE_KEY) ?? { complete: false, updatedAt: null, updatedBy: null }

/**
 * From the roll: every person of status « membre » is a member; the new ones are those whose
 * membership date is in the church's current month (becoming « membre » dates it today); the
 * active ones are the members: one who no longer comes is marked « inactif » and leaves both counts.
 */
export function createRollStats(db: Db) {
  const counts = db.prepare<[string], { total: number; since: number }>(
    `SELECT COUNT(*) AS total, COALESCE(SUM(membership_date >= ?), 0) AS since
     FROM people WHERE merged_into IS NULL AND status = 'membre'`,
  )
  const inMonth = db
    .prepare<[string, string], number>(
      `SELECT COUNT(*) FROM people WHERE merged_into IS NULL AND status = 'membre'
       AND membership_date >= ? AND membership_date < ?`,
    )
    .pluck()
  return {
    stats(now: Date): MemberStats {
      const { total, since } = counts.get(`${churchMonth(now)}-01`) ?? { total: 0, since: 0 }
      return { totalMembers: total, newThisMonth: since, activeMembers: total }
    },
    /** Members whose membership date is in `month` (YYYY-MM): the overview's chart, from the roll. */
    newInMonth: (month: string): number => inMonth.get(`${month}-01`, `${month}-32`) ?? 0,
  }
}
export type RollStats = ReturnType<typeof createRollStats>

/** The figures visitors see now: from the roll once it is complete, else baseline + registrations. */
export function visibleMemberStats(
  app: { settingsRepository: SettingsRepository; membersRepository: MembersRepository; rollStats: RollStats },
  now: Date,
): MemberStats {
  if (rollCompleteOf(app.settingsRepository).complete) return app.rollStats.stats(now)
  const baseline = app.settingsRepository.get<MemberStatsBaseline>(SETTING_KEYS.memberStatsBaseline)
  return memberStats(baseline, app.membersRepository.counts(startOfChurchMonth(now)), churchMonth(now))
}
