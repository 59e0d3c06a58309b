import type { Db } from '../../db/database.ts'
import { SETTING_KEYS } from '../../db/settings-repository.ts'

/** A probe's answer is reused for this long, so that polling /api/health cannot force a disk write per request. */
export const PROBE_INTERVAL_MS = 10_000

/**
 * Whether the database takes a committed write (one row of the settings table, rewritten). Only a
 * write that commits also sees a full disk or a file system remounted read-only; a rolled-back one
 * never reaches the disk. Returns a function answering from the last probe.
 */
export function databaseWriteProbe(db: Db, now: () => Date, onError: (error: unknown) => void): () => boolean {
  const write = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  )
  let checkedAt = Number.NEGATIVE_INFINITY
  let writable = false
  return () => {
    const time = now().getTime()
    if (time - checkedAt < PROBE_INTERVAL_MS) return writable
    try {
      write.run(SETTING_KEYS.healthProbe, JSON.stringify(new Date(time).toISOString()))
      writable = true
    } catch (error) {
      writable = false
      onError(error)
    }
    checkedAt = time
    return writable
  }
}
