import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { countRows, useTestApp, validContact, validFeproba, validIsl, validMember } from './helper.ts'

const KEY_REUSED = {
  message:
    'Cet identifiant d’envoi (Idempotency-Key) a déjà servi pour un autre contenu : rechargez la page avant de renvoyer.',
}

/** The five public forms: where they store, two different bodies. */
const FORMS = [
  {
    url: '/api/members/register',
    table: 'member_registrations',
    body: validMember(),
    other: validMember({ firstName: 'Autre' }),
  },
  {
    url: '/api/contact',
    table: 'contact_messages',
    body: validContact(),
    other: validContact({ message: 'Un autre message.' }),
  },
  {
    url: '/feproba/register',
    table: 'programme_requests',
    body: validFeproba(),
    other: validFeproba({ age: 17 }),
  },
  { url: '/isl/register', table: 'programme_requests', body: validIsl(), other: validIsl({ level: '' }) },
  {
    url: '/api/newsletter/subscribe',
    table: 'newsletter_subscribers',
    body: { email: 'lecteur@example.org' },
    other: { email: 'autre.lecteur@example.org' },
  },
] as const

function testClock() {
  let now = Date.parse('2026-11-29T12:00:00Z')
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('Idempotency-Key on the five public forms', () => {
  const clock = testClock()
  const t = useTestApp({ now: clock.now })
  const send = (url: string, payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: key === undefined ? {} : { 'idempotency-key': key } })

  it.each(FORMS)(
    '$url: a repeat with the same key and body gets the first answer, stores and mails once (the staff alert, or the subscriber’s confirmation)',
    async (form) => {
      const key = randomUUID()
      const first = await send(form.url, form.body, key)
      expect(first.statusCode).toBe(201)
      expect(first.headers['idempotent-replayed']).toBeUndefined()

      clock.advance(3 * 3600_000)
      const again = await send(form.url, form.body, key)
      expect(again.statusCode).toBe(first.statusCode)
      expect(again.json()).toEqual(first.json())
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(countRows(t.app, form.table)).toBe(1)
      expect(countRows(t.app, 'outbox')).toBe(1)
    },
  )

  it.each(FORMS)('$url: the same key with another body gets a 422 in French, and nothing is stored', async (form) => {
    const key = randomUUID()
    expect((await send(form.url, form.body, key)).statusCode).toBe(201)
    const other = await send(form.url, form.other, key)
    expect(other.statusCode).toBe(422)
    expect(other.json()).toEqual(KEY_REUSED)
    expect(countRows(t.app, form.table)).toBe(1)
  })

  it.each(FORMS)('$url: concurrent repeats (a double tap, a retry racing the first) store once', async (form) => {
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(form.url, form.body, key)))
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]))
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(countRows(t.app, form.table)).toBe(1)
    expect(countRows(t.app, 'outbox')).toBe(1)
  })

  it('refuses a key used on another form, and a malformed key, in French', async () => {
    const key = randomUUID()
    expect((await send('/api/contact', validContact(), key)).statusCode).toBe(201)
    expect((await send('/api/members/register', validMember(), key)).statusCode).toBe(422)
    for (const bad of ['', 'a'.repeat(201), 'clé accentuée', 'deux mots']) {
      const response = await send('/api/members/register', validMember(), bad)
      expect(response.statusCode, JSON.stringify(bad)).toBe(400)
      expect(response.json().message).toMatch(/^En-tête Idempotency-Key invalide/)
    }
    expect(countRows(t.app, 'member_registrations')).toBe(0)
  })

  it('keeps a key for 8 days (longer than a phone keeps a submission), then forgets it', async () => {
    const key = randomUUID()
    const first = await send('/api/contact', validContact(), key)
    clock.advance(7 * 24 * 3600_000)
    expect((await send('/api/contact', validContact(), key)).json()).toEqual(first.json())
    expect(countRows(t.app, 'contact_messages')).toBe(1)

    clock.advance(2 * 24 * 3600_000)
    // The purge runs with the next submission: the key and its answer are gone.
    const later = await send('/api/contact', validContact({ message: 'Bien plus tard.' }))
    expect(later.statusCode).toBe(201)
    const row = t.app.db.prepare('SELECT key FROM idempotency_keys WHERE key = ?').get(key)
    expect(row).toBeUndefined()
  })

  it('stores only a hash of the body, never the body itself', async () => {
    await send('/api/members/register', validMember(), randomUUID())
    const rows = t.app.db.prepare('SELECT * FROM idempotency_keys').all()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(validMember().email)
    expect(JSON.stringify(rows)).not.toContain(validMember().lastName)
  })

  it('leaves the honeypot as it was: a bot gets its 201 and nothing is recorded', async () => {
    const response = await send('/api/contact', { ...validContact(), website: 'http://spam.example' }, randomUUID())
    expect(response.statusCode).toBe(201)
    expect(countRows(t.app, 'contact_messages')).toBe(0)
    expect(countRows(t.app, 'idempotency_keys')).toBe(0)
  })
})

describe('the same content sent again within FORM_DEDUP_MINUTES (default 10)', () => {
  const clock = testClock()
  const t = useTestApp({ now: clock.now })
  const send = (url: string, payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: key === undefined ? {} : { 'idempotency-key': key } })

  it('answers the same e-mail sending the same registration again with the first answer, without a second row', async () => {
    const first = await send('/api/members/register', validMember())
    clock.advance(4 * 60_000)
    const again = await send('/api/members/register', validMember())
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    // From another page load (a new key): the first answer too, and that key's retries as well.
    const key = randomUUID()
    expect((await send('/api/members/register', validMember(), key)).json()).toEqual(first.json())
    expect((await send('/api/members/register', validMember(), key)).json()).toEqual(first.json())
    expect(countRows(t.app, 'member_registrations')).toBe(1)
    expect(countRows(t.app, 'outbox')).toBe(1)
  })

  it('stores what differs: another person on the same e-mail, another message, or the same after the window', async () => {
    expect((await send('/api/members/register', validMember())).statusCode).toBe(201)
    // A couple sharing one address registers both spouses.
    expect((await send('/api/members/register', validMember({ firstName: 'Paul' }))).statusCode).toBe(201)
    expect((await send('/api/contact', validContact())).statusCode).toBe(201)
    expect((await send('/api/contact', validContact({ message: 'J’oubliais : merci !' }))).statusCode).toBe(201)
    clock.advance(10 * 60_000 + 1)
    expect((await send('/api/contact', validContact())).statusCode).toBe(201)
    expect(countRows(t.app, 'member_registrations')).toBe(2)
    expect(countRows(t.app, 'contact_messages')).toBe(3)
  })

  it('leaves the newsletter as it was without a key: a second subscription gets the same answer', async () => {
    expect((await send('/api/newsletter/subscribe', { email: 'ana@example.org' })).statusCode).toBe(201)
    expect((await send('/api/newsletter/subscribe', { email: 'Ana@example.org' })).statusCode).toBe(201)
    expect(countRows(t.app, 'newsletter_subscribers')).toBe(1)
    expect(countRows(t.app, 'idempotency_keys')).toBe(0)
  })
})

describe('FORM_DEDUP_MINUTES=0', () => {
  const t = useTestApp({ env: { FORM_DEDUP_MINUTES: '0' } })

  it('turns the content check off: without a key, behaviour is as before', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact() })).statusCode).toBe(
        201,
      )
    }
    expect(countRows(t.app, 'contact_messages')).toBe(2)
    expect(countRows(t.app, 'idempotency_keys')).toBe(0)
  })
})
