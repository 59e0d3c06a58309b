import type { Db } from './database.ts'

/** Small key/value store for flags and figures that are not worth a table (values are JSON). */
export function createSettingsRepository(db: Db) {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  )
  return {
    get<T>(key: string): T | undefined {
      const row = select.get(key)
      return row ? (JSON.parse(row.value) as T) : undefined
    },
    set(key: string, value: unknown): void {
      upsert.run(key, JSON.stringify(value))
    },
  }
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>

export const SETTING_KEYS = {
  /** When the sample services and events were inserted; set once, so deleting them all is final. */
  seeded: 'seeded',
  memberStatsBaseline: 'member_stats_baseline',
  /** The PayPal donate link's account e-mail and currency (unset: common/seed/church.ts). */
  donationSettings: 'donation_settings',
  /** Rewritten by the health check to prove the database takes writes (its value: when). */
  healthProbe: 'health_probe',
} as const
