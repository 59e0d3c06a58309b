// An installation upgraded from a version that kept link tokens in clear: after the migrations of
// 2026-11-27 no token is readable in its database, the links of the letters already sent still
// unsubscribe, and the names stored with line breaks are on one line, as the API answers them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrations } from '../migrations/index.ts'
import { DATABASE_FILE, openDatabase } from '../src/db/database.ts'
import { migrate, rollbackLast } from '../src/db/migrate.ts'
import { signIn } from './admin-helper.ts'
import { createTestApp } from './helper.ts'

const FIRST = migrations.findIndex((migration) => migration.name === '2026-11-27-t1200-link-tokens-at-rest')
const STAFF_TOKEN = 'Staff0Token1Staff2Token3Staff4Token5Staff6T'
const CONFIRM_TOKEN = 'Confirm0Token1Confirm2Token3Confirm4Token5C'
const UNSUBSCRIBE_TOKEN = 'Unsub0Token1Unsub2Token3Unsub4Token5Unsub6T'

describe('the migration of the link tokens at rest', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  /** A database as the version before left it: tokens in mail bodies and an unsubscribe token in clear. */
  function olderDatabase() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-tokens-'))
    dirs.push(dataDir)
    const db = openDatabase(dataDir)
    migrate(db, migrations.slice(0, FIRST))
    const mail = db.prepare(
      `INSERT INTO outbox (to_address, subject, body, created_at, sent_at, next_attempt_at)
       VALUES ('a@example.org', ?, ?, '2026-11-26T10:00:00.000Z', ?, ?)`,
    )
    mail.run(
      'Réinitialisation',
      `Ouvrez https://e.example/acces-equipe#jeton=${STAFF_TOKEN}`,
      '2026-11-26T10:00:05.000Z',
      null,
    )
    mail.run(
      'Confirmation',
      `https://e.example/lettres/confirmer?jeton=${CONFIRM_TOKEN}\nÀ bientôt`,
      null,
      '2026-11-26T10:00:00.000Z',
    )
    db.prepare(
      `INSERT INTO newsletter_subscribers (email, created_at, status, unsubscribe_token)
       VALUES ('ana@example.org', '2026-11-20T10:00:00.000Z', 'confirmed', ?)`,
    ).run(UNSUBSCRIBE_TOKEN)
    db.prepare(
      `INSERT INTO contact_messages (name, email, phone, subject, message, created_at)
       VALUES (?, 'j@example.org', '', 'Prière', 'Bonjour', '2026-11-26T10:00:00.000Z')`,
    ).run('Jean\r\nBcc: x@example.org')
    return { dataDir, db }
  }

  it('masks the tokens of stored mails, cancels the unsent one, hashes the unsubscribe tokens', async () => {
    const { dataDir, db } = olderDatabase()
    migrate(db, migrations)
    const rows = db
      .prepare('SELECT body, sent_at AS sentAt, next_attempt_at AS nextAttemptAt, last_error AS lastError FROM outbox')
      .all() as { body: string; sentAt: string | null; nextAttemptAt: string | null; lastError: string | null }[]
    expect(rows[0]?.body).toBe('Ouvrez https://e.example/acces-equipe#jeton=…')
    expect(rows[1]).toMatchObject({
      body: 'https://e.example/lettres/confirmer?jeton=…\nÀ bientôt',
      sentAt: null,
      nextAttemptAt: null,
      lastError: expect.stringContaining('demandez un nouveau lien'),
    })
    expect(db.prepare('SELECT name FROM contact_messages').pluck().get()).toBe('Jean Bcc: x@example.org')
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.close()
    const file = readFileSync(path.join(dataDir, DATABASE_FILE))
    for (const token of [STAFF_TOKEN, CONFIRM_TOKEN, UNSUBSCRIBE_TOKEN]) expect(file.includes(token), token).toBe(false)

    const t = await createTestApp({ dataDir })
    try {
      // The letters already sent keep a working link; the message lists (no 500 on its old name).
      const left = await t.app.inject({ method: 'POST', url: `/lettres/desabonner?jeton=${UNSUBSCRIBE_TOKEN}` })
      expect(left.statusCode).toBe(200)
      const admin = await signIn(t.app)
      expect((await admin.get('/api/admin/newsletter')).json().items[0]).toMatchObject({ status: 'unsubscribed' })
      const messages = await admin.get('/api/admin/messages')
      expect(messages.statusCode).toBe(200)
      expect(messages.json().items[0]).toMatchObject({ name: 'Jean Bcc: x@example.org' })
    } finally {
      await t.close()
    }
  })

  it('goes back down, giving each subscriber a new token in clear', () => {
    const { db } = olderDatabase()
    migrate(db, migrations)
    const undone: (string | undefined)[] = []
    while (undone.at(-1) !== migrations[FIRST]?.name) undone.push(rollbackLast(db, migrations))
    expect(undone).toContain('2026-11-27-t1210-single-line-names')
    const token = db.prepare('SELECT unsubscribe_token FROM newsletter_subscribers').pluck().get() as string
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(token).not.toBe(UNSUBSCRIBE_TOKEN)
    expect(migrate(db, migrations)).toEqual(migrations.slice(FIRST).map((migration) => migration.name))
    db.close()
  })
})
