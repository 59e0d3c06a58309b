// No live link token rests where someone other than its owner could read it: the database file
// (and so its backups), the outbox the secretariat reads, the access log. The links are made as
// their mails leave; only the tokens' hashes are stored.
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../src/db/database.ts'
import { LINK_PLACEHOLDER } from '../src/mail/personal-link.ts'
import { PURGED_BODY, SENT_BODY_KEPT_DAYS } from '../src/mail/outbox-worker.ts'
import { signIn, submit, type AdminClient } from './admin-helper.ts'
import { createTestApp, TEST_PASSWORD, type TestApp } from './helper.ts'
import { headerOf, partsOf, startSmtp } from './smtp-capture.ts'

const PUBLIC_URL = 'https://eglise.example.org'
const DAY = 24 * 60 * 60_000

/** The token of a link in a mail's text: `#jeton=…` (staff) or `?jeton=…` (newsletter). */
const tokenIn = (text: string) => /[#?]jeton=([\w-]{43})/.exec(text)?.[1] ?? ''

describe('link tokens at rest', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let t: TestApp
  let admin: AdminClient
  let now = new Date('2026-12-01T12:00:00Z')

  beforeEach(async () => {
    now = new Date('2026-12-01T12:00:00Z')
    smtp = await startSmtp()
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL },
      config: { mailWorker: false },
      now: () => now,
    })
    admin = await signIn(t.app)
  })
  afterEach(async () => {
    await t.close()
    await smtp.close()
  })

  /** Whether `token` is anywhere in the database's files, checkpointed or still in the WAL. */
  const inDatabaseFiles = (token: string) =>
    [DATABASE_FILE, `${DATABASE_FILE}-wal`]
      .map((file) => path.join(t.dataDir, file))
      .some((file) => existsSync(file) && readFileSync(file).includes(token))
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
  const outboxText = async () => JSON.stringify((await admin.get('/api/admin/outbox?pageSize=100')).json())

  it('mails a password reset link whose token is in no stored body, answer or file', async () => {
    const secretary = await signIn(t.app, { role: 'secretariat', name: 'Paul' })
    expect((await post('/api/admin/password-reset', { email: secretary.account.email })).statusCode).toBe(202)
    const stored = t.app.db.prepare('SELECT body FROM outbox').pluck().get() as string
    expect(stored).toContain(LINK_PLACEHOLDER)
    expect(stored).not.toMatch(/jeton=/)

    expect(await t.app.processOutboxOnce()).toEqual({ sent: 1, failed: 0 })
    const text = partsOf(smtp.received[0]?.raw ?? '').text
    expect(text).toContain(`${PUBLIC_URL}/acces-equipe#jeton=`)
    expect(text).toContain('reste valable 72 heures')
    const token = tokenIn(text)
    expect((await post('/api/admin/token', { token })).json()).toMatchObject({ purpose: 'reset' })
    t.app.db.pragma('wal_checkpoint(TRUNCATE)')
    expect(inDatabaseFiles(token)).toBe(false)
    expect(await outboxText()).not.toContain(token)
    expect((await post('/api/admin/token/password', { token, password: `${TEST_PASSWORD}-nouveau` })).statusCode).toBe(
      204,
    )
  })

  it('does not send an invitation whose account was disabled meanwhile, and says why', async () => {
    const invited = await admin.send('POST', '/api/admin/accounts', {
      name: 'Ruth',
      email: 'ruth@example.org',
      role: 'contenu',
    })
    expect(invited.json()).toMatchObject({ link: null, mailQueued: true })
    const id = invited.json().account.id as number
    expect((await admin.send('PATCH', `/api/admin/accounts/${id}`, { active: false })).statusCode).toBe(200)
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(0)
    const [row] = (await admin.get('/api/admin/outbox')).json().items
    expect(row).toMatchObject({ sentAt: null, nextAttemptAt: null, lastError: expect.stringContaining('Non envoyé') })
    expect((await admin.get('/api/admin/overview')).json().outbox).toEqual({ pending: 0, failed: 0 })
  })

  it('mails a newsletter confirmation whose token is never stored, nor shown to the secretariat', async () => {
    expect((await post('/api/newsletter/subscribe', { email: 'ana@example.org' })).statusCode).toBe(201)
    expect(t.app.db.prepare('SELECT body FROM outbox').pluck().get()).toContain(LINK_PLACEHOLDER)
    const secretary = await signIn(t.app, { role: 'secretariat' })
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 1, failed: 0 })
    const token = tokenIn(partsOf(smtp.received[0]?.raw ?? '').text)
    expect(token).toHaveLength(43)
    t.app.db.pragma('wal_checkpoint(TRUNCATE)')
    expect(inDatabaseFiles(token)).toBe(false)
    expect(JSON.stringify((await secretary.get('/api/admin/outbox')).json())).not.toContain(token)
    // The secretariat cannot confirm a stranger's subscription from the outbox; the owner can.
    const page = await t.app.inject({ url: `/lettres/confirmer?jeton=${token}` })
    expect(page.statusCode).toBe(200)
    expect((await admin.get('/api/admin/newsletter')).json().items[0]).toMatchObject({ status: 'confirmed' })
  })

  it('gives each letter its own unsubscribe token, kept as a hash only', async () => {
    await post('/api/newsletter/subscribe', { email: 'ana@example.org' })
    await t.app.processOutboxOnce()
    await t.app.inject({ url: `/lettres/confirmer?jeton=${tokenIn(partsOf(smtp.received[0]?.raw ?? '').text)}` })
    const tokens: string[] = []
    for (const subject of ['Première', 'Seconde']) {
      const { id } = (await admin.send('POST', '/api/admin/newsletters', { subject, body: 'Texte' })).json()
      expect((await admin.send('POST', `/api/admin/newsletters/${id}/send`)).statusCode).toBe(202)
      await t.app.processNewsletterOnce(10)
      tokens.push(tokenIn(headerOf(smtp.received.at(-1)?.raw ?? '', 'List-Unsubscribe') ?? ''))
    }
    expect(tokens[0]).toHaveLength(43)
    expect(tokens[0]).not.toBe(tokens[1])
    t.app.db.pragma('wal_checkpoint(TRUNCATE)')
    for (const token of tokens) expect(inDatabaseFiles(token)).toBe(false)
    // The first letter's link still works.
    const left = await t.app.inject({ method: 'POST', url: `/lettres/desabonner?jeton=${tokens[0]}` })
    expect(left.statusCode).toBe(200)
    expect((await admin.get('/api/admin/newsletter')).json().items[0]).toMatchObject({ status: 'unsubscribed' })
  })

  it('masks a link token of any kind in the outbox answers', async () => {
    const token = 'Tq3xZ9mK2pL8vN4rW7yB1cD5fG0hJ6kM3nP8qR2sT4u'
    t.app.outboxRepository.enqueue(
      {
        to: 'x@example.org',
        replyTo: null,
        subject: 'Ancien message',
        body: `${PUBLIC_URL}/lettres/confirmer?jeton=${token}\n${PUBLIC_URL}/acces-equipe#jeton=${token}`,
      },
      now.toISOString(),
    )
    const listed = (await admin.get('/api/admin/outbox')).json().items[0].body
    expect(listed).toBe(`${PUBLIC_URL}/lettres/confirmer?jeton=…\n${PUBLIC_URL}/acces-equipe#jeton=…`)
  })

  it(`clears the text of a mail sent more than ${SENT_BODY_KEPT_DAYS} days ago`, async () => {
    await submit(t.app, 'member')
    await t.app.processOutboxOnce()
    now = new Date(now.getTime() + (SENT_BODY_KEPT_DAYS - 1) * DAY)
    await submit(t.app, 'contact')
    await t.app.processOutboxOnce()
    const bodies = () => t.app.db.prepare('SELECT body FROM outbox ORDER BY id').pluck().all() as string[]
    expect(bodies()[0]).toContain('Marie')
    now = new Date(now.getTime() + 2 * DAY)
    await t.app.processOutboxOnce()
    expect(bodies()[0]).toBe(PURGED_BODY)
    expect(bodies()[1]).toContain('Jean Pierre')
    // A month later the morning's session is long gone: sign in again.
    const [, member] = (await (await signIn(t.app)).get('/api/admin/outbox')).json().items
    expect(member).toMatchObject({ subject: 'Nouvelle inscription : Marie Joseph', body: PURGED_BODY })
  })
})
