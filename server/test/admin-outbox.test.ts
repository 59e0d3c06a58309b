import { createServer, type AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OUTBOX_INTERVAL_MS } from '../src/mail/outbox-worker.ts'
import { signIn, submit } from './admin-helper.ts'
import { countRows, createTestApp, TEST_EMAIL, useTestApp, type TestApp } from './helper.ts'

interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/** A plain local SMTP server (no TLS, no auth) that keeps what it receives. */
async function startSmtp(port = 0) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return { port: address.port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** A header's value: unfolded, with RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded. */
function header(raw: string, name: string): string | undefined {
  const head = (raw.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ')
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim()
  return value
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The text part, decoded from quoted-printable or base64 (what nodemailer picks for French text). */
function textOf(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n')
  const body = rest.join('\r\n\r\n')
  const encoding = header(head, 'Content-Transfer-Encoding')?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
  return body
}

const outboxRows = (t: TestApp) => t.app.outboxRepository.list({ page: 1, pageSize: 100 }).items

describe('staff alerts: written with the submission', () => {
  const t = useTestApp()

  it('queues one alert per registration, message and programme request, none for the newsletter', async () => {
    await submit(t.app, 'member')
    await submit(t.app, 'contact')
    await submit(t.app, 'feproba')
    await submit(t.app, 'isl')
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'ana@example.org' } })
    // The subscriber's own confirmation mail waits there too (to her, not an alert to the team).
    const confirmations = outboxRows(t).filter((row) => row.to === 'ana@example.org')
    expect(confirmations.map((row) => row.subject)).toEqual(['Confirmez votre abonnement à notre lettre d’information'])
    const subjects = outboxRows(t)
      .filter((row) => row.to !== 'ana@example.org')
      .map((row) => row.subject)
    expect(subjects).toHaveLength(4)
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Nouvelle inscription : Marie Joseph',
        'Nouveau message (Prière) : Jean Pierre',
        'Demande FEPROBA (Informatique) : Anne Louis',
        'Candidature ISL (Diplôme) : David Michel',
      ]),
    )
    for (const row of outboxRows(t).filter((alert) => alert.to !== 'ana@example.org')) {
      expect(row).toMatchObject({ to: TEST_EMAIL, sentAt: null, attempts: 0, lastError: null })
      expect(row.nextAttemptAt).toBe(row.createdAt)
    }
    const member = outboxRows(t).find((row) => row.subject.startsWith('Nouvelle inscription'))!
    expect(member.body).toContain('Prénom : Marie')
    expect(member.body).toContain('Date de naissance : 17/05/1990')
    expect(member.body).toContain('État civil : Marié(e)')
    expect(member.body).toContain('Témoignage :\nJe suis arrivée à Santiago en 2020.\nL’église m’a accueillie.')
  })

  it('stores neither the submission nor its alert when the alert cannot be written', async () => {
    t.app.db.exec('DROP TABLE outbox')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/members/register',
      payload: {
        firstName: 'Marie',
        lastName: 'Joseph',
        email: 'm@example.org',
        phone: '8095550101',
        dateOfBirth: '1990-05-17',
        address: '1 rue',
        city: 'Santiago',
      },
    })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' })
    expect(countRows(t.app, 'member_registrations')).toBe(0)
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jean', email: 'j@example.org', subject: 'Prière', message: 'Bonjour' },
    })
    expect(contact.statusCode).toBe(500)
    expect(countRows(t.app, 'contact_messages')).toBe(0)
  })

  it('keeps alerts pending without SMTP_URL and says so in the overview', async () => {
    await submit(t.app, 'member')
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 0, failed: 0 })
    expect(outboxRows(t)[0]).toMatchObject({ sentAt: null, attempts: 0 })
    const admin = await signIn(t.app)
    const overview = (await admin.get('/api/admin/overview')).json()
    expect(overview.smtpConfigured).toBe(false)
    expect(overview.outbox).toEqual({ pending: 1, failed: 0 })
  })
})

