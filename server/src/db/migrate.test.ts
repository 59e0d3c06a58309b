import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrations } from '../../migrations/index.ts'
import { openDatabase, type Db } from './database.ts'
import { migrate, NewerDatabaseError, rollbackLast } from './migrate.ts'

let dir = ''
let db: Db | undefined
const open = () => {
  dir = mkdtempSync(path.join(tmpdir(), 'eglise-db-'))
  db = openDatabase(dir)
  return db
}
afterEach(() => {
  db?.close()
  rmSync(dir, { recursive: true, force: true })
})

const tables = (database: Db) =>
  database
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)

describe('database', () => {
  it('opens with WAL, synchronous=FULL, foreign keys and a busy timeout', () => {
    const database = open()
    expect(database.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(database.pragma('synchronous', { simple: true })).toBe(2)
    expect(database.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(database.pragma('busy_timeout', { simple: true })).toBe(5000)
  })

  it('applies each migration once and records it', () => {
    const database = open()
    expect(migrate(database, migrations)).toEqual(migrations.map((m) => m.name))
    expect(migrate(database, migrations)).toEqual([])
    expect(tables(database)).toEqual([
      'admin_sessions',
      'attendance_presence',
      'attendance_records',
      'audit_log',
      'contact_messages',
      'duplicate_dismissals',
      'event_registration_links',
      'event_registrations',
      'events',
      'gallery_photos',
      'gifts',
      'households',
      'idempotency_keys',
      'member_registrations',
      'message_templates',
      'migrations',
      'ministries',
      'ministry_members',
      'newsletter_deliveries',
      'newsletter_subscribers',
      'newsletters',
      'outbox',
      'people',
      'person_consents',
      'person_merges',
      'person_timeline',
      'person_update_links',
      'programme_requests',
      'recovery_codes',
      'sermon_audio_jobs',
      'sermons',
      'services',
      'settings',
      'site_content',
      'staff_accounts',
      'staff_devices',
      'staff_ministries',
      'staff_passkeys',
      'staff_tokens',
    ])
  })

  it('lists the migrations in name order, the order rollbackLast relies on', () => {
    const names = migrations.map((m) => m.name)
    expect(names).toEqual([...names].sort())
    expect(new Set(names).size).toBe(names.length)
  })

  it('rolls back with down(), newest first, and can migrate up again', () => {
    const database = open()
    migrate(database, migrations)
    const columns = () => database.prepare<[string], string>('SELECT name FROM pragma_table_info(?)').pluck()
    const before = columns().all('contact_messages')
    for (const migration of [...migrations].reverse()) expect(rollbackLast(database, migrations)).toBe(migration.name)
    expect(tables(database)).toEqual(['migrations'])
    expect(migrate(database, migrations)).toEqual(migrations.map((m) => m.name))
    expect(columns().all('contact_messages')).toEqual(before)
  })

  it('keeps existing rows when the follow-up migration adds its columns', () => {
    const database = open()
    const [initial] = migrations
    migrate(database, [initial!])
    database
      .prepare(
        `INSERT INTO contact_messages (name, email, subject, message, created_at)
         VALUES ('Jean', 'jean@example.org', 'Prière', 'Bonjour', '2026-11-01T10:00:00.000Z')`,
      )
      .run()
    migrate(database, migrations)
    expect(database.prepare('SELECT status, status_changed_at, status_changed_by FROM contact_messages').get()).toEqual(
      {
        status: 'nouveau',
        status_changed_at: null,
        status_changed_by: null,
      },
    )
  })

  it('refuses a database migrated by newer code', () => {
    const database = open()
    migrate(database, migrations)
    database.prepare("INSERT INTO migrations VALUES ('2099-01-01-future', 'x')").run()
    expect(() => migrate(database, migrations)).toThrow(NewerDatabaseError)
    expect(() => migrate(database, migrations)).toThrow(/plus récente du code \(2099-01-01-future\)/)
  })

  it('rolls a failing migration back entirely', () => {
    const database = open()
    const broken = {
      name: '2026-11-23-broken',
      up: (d: Db) => d.exec('CREATE TABLE half_done (id INTEGER); SELECT * FROM no_such_table;'),
      down: () => undefined,
    }
    expect(() => migrate(database, [...migrations, broken])).toThrow()
    expect(tables(database)).not.toContain('half_done')
    expect(database.prepare('SELECT name FROM migrations').all()).toEqual(migrations.map((m) => ({ name: m.name })))
  })
})
