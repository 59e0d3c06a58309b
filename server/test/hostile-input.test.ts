// Hostile bodies on the five public POSTs: each gets a 4xx that names the problem (and the field,
// when it is a field's), never a 5xx, and leaves every table as it was. Complements
// bad-requests.test.ts (malformed JSON, empty, null/array/scalar bodies, top-level __proto__,
// content types, 64 KiB) with what a scanner or a hand-written attack would also try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscribeAnswer } from '#common/schemas/newsletter-subscription.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { createTestApp, type TestApp, validContact, validFeproba, validIsl, validMember } from './helper.ts'

const MEMBER = '/api/members/register'
const NEWSLETTER = '/api/newsletter/subscribe'
const CONTACT = '/api/contact'
const FEPROBA = '/feproba/register'
const ISL = '/isl/register'

const INVALID_FIELDS = 'Certains champs sont invalides.'
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.'
const NOT_JSON = 'Type de contenu non pris en charge : envoyez du JSON.'
const TOO_LARGE = 'Le corps de la requête est trop volumineux (64 Kio au maximum).'
const forbiddenKey = (key: string) => `Le corps de la requête contient une clé interdite (« ${key} »).`

interface Case {
  name: string
  url: string
  /** Sent as is (a string), so broken JSON stays broken. */
  body: string
  contentType?: string | null
  status: number
  message: string
  /** The keys of fieldErrors, exactly; absent when the problem is not a field's. */
  fields?: string[]
}

const json = (value: unknown) => JSON.stringify(value)
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const multipart = ['--x', 'Content-Disposition: form-data; name="email"', '', 'a@example.org', '--x--', ''].join('\r\n')

