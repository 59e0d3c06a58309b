import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newToken } from '../src/routes/newsletter/tokens.ts'
import { signIn, type AdminClient } from './admin-helper.ts'
import { countRows, createTestApp, TEST_EMAIL, type TestApp } from './helper.ts'
import { headerOf, partsOf, startSmtp } from './smtp-capture.ts'

const PUBLIC_URL = 'https://eglise.example.org'

describe('the newsletter, with a mail relay', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let t: TestApp
  let admin: AdminClient

  beforeEach(async () => {
    smtp = await startSmtp()
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL }, config: { mailWorker: false } })
    admin = await signIn(t.app)
  })
  afterEach(async () => {
    await t.close()
    await smtp.close()
  })

  const subscribe = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } })
  const linkIn = (text: string, path: string) =>
    new RegExp(`${PUBLIC_URL.replaceAll('.', '\\.')}${path}\\?jeton=[A-Za-z0-9_%-]+`).exec(text)?.[0]
  const local = (url: string) => url.slice(PUBLIC_URL.length)
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email))
  /**
   * The token of an unsubscribe link in a letter sent before tokens were kept as hashes: the
   * subscriber's own, its hash on the subscriber's row (the migration of 2026-11-27).
   */
  const earlierLetterToken = (email: string) => {
    const { token, hash } = newToken()
    t.app.db.prepare('UPDATE newsletter_subscribers SET unsubscribe_token_hash = ? WHERE email = ?').run(hash, email)
    return token
  }

  /** Subscribes and follows the link of the confirmation mail. */
  async function confirmed(email: string) {
    await subscribe(email)
    await t.app.processOutboxOnce()
    const link = linkIn(partsOf(mailsTo(email).at(-1)?.raw ?? '').text, '/lettres/confirmer')
    expect(link).toBeDefined()
    expect((await t.app.inject({ url: local(link ?? '') })).statusCode).toBe(200)
  }

  async function sendLetter(subject: string, body: string) {
    const created = await admin.send('POST', '/api/admin/newsletters', { subject, body })
    expect(created.statusCode).toBe(201)
    const { id } = created.json<{ id: number }>()
    const sent = await admin.send('POST', `/api/admin/newsletters/${id}/send`)
    expect(sent.statusCode).toBe(202)
    return { id, recipients: sent.json<{ recipients: number }>().recipients }
  }

  it('confirms a subscription through the single-use link of a French mail', async () => {
    expect((await subscribe('ana@example.org')).statusCode).toBe(201)
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 1, failed: 0 })
    const [mail] = mailsTo('ana@example.org')
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe('Confirmez votre abonnement à notre lettre d’information')
    const { text } = partsOf(mail?.raw ?? '')
    expect(text).toContain('valable 7 jours')
    const link = linkIn(text, '/lettres/confirmer') ?? ''
    expect(link.startsWith(`${PUBLIC_URL}/lettres/confirmer?jeton=`)).toBe(true)

    const list = async () => (await admin.get('/api/admin/newsletter')).json().items[0]
    expect(await list()).toMatchObject({ status: 'pending', confirmedAt: null })
    const page = await t.app.inject({ url: local(link) })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Abonnement confirmé')
    expect(await list()).toMatchObject({ status: 'confirmed' })
    // Single use: the same link again says it is no longer valid, with a way to subscribe again.
    const again = await t.app.inject({ url: local(link) })
    expect(again.statusCode).toBe(404)
    expect(again.body).toContain('href="/#newsletter"')
  })

  it('answers alike for a new, a pending, a confirmed and an unsubscribed address', async () => {
    const first = await subscribe('ana@example.org')
    const pending = await subscribe('ANA@example.org')
    await confirmed('bea@example.org')
    const known = await subscribe('bea@example.org')
    await confirmed('cleo@example.org')
    const token = earlierLetterToken('cleo@example.org')
    expect((await t.app.inject({ method: 'POST', url: `/lettres/desabonner?jeton=${token}` })).statusCode).toBe(200)
    const gone = await subscribe('cleo@example.org')
    const answers = [first, pending, known, gone].map((answer) => [answer.statusCode, answer.body])
    expect(answers).toEqual(
      Array(4).fill([
        201,
        JSON.stringify({
          message: 'Inscription réussie ! Merci de rejoindre notre communauté.',
          confirmationSent: true,
        }),
      ]),
    )
    // The pending address asked again within minutes: no second mail.
    await t.app.processOutboxOnce()
    expect(mailsTo('ana@example.org')).toHaveLength(1)
    // The one who had left needs a new confirmation before any letter reaches her again.
    expect(mailsTo('cleo@example.org')).toHaveLength(2)
    const cleo = (await admin.get('/api/admin/newsletter?q=cleo')).json().items[0]
    expect(cleo).toMatchObject({ status: 'pending' })
  })

  it('lists who confirmed and who left, filters by status and counts each status', async () => {
    await confirmed('ana@example.org')
    await confirmed('bea@example.org')
    await subscribe('cleo@example.org')
    const token = earlierLetterToken('bea@example.org')
    await t.app.inject({ method: 'POST', url: `/lettres/desabonner?jeton=${token}` })
    const counts = { pending: 1, confirmed: 1, unsubscribed: 1 }

    const gone = (await admin.get('/api/admin/newsletter?status=unsubscribed')).json()
    expect(gone).toEqual({
      items: [
        {
          id: expect.any(Number),
          email: 'bea@example.org',
          createdAt: expect.any(String),
          status: 'unsubscribed',
          confirmedAt: expect.any(String),
          unsubscribedAt: expect.any(String),
        },
      ],
      total: 1,
      counts,
    })
    const kept = (await admin.get('/api/admin/newsletter?status=confirmed')).json()
    expect(kept.items.map((s: { email: string }) => s.email)).toEqual(['ana@example.org'])
    expect(kept.counts).toEqual(counts)
    expect((await admin.get('/api/admin/newsletter?status=&q=')).json().total).toBe(3)
    const csv = await admin.get('/api/admin/newsletter.csv?status=pending')
    expect(csv.body).toContain('cleo@example.org')
    expect(csv.body).not.toContain('ana@example.org')
    const refused = await admin.get('/api/admin/newsletter?status=perdu')
    expect(refused.statusCode).toBe(400)
    expect(Object.keys(refused.json().fieldErrors)).toEqual(['status'])
  })

  it('refuses an expired confirmation link and offers to subscribe again', async () => {
    let now = new Date('2026-12-01T12:00:00Z')
    await t.close()
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL }, config: { mailWorker: false }, now: () => now })
    await subscribe('ana@example.org')
    await t.app.processOutboxOnce()
    const link = linkIn(partsOf(mailsTo('ana@example.org')[0]?.raw ?? '').text, '/lettres/confirmer') ?? ''
    now = new Date('2026-12-08T12:00:01Z')
    const page = await t.app.inject({ url: local(link) })
    expect(page.statusCode).toBe(410)
    expect(page.body).toContain('a expiré')
    expect(page.body).toContain('href="/#newsletter"')
  })

  it('sends a letter to the confirmed addresses only, once each, in text and HTML', async () => {
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org', 'gone@example.org']) await confirmed(email)
    await subscribe('pending@example.org')
    await t.app.processOutboxOnce()
    const gone = partsOf(mailsTo('gone@example.org')[0]?.raw ?? '').text
    expect(gone).toBeTruthy()
    // gone@ leaves through the one-click POST of an earlier letter's header.
    const token = earlierLetterToken('gone@example.org')
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/lettres/desabonner?jeton=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    smtp.received.length = 0

    const { id, recipients } = await sendLetter(
      'Nouvelles de décembre',
      'Bonjour à **tous** !\n\n- Culte de Noël\n- Repas',
    )
    expect(recipients).toBe(3)
    expect(await t.app.processNewsletterOnce(100)).toEqual({ sent: 3, failed: 0, cancelled: 0 })
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(['a@example.org', 'b@example.org', 'c@example.org'])
    const again = await admin.send('POST', `/api/admin/newsletters/${id}/send`)
    expect(again.statusCode).toBe(409)
    expect(await t.app.processNewsletterOnce(100)).toEqual({ sent: 0, failed: 0, cancelled: 0 })
    expect(smtp.received).toHaveLength(3)

    const raw = mailsTo('a@example.org')[0]?.raw ?? ''
    const unsubscribe = headerOf(raw, 'List-Unsubscribe') ?? ''
    expect(unsubscribe).toMatch(
      new RegExp(`^<${PUBLIC_URL.replaceAll('.', '\\.')}/lettres/desabonner\\?jeton=[\\w-]{43}>$`),
    )
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const { text, html } = partsOf(raw)
    expect(text).toContain('Bonjour à tous !')
    expect(text).toContain('- Culte de Noël')
    expect(text).toContain('Église Baptiste Francophone de Santiago')
    expect(text).toContain(unsubscribe.slice(1, -1))
    expect(html).toContain('<strong>tous</strong>')
    expect(html).toContain('Calle del Sol 45')
    expect(html).toContain(`href="${unsubscribe.slice(1, -1)}"`)
    const letter = (await admin.get(`/api/admin/newsletters/${id}`)).json()
    expect(letter.counts).toEqual({ sent: 3, pending: 0, failed: 0, cancelled: 0 })

    // The personal link unsubscribes (the page asks for one button press), then nothing more arrives.
    const page = await t.app.inject({ url: local(unsubscribe.slice(1, -1)) })
    expect(page.body).toContain('Me désabonner')
    const left = await t.app.inject({ method: 'POST', url: local(unsubscribe.slice(1, -1)) })
    expect(left.body).toContain('Vous êtes désabonné(e)')
    const subscribers = (await admin.get('/api/admin/newsletter')).json().items
    expect(subscribers.find((s: { email: string }) => s.email === 'a@example.org')).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(String),
    })
    expect((await sendLetter('Deuxième', 'Texte')).recipients).toBe(2)
  })

  it('resumes after a relay outage mid-send without sending anyone twice', async () => {
    let now = new Date('2026-12-01T12:00:00Z')
    await t.close()
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL }, config: { mailWorker: false }, now: () => now })
    admin = await signIn(t.app)
    const emails = ['a@example.org', 'b@example.org', 'c@example.org', 'd@example.org']
    for (const email of emails) await confirmed(email)
    smtp.received.length = 0
    const { id } = await sendLetter('Panne', 'Texte')

    expect(await t.app.processNewsletterOnce(2)).toEqual({ sent: 2, failed: 0, cancelled: 0 })
    smtp.setRefusing(true)
    expect(await t.app.processNewsletterOnce(2)).toEqual({ sent: 0, failed: 1, cancelled: 0 })
    const during = (await admin.get(`/api/admin/newsletters/${id}`)).json()
    expect(during.counts).toEqual({ sent: 2, pending: 1, failed: 1, cancelled: 0 })
    expect(during.failures[0].error).toContain('Service indisponible')

    // A restart on the same data, the relay back, the backoff's minute gone by.
    const dataDir = t.dataDir
    await t.app.close()
    smtp.setRefusing(false)
    now = new Date('2026-12-01T12:05:00Z')
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL },
      config: { mailWorker: false },
      now: () => now,
      dataDir,
    })
    expect(await t.app.processNewsletterOnce(10)).toEqual({ sent: 2, failed: 0, cancelled: 0 })
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(emails)
    expect(countRows(t.app, 'newsletter_deliveries')).toBe(4)
  })

  it('neutralises hostile Markdown in both parts, in the preview and in the sent mail', async () => {
    await confirmed('a@example.org')
    smtp.received.length = 0
    const body = [
      '<script>alert(1)</script>',
      '',
      '[clic](javascript:alert(2)) et [ok](https://example.org/page)',
      '',
      '<img src=x onerror=alert(3)>',
      '',
      '<a href="https://evil.example">lien brut</a> [data](data:text/html;base64,PHNjcmlwdD4=)',
    ].join('\n')
    const preview = (
      await admin.send('POST', '/api/admin/newsletters/preview', { subject: '<b>Objet</b>', body })
    ).json()
    await sendLetter('<b>Objet</b>', body)
    await t.app.processNewsletterOnce(10)
    const sent = partsOf(smtp.received[0]?.raw ?? '')
    for (const html of [preview.html, sent.html ?? '']) {
      // Raw HTML is shown as text (escaped), never as markup; only the https link is a link.
      // (linkify still shows the bare https address as a link to itself, never behind other words)
      expect(html).not.toMatch(/<script|<img|<b>|<a href="https:\/\/evil[^>]*>lien brut/i)
      expect(html).not.toMatch(/href="(javascript|data):/i)
      expect(html).toContain('&lt;script&gt;')
      expect(html).toContain('&lt;img src=x onerror=alert(3)&gt;')
      expect(html).toContain('href="https://example.org/page"')
    }
    for (const text of [preview.text, sent.text]) {
      expect(text).not.toMatch(/<script|<img|<a /i)
      expect(text).not.toContain('clic (javascript:')
      expect(text).toContain('ok (https://example.org/page)')
    }
  })

  it('sends a test copy to the signed-in account, and refuses to send without confirmed subscribers', async () => {
    const { id } = (await admin.send('POST', '/api/admin/newsletters', { subject: 'Essai', body: 'Texte' })).json()
    const test = await admin.send('POST', `/api/admin/newsletters/${id}/test`)
    // The signed-in account's own address, whatever the site's public contact address says.
    expect(test.json()).toEqual({ to: TEST_EMAIL })
    expect(smtp.received[0]?.to).toEqual([TEST_EMAIL])
    expect(headerOf(smtp.received[0]?.raw ?? '', 'Subject')).toBe('[Test] Essai')
    const send = await admin.send('POST', `/api/admin/newsletters/${id}/send`)
    expect(send.statusCode).toBe(409)
    expect((await admin.get('/api/admin/newsletters')).json()).toMatchObject({
      confirmedSubscribers: 0,
      items: [{ id, sentAt: null }],
    })
  })
})

