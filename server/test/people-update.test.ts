// The single-use links a person corrects their own details with, on the real app: made by staff,
// read and sent back by the person without an account, refused once used or expired.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { UPDATE_LINK_MESSAGES, type SelfUpdateInput } from '#common/schemas/people-update.ts'
import { hashUpdateToken } from '../src/db/people-update-links.ts'
import { MASKED } from '../src/plugins/access-log.ts'
import { SAME_ORIGIN, signIn, type AdminClient } from './admin-helper.ts'
import { temporaryStaticDir, useTestApp } from './helper.ts'
import type { App } from '../src/app.ts'

const DAY = 24 * 3600_000

async function marie(app: App, admin: AdminClient): Promise<number> {
  const file = 'Prénom;Nom;Téléphone;E-mail;Ville\nMarie;Joseph;809-555-0101;marie@example.org;Santiago\n'
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/people/import?dryRun=0',
    headers: { cookie: admin.cookie, origin: SAME_ORIGIN, 'content-type': 'text/csv' },
    payload: file,
  })
  expect(response.json()).toMatchObject({ created: 1 })
  return app.db.prepare("SELECT id FROM people WHERE email = 'marie@example.org'").pluck().get() as number
}

/** A new link for person `id`: its token (the URL's last segment) and the answer. */
async function newLink(admin: AdminClient, id: number) {
  const response = await admin.send('POST', `/api/admin/people/${id}/update-link`)
  expect(response.statusCode, response.body).toBe(201)
  const { url, expiresAt } = response.json() as { url: string; expiresAt: string }
  return { url, expiresAt, token: url.split('/').at(-1) as string }
}

const corrected = (overrides: Partial<SelfUpdateInput> = {}): SelfUpdateInput => ({
  firstName: 'Marie',
  lastName: 'Joseph-Pierre',
  email: 'marie.jp@example.org',
  phone: '+1 829 555 0111',
  phone2: '',
  birthDate: '1990-05-17',
  address: '4 Calle del Sol',
  city: 'Santiago',
  languages: ['ht', 'fr'],
  consents: { email: true, whatsapp: true, sms: false, phone: false },
  ...overrides,
})

const read = (app: App, token: string) => app.inject({ method: 'GET', url: `/api/people-update/${token}` })
const put = (app: App, token: string, body: unknown) =>
  app.inject({ method: 'PUT', url: `/api/people-update/${token}`, payload: body as object })

