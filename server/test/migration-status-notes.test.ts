// The status notes and the programme requests' « Traité »: the migration adds the notes' columns,
// and rolled back it leaves no status the earlier code cannot read.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrations } from '../migrations/index.ts'
import { openDatabase, type Db } from '../src/db/database.ts'
import { migrate, rollbackLast } from '../src/db/migrate.ts'

const NAME = '2026-11-29-t0100-status-notes'
const UNTIL = migrations.findIndex((migration) => migration.name === NAME) + 1
const TABLES = ['member_registrations', 'contact_messages', 'programme_requests']

const columnsOf = (db: Db, table: string) =>
  db
    .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
    .all()
    .map((column) => column.name)

describe(`migration ${NAME}`, () => {
  const opened: { db: Db; dir: string }[] = []
  afterEach(() => {
    for (const { db, dir } of opened.splice(0)) {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('adds a note to each followed record, and rolled back turns « Traité » into « Lu »', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eglise-notes-'))
    const db = openDatabase(dir)
    opened.push({ db, dir })
    migrate(db, migrations.slice(0, UNTIL))
    for (const table of TABLES) expect(columnsOf(db, table)).toContain('status_note')
    db.prepare(
      `INSERT INTO programme_requests (type, name, email, phone, phone_normalized, program, created_at, status, status_note)
       VALUES ('feproba_registration', 'Anne', 'a@example.org', '', '', 'couture', '2026-11-28T10:00:00.000Z', 'traite', 'Inscrite.')`,
    ).run()

    expect(rollbackLast(db, migrations)).toBe(NAME)
    for (const table of TABLES) expect(columnsOf(db, table)).not.toContain('status_note')
    expect(db.prepare<[], { status: string }>('SELECT status FROM programme_requests').get()?.status).toBe('lu')
  })
})