describe('the newsletter, without a mail relay', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp({ config: { mailWorker: false } })
  })
  afterEach(async () => {
    await t.close()
  })

  it('keeps subscriptions « à confirmer », their mail waiting, and shows sent letters in the public archive', async () => {
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'ana@example.org' } })
    // The confirmation waits in the outbox until SMTP_URL is set (server/test/mail-configured.test.ts).
    expect(t.app.db.prepare('SELECT to_address FROM outbox').pluck().all()).toEqual(['ana@example.org'])
    const admin = await signIn(t.app)
    expect((await admin.get('/api/admin/newsletter')).json().items[0]).toMatchObject({ status: 'pending' })
    const { id } = (await admin.send('POST', '/api/admin/newsletters', { subject: 'Brouillon', body: 'Texte' })).json()
    expect((await admin.send('POST', `/api/admin/newsletters/${id}/test`)).statusCode).toBe(503)
    // Only sent letters are public; a letter sent directly in the table stands for one sent earlier.
    expect((await t.app.inject({ url: `/lettres/${id}` })).statusCode).toBe(404)
    t.app.db.prepare("UPDATE newsletters SET sent_at = '2026-12-01T12:00:00.000Z' WHERE id = ?").run(id)
    const archive = await t.app.inject({ url: '/lettres' })
    expect(archive.body).toContain(`href="/lettres/${id}"`)
    expect(archive.body).toContain('1er décembre 2026')
    expect(archive.body).not.toContain('ana@example.org')
    const letter = await t.app.inject({ url: `/lettres/${id}` })
    expect(letter.statusCode).toBe(200)
    expect(letter.body).toContain('<h1>Brouillon</h1>')
  })
})