describe('update links', () => {
  let now = new Date('2026-12-01T15:00:00Z')
  const t = useTestApp({ now: () => now })

  it('makes a 7-day link to the page, storing only the SHA-256 of its token', async () => {
    const admin = await signIn(t.app)
    const id = await marie(t.app, admin)
    const { url, expiresAt, token } = await newLink(admin, id)
    expect(url).toMatch(/^http:\/\/[^/]+\/mes-informations\/[A-Za-z0-9_-]{43}$/)
    expect(expiresAt).toBe('2026-12-08T15:00:00.000Z')
    const stored = t.app.db.prepare('SELECT token_hash, person_id, used_at FROM person_update_links').all()
    expect(stored).toEqual([{ token_hash: hashUpdateToken(token), person_id: id, used_at: null }])
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('shows the person’s details, stores their corrections once, and records them', async () => {
    const admin = await signIn(t.app)
    const id = await marie(t.app, admin)
    const { token, expiresAt } = await newLink(admin, id)

    const shown = await read(t.app, token)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['cache-control']).toBe('no-store')
    expect(shown.json()).toEqual({
      firstName: 'Marie',
      lastName: 'Joseph',
      email: 'marie@example.org',
      phone: '809-555-0101',
      phone2: '',
      birthDate: '',
      address: '',
      city: 'Santiago',
      languages: ['fr'],
      consents: { email: false, whatsapp: false, sms: false, phone: false },
      expiresAt,
    })

    const sent = await put(t.app, token, corrected())
    expect(sent.statusCode, sent.body).toBe(204)
    expect(t.app.db.prepare('SELECT * FROM people WHERE id = ?').get(id)).toMatchObject({
      last_name: 'Joseph-Pierre',
      email: 'marie.jp@example.org',
      phone: '+1 829 555 0111',
      phone_normalized: '18295550111',
      birth_date: '1990-05-17',
      address: '4 Calle del Sol',
      languages: '["ht","fr"]',
    })
    expect(
      t.app.db
        .prepare('SELECT channel, granted, source FROM person_consents WHERE person_id = ? ORDER BY channel')
        .all(id),
    ).toEqual([
      { channel: 'email', granted: 1, source: 'lien de mise à jour' },
      { channel: 'phone', granted: 0, source: 'lien de mise à jour' },
      { channel: 'sms', granted: 0, source: 'lien de mise à jour' },
      { channel: 'whatsapp', granted: 1, source: 'lien de mise à jour' },
    ])
    expect(
      t.app.db.prepare('SELECT kind, by_name, title, text FROM person_timeline WHERE person_id = ?').all(id),
    ).toEqual([
      {
        kind: 'update',
        by_name: null,
        title: 'Informations vérifiées par la personne (lien de mise à jour)',
        text:
          'Corrigé : nom, e-mail, téléphone, date de naissance, adresse, langues.\n' +
          'Contact : e-mail accepté, WhatsApp accepté, SMS refusé, téléphone refusé.',
      },
    ])
    expect(t.app.db.prepare('SELECT used_at FROM person_update_links').pluck().get()).toBe(now.toISOString())

    // Used: both calls say so, and nothing more is stored.
    for (const again of [await read(t.app, token), await put(t.app, token, corrected({ city: 'Moca' }))]) {
      expect(again.statusCode).toBe(410)
      expect(again.json()).toEqual({ message: UPDATE_LINK_MESSAGES.used })
    }
    expect(t.app.db.prepare('SELECT city FROM people WHERE id = ?').pluck().get(id)).toBe('Santiago')
  })

  it('refuses an expired link with 410, and an unknown one with 404', async () => {
    const admin = await signIn(t.app)
    const id = await marie(t.app, admin)
    const { token } = await newLink(admin, id)
    const start = now
    now = new Date(start.getTime() + 7 * DAY - 1000)
    expect((await read(t.app, token)).statusCode).toBe(200)
    now = new Date(start.getTime() + 7 * DAY)
    for (const answer of [await read(t.app, token), await put(t.app, token, corrected())]) {
      expect(answer.statusCode).toBe(410)
      expect(answer.json()).toEqual({ message: UPDATE_LINK_MESSAGES.expired })
    }
    now = start
    for (const unknown of ['A'.repeat(43), 'trop-court', `${token}x`]) {
      const answer = await read(t.app, unknown)
      expect(answer.statusCode, unknown).toBe(404)
      expect(answer.json()).toEqual({ message: UPDATE_LINK_MESSAGES.unknown })
    }
    expect(t.app.db.prepare('SELECT email FROM people WHERE id = ?').pluck().get(id)).toBe('marie@example.org')
  })

  it('refuses bad details field by field in French, and what the person may not change', async () => {
    const admin = await signIn(t.app)
    const id = await marie(t.app, admin)
    const { token } = await newLink(admin, id)
    const refused = await put(t.app, token, corrected({ firstName: ' ', email: 'marie@', phone: 'abc' }))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fieldErrors).toEqual({
      firstName: ['Le prénom est obligatoire.'],
      email: ['Adresse e-mail invalide.'],
      phone: ['Numéro de téléphone invalide.'],
    })
    const status = await put(t.app, token, { ...corrected(), status: 'membre' })
    expect(status.statusCode).toBe(400)
    expect(Object.keys(status.json().fieldErrors)).toEqual(['status'])
    // Refusals do not use up the link.
    expect((await read(t.app, token)).statusCode).toBe(200)
  })

  it('keeps the token out of the logs', async () => {
    const admin = await signIn(t.app)
    const id = await marie(t.app, admin)
    const { token } = await newLink(admin, id)
    await put(t.app, token, corrected({ email: 'pas-une-adresse' }))
    await put(t.app, token, corrected())
    await read(t.app, token)
    const logged = t.logs.join('\n')
    expect(logged).toContain(`/api/people-update/${MASKED}`)
    expect(logged).not.toContain(token)
  })
})

describe('update links are rate limited like the forms', () => {
  const t = useTestApp({ env: { RATE_LIMIT_PUBLIC_MAX: '2', RATE_LIMIT_PUBLIC_PER_HOUR: '1' } })

  it('answers 429 past the public writes’ limit', async () => {
    const token = 'B'.repeat(43)
    const answers = []
    for (let i = 0; i < 3; i += 1) answers.push((await put(t.app, token, corrected())).statusCode)
    expect(answers).toEqual([404, 404, 429])
  })
})

describe('the update link’s page', () => {
  const staticDir = temporaryStaticDir('eglise-update-page-')
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>')
  const t = useTestApp({ env: { STATIC_DIR: staticDir } })

  it('answers the app, kept from search engines and never sent on as a Referer', async () => {
    const response = await t.app.inject(`/mes-informations/${'C'.repeat(43)}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>App</title>')
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
  })
})
