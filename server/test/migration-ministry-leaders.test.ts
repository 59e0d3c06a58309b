// The « Responsable de ministère » role: the accounts' table is rebuilt for its CHECK, and nothing
// that points to an account (sessions, passkeys, recovery codes) may be lost on the way, up or down.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrations } from '../migrations/index.ts'
import { openDatabase, type Db } from '../src/db/database.ts'
import { migrate, rollbackLast } from '../src/db/migrate.ts'

const NAME = '2026-11-29-t0400-ministry-leaders'
const UNTIL = migrations.findIndex((migration) => migration.name === NAME)
const NOW = '2026-11-29T04:00:00.000Z'

const count = (db: Db, table: string) => db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n

/** An administrator with a session, a passkey and a recovery code, as before the migration. */
function accountWithItsRows(db: Db): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO staff_accounts (name, email, role, status, created_at) VALUES ('Ruth', 'ruth@example.org', 'administrateur', 'actif', ?)`,
      )
      .run(NOW).lastInsertRowid,
  )
  db.prepare(
    `INSERT INTO admin_sessions (id_hash, account_id, created_at, last_seen_at, authenticated_at) VALUES ('h', ?, ?, ?, ?)`,
  ).run(id, NOW, NOW, NOW)
  db.prepare(
    `INSERT INTO staff_passkeys (account_id, credential_id, public_key, name, created_at) VALUES (?, 'c', x'00', 'Téléphone', ?)`,
  ).run(id, NOW)
  db.prepare(`INSERT INTO recovery_codes (account_id, code_hash) VALUES (?, 'x')`).run(id)
  return id
}

describe(`migration ${NAME}`, () => {
  const opened: { db: Db; dir: string }[] = []
  afterEach(() => {
    for (const { db, dir } of opened.splice(0)) {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
  const open = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eglise-leaders-'))
    const db = openDatabase(dir)
    opened.push({ db, dir })
    migrate(db, migrations.slice(0, UNTIL))
    return db
  }

  it('accepts the new role and keeps every session, passkey and recovery code of the accounts', () => {
    const db = open()
    const id = accountWithItsRows(db)
    expect(() => db.prepare(`UPDATE staff_accounts SET role = 'responsable' WHERE id = ?`).run(id)).toThrow(/CHECK/)

    migrate(db, migrations.slice(0, UNTIL + 1))
    for (const table of ['admin_sessions', 'staff_passkeys', 'recovery_codes']) expect(count(db, table)).toBe(1)
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    db.prepare(
      `INSERT INTO staff_accounts (name, email, role, status, created_at) VALUES ('Paul', 'paul@example.org', 'responsable', 'invite', ?)`,
    ).run(NOW)
    // The rebuilt table still cascades: deleting the account deletes its rows.
    db.prepare('DELETE FROM staff_accounts WHERE id = ?').run(id)
    for (const table of ['admin_sessions', 'staff_passkeys', 'recovery_codes']) expect(count(db, table)).toBe(0)
  })

  it('is not rolled back while a leader account exists, and rolled back keeps the others and their rows', () => {
    const db = open()
    migrate(db, migrations.slice(0, UNTIL + 1))
    accountWithItsRows(db)
    const leader = db
      .prepare(
        `INSERT INTO staff_accounts (name, email, role, status, created_at) VALUES ('Paul', 'paul@example.org', 'responsable', 'invite', ?)`,
      )
      .run(NOW).lastInsertRowid
    expect(() => rollbackLast(db, migrations)).toThrow(/Responsable de ministère/)
    expect(count(db, 'staff_ministries')).toBe(0)

    db.prepare('DELETE FROM staff_accounts WHERE id = ?').run(leader)
    expect(rollbackLast(db, migrations)).toBe(NAME)
    for (const table of ['staff_accounts', 'admin_sessions', 'staff_passkeys', 'recovery_codes'])
      expect(count(db, table)).toBe(1)
    expect(db.prepare(`SELECT name FROM sqlite_schema WHERE name = 'staff_ministries'`).get()).toBeUndefined()
  })
})