describe('outbox worker with an SMTP server', () => {
  let clock = new Date('2026-11-22T15:00:00.000Z')
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms)
  }
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    vi.useRealTimers()
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  const appWithSmtp = async (port: number, mailWorker = false) => {
    const t = await createTestApp({
      now: () => clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      config: { mailWorker },
    })
    cleanups.push(t.close)
    return t
  }

  it('sends a submission’s alert: subject, recipient, reply-to and the fields in the body', async () => {
    const smtp = await startSmtp()
    cleanups.push(smtp.close)
    const t = await appWithSmtp(smtp.port)
    await submit(t.app, 'member')
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.from).toBe('no-reply@example.org')
    expect(mail!.to).toEqual([TEST_EMAIL])
    expect(header(mail!.raw, 'Subject')).toBe('Nouvelle inscription : Marie Joseph')
    expect(header(mail!.raw, 'Reply-To')).toBe('marie.joseph@example.org')
    const text = textOf(mail!.raw)
    expect(text).toContain('E-mail : marie.joseph@example.org')
    expect(text).toContain('Ministère souhaité : Musique')
    expect(outboxRows(t)[0]).toMatchObject({
      sentAt: clock.toISOString(),
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
    })
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
  })

  it('keeps a failed alert with its error, backs off, and sends it once the server is up', async () => {
    const port = await closedPort()
    const t = await appWithSmtp(port)
    await submit(t.app, 'contact')
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 0, failed: 1 })
    let [row] = outboxRows(t)
    expect(row).toMatchObject({
      sentAt: null,
      attempts: 1,
      nextAttemptAt: new Date(clock.getTime() + 60_000).toISOString(),
    })
    expect(row!.lastError).toMatch(/ECONNREFUSED/)
    expect(t.logs.some((line) => line.includes('staff alert not sent') && !line.includes('Jean Pierre'))).toBe(true)

    // Not due yet: nothing is tried.
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 0, failed: 0 })
    advance(60_000)
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 0, failed: 1 })
    ;[row] = outboxRows(t)
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: new Date(clock.getTime() + 120_000).toISOString() })

    const admin = await signIn(t.app)
    expect((await admin.get('/api/admin/overview')).json().outbox).toEqual({ pending: 0, failed: 1 })

    const smtp = await startSmtp(port)
    cleanups.push(smtp.close)
    const retried = await admin.send('POST', `/api/admin/outbox/${row!.id}/retry`)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ id: row!.id, attempts: 2, sentAt: null, nextAttemptAt: clock.toISOString() })
    expect(await t.app.processOutboxOnce()).toEqual({ sent: 1, failed: 0 })
    expect(header(smtp.received[0]!.raw, 'Subject')).toBe('Nouveau message (Prière) : Jean Pierre')
    expect(textOf(smtp.received[0]!.raw)).toContain('Message : Merci de prier pour ma famille.')

    const list = (await admin.get('/api/admin/outbox')).json()
    expect(list.total).toBe(1)
    expect(list.items[0]).toMatchObject({ id: row!.id, sentAt: clock.toISOString(), attempts: 2, nextAttemptAt: null })
    const again = await admin.send('POST', `/api/admin/outbox/${row!.id}/retry`)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: 'Ce message a déjà été envoyé.' })
    expect((await admin.send('POST', '/api/admin/outbox/999/retry')).statusCode).toBe(404)
    expect((await admin.get('/api/admin/overview')).json().outbox).toEqual({ pending: 0, failed: 0 })
  })

  it('runs on a timer when SMTP_URL is set, and stops on close', async () => {
    const smtp = await startSmtp()
    cleanups.push(smtp.close)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const t = await appWithSmtp(smtp.port, true)
    await submit(t.app, 'isl')
    // The staff alerts' timer and the newsletter's (mail/newsletter-worker.ts).
    expect(vi.getTimerCount()).toBe(2)
    vi.advanceTimersByTime(OUTBOX_INTERVAL_MS)
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000 })
    expect(header(smtp.received[0]!.raw, 'Subject')).toBe('Candidature ISL (Diplôme) : David Michel')
    await t.app.close()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not start the timer for tests that drive the outbox themselves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await appWithSmtp(await closedPort(), false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('lists the outbox newest first, paginated', async () => {
    const t = await appWithSmtp(await closedPort())
    await submit(t.app, 'member')
    advance(1_000)
    await submit(t.app, 'contact')
    advance(1_000)
    await submit(t.app, 'feproba')
    const admin = await signIn(t.app)
    const page = (await admin.get('/api/admin/outbox?page=1&pageSize=2')).json()
    expect(page.total).toBe(3)
    expect(page.items.map((item: { subject: string }) => item.subject)).toEqual([
      'Demande FEPROBA (Informatique) : Anne Louis',
      'Nouveau message (Prière) : Jean Pierre',
    ])
    expect((await admin.get('/api/admin/outbox?pageSize=0')).statusCode).toBe(400)
  })
})
