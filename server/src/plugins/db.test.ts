import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/helper.ts'

// docs/decisions/0001: a 201 means the row is on disk, even if the power goes right after.
describe('the database connection the app serves requests with', () => {
  const t = useTestApp()

  it('runs in WAL mode with synchronous=FULL, foreign keys and a busy timeout', () => {
    expect(t.app.db.pragma('journal_mode', { simple: true })).toBe('wal')
    // 2 = FULL: in WAL mode each commit is fsynced; NORMAL (1) may lose the last ones on power loss.
    expect(t.app.db.pragma('synchronous', { simple: true })).toBe(2)
    expect(t.app.db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(t.app.db.pragma('busy_timeout', { simple: true })).toBe(5000)
  })

  it('leaves the file itself in WAL mode (what another process, a backup, or a restart finds)', () => {
    const other = new Database(path.join(t.dataDir, 'church.db'), { readonly: true })
    try {
      expect(other.pragma('journal_mode', { simple: true })).toBe('wal')
    } finally {
      other.close()
    }
  })
})
