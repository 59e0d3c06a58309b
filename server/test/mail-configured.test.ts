// What the server says when no e-mail can leave (no SMTP_URL), and when one can: the dashboard's
// flag, the newsletter's public answer, a password reset asked from the sign-in page, the test
// letter. Never a word that depends on who is on the list or who has an account.
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { LETTER_MESSAGES } from '#common/schemas/newsletter-letter.ts'
import { signIn } from './admin-helper.ts'
import { countRows, createTestApp, TEST_EMAIL, type TestApp } from './helper.ts'
import { partsOf, startSmtp } from './smtp-capture.ts'

const SUCCESS = 'Inscription réussie ! Merci de rejoindre notre communauté.'
const PUBLIC_URL = 'https://eglise.example.org'

describe('without a mail server', () => {
  let t: TestApp
  afterEach(async () => {
    await t?.close()
  })
  const start = async () => {
    t = await createTestApp({ env: { PUBLIC_URL }, config: { mailWorker: false } })
  }
  const subscribe = (email: string, website?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email, ...(website ? { website } : {}) },
    })
  const reset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/password-reset', payload: { email } })

  it('tells every signed-in role that no e-mail leaves (mailConfigured: false)', async () => {
    await start()
    for (const role of ['administrateur', 'secretariat', 'contenu'] as const) {
      const client = await signIn(t.app, { role, name: `Compte ${role}` })
      const session = await client.get('/api/admin/session')
      expect(session.statusCode).toBe(200)
      expect(session.json()).toMatchObject({ mailConfigured: false, account: { role } })
    }
  })

  it('accepts a subscription, says no confirmation was sent, and keeps its mail waiting in the outbox', async () => {
    await start()
    const answers = await Promise.all(
      ['ana@example.org', 'ANA@example.org', 'bea@example.org'].map(async (email) => {
        const response = await subscribe(email)
        return [response.statusCode, response.body]
      }),
    )
    // The same bytes for every address, and for a bot: nobody learns who is on the list.
    const bot = await subscribe('bot@example.org', 'https://spam.example')
    expect([...answers, [bot.statusCode, bot.body]]).toEqual(
      Array(4).fill([201, JSON.stringify({ message: SUCCESS, confirmationSent: false })]),
    )
    const admin = await signIn(t.app)
    const list = (await admin.get('/api/admin/newsletter')).json()
    expect(list.items.map((s: { email: string; status: string }) => [s.email, s.status])).toEqual([
      ['bea@example.org', 'pending'],
      ['ana@example.org', 'pending'],
    ])
    const waiting = t.app.db.prepare('SELECT to_address FROM outbox ORDER BY id').pluck().all()
    expect(waiting).toEqual(['ana@example.org', 'bea@example.org'])
  })

  it('answers a reset request alike for a known and an unknown address, saying to ask an administrator', async () => {
    await start()
    const secretary = await signIn(t.app, { role: 'secretariat', name: 'Marie' })
    const known = await reset(secretary.account.email)
    const unknown = await reset('personne@example.org')
    expect(known.statusCode).toBe(202)
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetNoMail, mailConfigured: false })
    expect(unknown.body).toBe(known.body)
    // No link is issued: none waits in the outbox to void, once sent, the one an administrator passes on.
    expect(countRows(t.app, 'outbox')).toBe(0)
    expect(t.app.db.prepare("SELECT COUNT(*) FROM staff_tokens WHERE purpose = 'reset'").pluck().get()).toBe(0)
  })

  it('refuses the test letter in plain words, naming no setting', async () => {
    await start()
    const admin = await signIn(t.app)
    const { id } = (await admin.send('POST', '/api/admin/newsletters', { subject: 'Essai', body: 'Texte' })).json()
    const test = await admin.send('POST', `/api/admin/newsletters/${id}/test`)
    expect(test.statusCode).toBe(503)
    expect(test.json()).toEqual({ message: LETTER_MESSAGES.noMailRelay })
    expect(LETTER_MESSAGES.noMailRelay).toBe(
      'Aucun serveur d’envoi d’e-mails n’est configuré : le test ne peut pas partir.',
    )
    expect(test.body).not.toContain('SMTP')
  })

  it('sends the waiting confirmation once a mail server is set, and its link confirms', async () => {
    const smtp = await startSmtp()
    try {
      await start()
      await subscribe('ana@example.org')
      const { dataDir } = t
      await t.app.close()
      t = await createTestApp({ dataDir, env: { PUBLIC_URL, SMTP_URL: smtp.url }, config: { mailWorker: false } })
      expect(await t.app.processOutboxOnce()).toEqual({ sent: 1, failed: 0 })
      const [mail] = smtp.received
      expect(mail?.to).toEqual(['ana@example.org'])
      const link = /https:\/\/eglise\.example\.org(\/lettres\/confirmer\?jeton=[\w%-]+)/.exec(
        partsOf(mail?.raw ?? '').text,
      )?.[1]
      expect((await t.app.inject({ url: link ?? '/none' })).statusCode).toBe(200)
      const admin = await signIn(t.app)
      expect((await admin.get('/api/admin/newsletter')).json().items[0]).toMatchObject({ status: 'confirmed' })
    } finally {
      await smtp.close()
    }
  })
})

describe('with a mail server', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  afterEach(async () => {
    await t?.close()
    await smtp?.close()
  })
  const start = async () => {
    smtp = await startSmtp()
    t = await createTestApp({ env: { PUBLIC_URL, SMTP_URL: smtp.url }, config: { mailWorker: false } })
  }

  it('tells the dashboard that e-mails leave (mailConfigured: true)', async () => {
    await start()
    const admin = await signIn(t.app)
    expect((await admin.get('/api/admin/session')).json()).toMatchObject({ mailConfigured: true })
  })

  it('says a confirmation mail is on its way, in the same answer for every address', async () => {
    await start()
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'ana@example.org' },
    })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'Ana@Example.org' },
    })
    expect(first.json()).toEqual({ message: SUCCESS, confirmationSent: true })
    expect(again.body).toBe(first.body)
  })

  it('queues the reset link and answers alike whoever asks', async () => {
    await start()
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password-reset',
      payload: { email: TEST_EMAIL },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password-reset',
      payload: { email: 'personne@example.org' },
    })
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested, mailConfigured: true })
    expect(unknown.body).toBe(known.body)
    expect(t.app.db.prepare('SELECT to_address FROM outbox').pluck().all()).toEqual([TEST_EMAIL])
  })
})