const CASES: Case[] = [
  // Broken or truncated JSON
  { name: 'JSON cut inside a string', url: MEMBER, body: '{"firstName": "Ma', status: 400, message: INVALID_JSON },
  {
    name: 'a valid body missing its last brace',
    url: CONTACT,
    body: json(validContact()).slice(0, -1),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'single-quoted pseudo-JSON',
    url: NEWSLETTER,
    body: "{'email': 'a@example.org'}",
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'two JSON objects back to back',
    url: FEPROBA,
    body: json(validFeproba()) + json(validFeproba()),
    status: 400,
    message: INVALID_JSON,
  },
  // Bodies of the wrong shape
  {
    name: 'an array holding a valid body',
    url: ISL,
    body: json([validIsl()]),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['_'],
  },
  {
    name: 'arrays nested 20,000 deep in a field',
    url: CONTACT,
    body: `{"name": ${nested(20_000)}}`,
    status: 400,
    message: INVALID_FIELDS,
    fields: ['name', 'email', 'subject', 'message'],
  },
  // Content types that are not JSON, even with a JSON-looking body
  {
    name: 'text/plain carrying valid JSON',
    url: CONTACT,
    body: json(validContact()),
    contentType: 'text/plain',
    status: 415,
    message: NOT_JSON,
  },
  {
    name: 'a real urlencoded form',
    url: MEMBER,
    body: 'firstName=Marie&lastName=Joseph&email=marie%40example.org',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    message: NOT_JSON,
  },
  {
    name: 'a real multipart form',
    url: FEPROBA,
    body: multipart,
    contentType: 'multipart/form-data; boundary=x',
    status: 415,
    message: NOT_JSON,
  },
  {
    name: 'no content type at all',
    url: NEWSLETTER,
    body: json({ email: 'a@example.org' }),
    contentType: null,
    status: 415,
    message: NOT_JSON,
  },
  {
    name: 'a JSON-like type (application/json-patch+json)',
    url: ISL,
    body: json(validIsl()),
    contentType: 'application/json-patch+json',
    status: 415,
    message: NOT_JSON,
  },
  // Prototype tampering, at the top and nested
  {
    name: '__proto__ nested in a field',
    url: MEMBER,
    body: `{"firstName": {"__proto__": {"isAdmin": true}}}`,
    status: 400,
    message: forbiddenKey('__proto__'),
    fields: ['firstName'],
  },
  {
    name: 'prototype as a top-level key of a valid body',
    url: CONTACT,
    body: json({ ...validContact(), prototype: { isAdmin: true } }),
    status: 400,
    message: forbiddenKey('prototype'),
    fields: ['_'],
  },
  {
    name: 'constructor as a top-level string',
    url: NEWSLETTER,
    body: json({ email: 'a@example.org', constructor: 'x' }),
    status: 400,
    message: forbiddenKey('constructor'),
    fields: ['_'],
  },
  {
    name: 'constructor.prototype inside an array',
    url: ISL,
    body: json({ ...validIsl(), level: [{ constructor: { prototype: { polluted: 1 } } }] }),
    status: 400,
    message: forbiddenKey('constructor'),
    fields: ['level'],
  },
  {
    name: '__proto__ deep inside an otherwise valid body',
    url: FEPROBA,
    body: json(validFeproba()).replace('{', '{"x": {"y": [{"__proto__": null}]},'),
    status: 400,
    message: forbiddenKey('__proto__'),
    fields: ['x'],
  },
  // Values of the wrong type
  {
    name: 'a number for a name',
    url: FEPROBA,
    body: json(validFeproba({ name: 42 })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['name'],
  },
  {
    name: 'an object for an e-mail',
    url: CONTACT,
    body: json(validContact({ email: { address: 'a@example.org' } })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['email'],
  },
  {
    name: 'a boolean for an age',
    url: FEPROBA,
    body: json(validFeproba({ age: true })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['age'],
  },
  {
    name: 'an array for a city',
    url: MEMBER,
    body: json(validMember({ city: ['Santiago'] as unknown as string })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['city'],
  },
  {
    name: 'a duplicate key whose last value is an object',
    url: NEWSLETTER,
    body: '{"email": "a@example.org", "email": {"x": 1}}',
    status: 400,
    message: INVALID_FIELDS,
    fields: ['email'],
  },
  // Unknown choices
  {
    name: 'an unknown ISL programme',
    url: ISL,
    body: json(validIsl({ program: 'maitrise' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['program'],
  },
  {
    name: 'an unknown contact subject',
    url: CONTACT,
    body: json(validContact({ subject: 'Urgent' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['subject'],
  },
  {
    name: 'an unknown ISL education level',
    url: ISL,
    body: json(validIsl({ currentEducation: 'maternelle' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['currentEducation'],
  },
  // Impossible dates
  {
    name: 'month 13 (1990-13-01)',
    url: MEMBER,
    body: json(validMember({ dateOfBirth: '1990-13-01' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['dateOfBirth'],
  },
  {
    name: '29 February of a common year',
    url: MEMBER,
    body: json(validMember({ dateOfBirth: '1990-02-29' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['dateOfBirth'],
  },
  {
    name: '31 April',
    url: MEMBER,
    body: json(validMember({ dateOfBirth: '1990-04-31' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['dateOfBirth'],
  },
  {
    name: 'a date with a time and zone',
    url: MEMBER,
    body: json(validMember({ dateOfBirth: '1990-05-17T00:00:00Z' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['dateOfBirth'],
  },
  // Ages
  {
    name: 'a negative age',
    url: FEPROBA,
    body: json(validFeproba({ age: -5 })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['age'],
  },
  {
    name: 'an age in words',
    url: FEPROBA,
    body: json(validFeproba({ age: 'douze' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['age'],
  },
  {
    name: 'an age too large for a double (1e400)',
    url: FEPROBA,
    body: json(validFeproba()).replace('"age":16', '"age":1e400'),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['age'],
  },
  // Sizes
  {
    name: 'a 200,000-character name',
    url: FEPROBA,
    body: json(validFeproba({ name: 'x'.repeat(200_000) })),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'a 200,000-character testimony',
    url: MEMBER,
    body: json(validMember({ testimony: 'é'.repeat(200_000) })),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'a 1 MB message',
    url: CONTACT,
    body: json(validContact({ message: 'x'.repeat(1024 * 1024) })),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'a 60,000-character message (under the body limit)',
    url: CONTACT,
    body: json(validContact({ message: 'x'.repeat(60_000) })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['message'],
  },
  // Empty and blank required fields
  {
    name: 'an empty name',
    url: ISL,
    body: json(validIsl({ name: '' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['name'],
  },
  {
    name: 'an empty message',
    url: CONTACT,
    body: json(validContact({ message: '' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['message'],
  },
  {
    name: 'a last name of spaces, tabs and newlines',
    url: MEMBER,
    body: json(validMember({ lastName: ' \t\n ' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['lastName'],
  },
  {
    name: 'a phone of spaces',
    url: FEPROBA,
    body: json(validFeproba({ phone: '     ' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['phone'],
  },
  {
    name: 'an e-mail of spaces',
    url: NEWSLETTER,
    body: json({ email: '   ' }),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['email'],
  },
  // E-mails that are not e-mails
  ...[
    'a@b',
    'jean@example..org',
    'jean @example.org',
    '@example.org',
    'jean@',
    '<script>alert(1)</script>@example.org',
    'jean@example.org, paul@example.org',
  ].map(
    (email): Case => ({
      name: `e-mail ${JSON.stringify(email)}`,
      url: NEWSLETTER,
      body: json({ email }),
      status: 400,
      message: INVALID_FIELDS,
      fields: ['email'],
    }),
  ),
  {
    name: 'a header-injection e-mail',
    url: CONTACT,
    body: json(validContact({ email: 'jean@example.org\r\nBcc: tous@example.org' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['email'],
  },
  // The two programme forms are not interchangeable
  {
    name: 'a FEPROBA request with the ISL type',
    url: FEPROBA,
    body: json(validFeproba({ type: 'isl_registration' })),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['type'],
  },
  {
    name: 'an ISL application sent to the FEPROBA path',
    url: FEPROBA,
    body: json(validIsl()),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['program', 'type'],
  },
  {
    name: 'a FEPROBA request sent to the ISL path',
    url: ISL,
    body: json(validFeproba()),
    status: 400,
    message: INVALID_FIELDS,
    fields: ['program', 'type'],
  },
]

describe('hostile input on the public forms', () => {
  let t: TestApp
  // One app for the whole table: each case checks its own before/after counts.
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_MAX: '10000' } })
  })
  afterAll(async () => {
    await t.close()
  })

  /** Row count of every table, including the admin and migration tables. */
  const snapshot = () => {
    const tables = t.app.db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (t.app.db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n,
      ]),
    )
  }

  it('covers at least 25 cases across the five POSTs', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25)
    expect(new Set(CASES.map((c) => c.url))).toEqual(new Set([MEMBER, NEWSLETTER, CONTACT, FEPROBA, ISL]))
  })

  it.each(CASES)('$name → $status', async ({ url, body, contentType, status, message, fields }) => {
    const before = snapshot()
    const headers: Record<string, string> =
      contentType === null ? {} : { 'content-type': contentType ?? 'application/json' }
    const response = await t.app.inject({ method: 'POST', url, payload: body, headers })

    expect(response.statusCode).toBe(status)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const answer = apiErrorSchema.parse(response.json())
    expect(answer.message).toBe(message)
    if (fields) expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual([...fields].sort())
    else expect(answer.fieldErrors).toBeUndefined()
    expect(snapshot()).toEqual(before)
  })

  it('still accepts a valid submission afterwards (the app survived the table)', async () => {
    const response = await t.app.inject({ method: 'POST', url: MEMBER, payload: validMember() })
    expect(response.statusCode).toBe(201)
  })
})

describe('honeypot on every public form', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it.each([
    [MEMBER, validMember()],
    [NEWSLETTER, { email: 'robot@example.org' }],
    [CONTACT, validContact()],
    [FEPROBA, validFeproba()],
    [ISL, validIsl()],
  ])('%s answers a filled honeypot like a success and stores nothing', async (url, valid) => {
    const stored = () =>
      t.app.db
        .prepare(
          'SELECT (SELECT COUNT(*) FROM member_registrations) + (SELECT COUNT(*) FROM newsletter_subscribers) + (SELECT COUNT(*) FROM contact_messages) + (SELECT COUNT(*) FROM programme_requests) AS n',
        )
        .get()
    const before = stored()
    const response = await t.app.inject({ method: 'POST', url, payload: { ...valid, website: 'https://spam.example' } })
    expect(response.statusCode).toBe(201)
    // The newsletter answers every subscription alike: the bot gets that very answer (no mail server here).
    expect(response.json()).toEqual(url === NEWSLETTER ? subscribeAnswer(false) : { id: expect.any(Number) })
    expect(stored()).toEqual(before)
    // Without the honeypot, the very same body is stored: the trap, not the body, dropped it.
    expect((await t.app.inject({ method: 'POST', url, payload: valid })).statusCode).toBe(201)
    expect(stored()).not.toEqual(before)
  })
})
