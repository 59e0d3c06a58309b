// A person's rights on the real app and a temporary SQLite file: the import of the church's roll
// (all or nothing, dry run), the export of everything about one person, and their erasure, after
// which no table holds their e-mail or phone.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../src/db/database.ts'
import { recordConsents } from '../src/db/people-consents.ts'
import { ERASED_TEXTS } from '#common/people-rights.ts'
import { SAME_ORIGIN, signIn, submit, type AdminClient } from './admin-helper.ts'
import { countRows, useTestApp } from './helper.ts'
import type { App } from '../src/app.ts'

const IMPORT = '/api/admin/people/import'

/** Posts a CSV file (text or bytes) to the import. */
function importCsv(app: App, client: AdminClient, file: string | Uint8Array, query = 'dryRun=0') {
  return app.inject({
    method: 'POST',
    url: `${IMPORT}?${query}`,
    headers: { cookie: client.cookie, origin: SAME_ORIGIN, 'content-type': 'text/csv' },
    payload: typeof file === 'string' ? file : Buffer.from(file),
  })
}

const ROLL = [
  'Prénom;Nom;Téléphone;E-mail;Date de naissance;Adresse;Ville;Statut',
  'Marie;Joseph;809-555-0101;marie.joseph@example.org;17/05/1990;12 Calle Duarte;Santiago;Membre',
  'Paul;Louis;+1 829 555 0150;;;;;Habitué',
  'Anne;;;;;;;',
].join('\r\n')

const personIdBy = (app: App, email: string) =>
  app.db.prepare('SELECT id FROM people WHERE lower(email) = ?').pluck().get(email) as number

describe('POST /api/admin/people/import', () => {
  const t = useTestApp()

  it('previews a dry run exactly, and stores nothing', async () => {
    const admin = await signIn(t.app)
    const before = countRows(t.app, 'people')
    const response = await importCsv(t.app, admin, ROLL, 'dryRun=1')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ created: 3, linked: 0, refused: [] })
    expect(countRows(t.app, 'people')).toBe(before)
  })

  it('creates each person, then finds them again by e-mail or phone and fills only what is empty', async () => {
    const admin = await signIn(t.app)
    expect((await importCsv(t.app, admin, ROLL)).json()).toEqual({ created: 3, linked: 0, refused: [] })
    const marie = t.app.db.prepare("SELECT * FROM people WHERE email = 'marie.joseph@example.org'").get() as Record<
      string,
      unknown
    >
    expect(marie).toMatchObject({
      first_name: 'Marie',
      last_name: 'Joseph',
      phone: '809-555-0101',
      phone_normalized: '18095550101',
      birth_date: '1990-05-17',
      status: 'membre',
      occupation: '',
    })

    // Marie by her phone written another way, Paul by his; Marie's name is not overwritten.
    const again = [
      'Prénom,Nom,Téléphone,Profession,Ville',
      'Maria,Josef,(809) 555-0101,Infirmière,Puerto Plata',
      'Paul,Louis,8295550150,,Santiago',
      'Ruth,Baptiste,,,',
    ].join('\n')
    expect((await importCsv(t.app, admin, again)).json()).toEqual({ created: 1, linked: 2, refused: [] })
    expect(t.app.db.prepare('SELECT first_name, occupation, city FROM people WHERE id = ?').get(marie.id)).toEqual({
      first_name: 'Marie',
      occupation: 'Infirmière',
      city: 'Santiago',
    })
    expect(t.app.db.prepare("SELECT city FROM people WHERE first_name = 'Paul'").pluck().get()).toBe('Santiago')
    expect(countRows(t.app, 'people')).toBe(4)
    const audit = t.app.db
      .prepare("SELECT summary FROM audit_log WHERE action = 'person.import' ORDER BY id")
      .pluck()
      .all()
    expect(audit).toEqual([
      'Import de personnes : 3 créées, 0 retrouvée et complétée',
      'Import de personnes : 1 créée, 2 retrouvées et complétées',
    ])
  })

  it('counts a person twice in the same file once created, then linked', async () => {
    const admin = await signIn(t.app)
    const file = 'Prénom;E-mail\nMarie;marie@example.org\nMarie;MARIE@example.org\n'
    expect((await importCsv(t.app, admin, file, 'dryRun=1')).json()).toEqual({ created: 1, linked: 1, refused: [] })
    expect((await importCsv(t.app, admin, file)).json()).toEqual({ created: 1, linked: 1, refused: [] })
  })

  it('stores nothing when one line is refused, and names each refused line and column', async () => {
    const admin = await signIn(t.app)
    const file = `${ROLL}\r\nJean;;;pas-une-adresse;;;;\r\nLuc;;;;31/02/1990;;;`
    const response = await importCsv(t.app, admin, file)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      created: 3,
      linked: 0,
      refused: [
        { line: 5, message: 'Colonne « E-mail » : Adresse e-mail invalide.' },
        { line: 6, message: 'Colonne « Date de naissance » : date invalide (JJ/MM/AAAA ou AAAA-MM-JJ).' },
      ],
    })
    expect(countRows(t.app, 'people')).toBe(0)
    expect(t.app.db.prepare("SELECT COUNT(*) FROM audit_log WHERE action = 'person.import'").pluck().get()).toBe(0)
  })

  it('reads Excel’s Windows-1252 file and an explicit mapping', async () => {
    const admin = await signIn(t.app)
    const latin1 = Uint8Array.from([...'Given name;Mobile\r\nHélène;809 555 0199\r\n'].map((c) => c.charCodeAt(0)))
    const mapping = encodeURIComponent(JSON.stringify({ firstName: 'Given name', phone: 'Mobile' }))
    const response = await importCsv(t.app, admin, latin1, `dryRun=0&mapping=${mapping}`)
    expect(response.json()).toEqual({ created: 1, linked: 0, refused: [] })
    expect(t.app.db.prepare('SELECT first_name, phone FROM people').get()).toEqual({
      first_name: 'Hélène',
      phone: '809 555 0199',
    })
  })

  it('refuses what is not a readable roll with a French message', async () => {
    const admin = await signIn(t.app)
    const noFirstName = await importCsv(t.app, admin, 'Nom;Ville\nJoseph;Santiago')
    expect(noFirstName.statusCode).toBe(400)
    expect(noFirstName.json().message).toContain('Aucune colonne « Prénom »')
    const noDryRun = await importCsv(t.app, admin, ROLL, '')
    expect(noDryRun.statusCode).toBe(400)
    expect(noDryRun.json().fieldErrors.dryRun).toEqual([expect.stringContaining('dryRun=1')])
    const badMapping = await importCsv(t.app, admin, ROLL, 'dryRun=1&mapping=%7Bnope')
    expect(badMapping.statusCode).toBe(400)
    expect(badMapping.json().fieldErrors.mapping).toEqual([expect.stringContaining('Correspondance invalide')])
    const json = await admin.send('POST', `${IMPORT}?dryRun=1`, { firstName: 'Marie' })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toBe('Type de contenu non pris en charge : envoyez le fichier en text/csv.')
    const huge = await importCsv(t.app, admin, `Prénom\n${'Marie\n'.repeat(900_000)}`)
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe('Le fichier est trop volumineux (5 Mo au maximum).')
    expect(countRows(t.app, 'people')).toBe(0)
  })

  it('imports 2,000 people in well under 10 seconds', async () => {
    const admin = await signIn(t.app)
    const lines = ['Prénom;Nom;Téléphone;E-mail;Date de naissance;Ville;Statut']
    for (let i = 0; i < 2000; i += 1)
      lines.push(
        `Prénom${i};Nom${i};809-${String(5_550_000 + i).slice(0, 3)}-${String(i).padStart(4, '0')};p${i}@example.org;01/01/1980;Santiago;Membre`,
      )
    const started = performance.now()
    const response = await importCsv(t.app, admin, lines.join('\n'))
    const elapsed = performance.now() - started
    expect(response.json()).toEqual({ created: 2000, linked: 0, refused: [] })
    expect(elapsed).toBeLessThan(5000)
  })
})

/** Marie, with something in every table that can hold a person's data. */
async function marieEverywhere(app: App, admin: AdminClient) {
  expect((await importCsv(app, admin, ROLL)).statusCode).toBe(200)
  const marie = personIdBy(app, 'marie.joseph@example.org')
  const paul = app.db.prepare("SELECT id FROM people WHERE first_name = 'Paul'").pluck().get() as number
  const registration = await submit(app, 'member', {})
  await submit(app, 'contact', { name: 'Marie Joseph', email: 'marie.joseph@example.org', phone: '809-555-0101' })
  await submit(app, 'feproba', { name: 'Marie Joseph', email: 'Marie.Joseph@example.org', phone: '8095550101' })
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: 'marie.joseph@example.org' },
  })
  expect(subscribed.statusCode).toBe(201)
  // Her registration's follow-up: an audit line naming her.
  expect((await admin.send('PATCH', `/api/admin/members/${registration}`, { status: 'contacte' })).statusCode).toBe(200)
  const at = app.now().toISOString()
  const gift = app.giftsRepository.insert(
    {
      date: at.slice(0, 10),
      amountCents: 150_000,
      currency: 'DOP',
      method: 'especes',
      donor: 'Marie Joseph',
      note: 'Pour Marie Joseph',
    },
    at,
    'Pasteur',
  )
  app.db.prepare('UPDATE gifts SET person_id = ? WHERE id = ?').run(marie, gift)
  recordConsents(app.db, marie, { email: true, whatsapp: true, sms: false }, 'formulaire d’inscription', at)
  const note = app.db.prepare(
    `INSERT INTO person_timeline (person_id, kind, at, by_account, by_name, confidential, title, text, data)
     VALUES (?, 'note', ?, ?, 'Pasteur', ?, ?, ?, '{}')`,
  )
  note.run(marie, at, admin.account.id, 1, 'Note confidentielle', 'Marie traverse un deuil.')
  note.run(marie, at, null, 0, 'Note', 'Appelée au 809-555-0101.')
  // Someone else's note that names her: only the mention goes.
  note.run(paul, at, null, 0, 'Note', 'Venu avec Marie Joseph (marie.joseph@example.org, 809 555 0101).')
  app.outboxRepository.enqueue(
    { to: 'marie.joseph@example.org', replyTo: null, subject: 'Bienvenue', body: 'Bonjour Marie !' },
    at,
  )
  app.db
    .prepare(
      `INSERT INTO idempotency_keys (key, route, body_hash, status, response, created_at)
       VALUES ('cle-1', '/api/exemple', 'x', 201, ?, ?)`,
    )
    .run(JSON.stringify({ email: 'marie.joseph@example.org' }), at)
  // Two sign-ups to an event: one linked to her, one given with her address before any link.
  const event = app.db
    .prepare(
      `INSERT INTO events (title, date, time, description, location, category, created_at)
       VALUES ('Retraite', '2027-01-10', '09:00', 'Journée', 'Église', 'Communautaire', ?)`,
    )
    .run(at).lastInsertRowid
  const signUp = app.db.prepare(
    `INSERT INTO event_registrations (event_id, name, phone, email, seats, status, source, created_at, person_id)
     VALUES (?, 'Marie Joseph', ?, ?, 1, 'confirmed', 'site', ?, ?)`,
  )
  signUp.run(event, '809-555-0101', '', at, marie)
  const unlinked = signUp.run(event, '', 'marie.joseph@example.org', at, null).lastInsertRowid
  app.db
    .prepare("INSERT INTO event_registration_links (token_hash, registration_id, created_at) VALUES ('h1', ?, ?)")
    .run(unlinked, at)
  app.auditLogRepository.record(
    { actor: 'Pasteur', action: 'person.update', entity: 'person', entityId: marie, summary: 'Fiche n° 1 modifiée' },
    app.now(),
  )
  const link = await admin.send('POST', `/api/admin/people/${marie}/update-link`)
  expect(link.statusCode).toBe(201)
  // A second record of her, merged into the first: erased with it.
  const twin = await admin.send('POST', '/api/admin/people', {
    firstName: 'Marie',
    lastName: 'Joseph',
    email: 'mj.ancienne@example.org',
    phone: '809 555 0177',
  })
  expect(twin.statusCode, twin.body).toBe(201)
  const merged = await admin.send('POST', `/api/admin/people/${marie}/merge`, { otherId: twin.json().id })
  expect(merged.statusCode, merged.body).toBe(200)
  return { marie, paul, gift, registration }
}

/** Every text value of every table, with where it is. */
function everyText(app: App): { place: string; value: string }[] {
  const tables = app.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[]
  const found: { place: string; value: string }[] = []
  for (const table of tables) {
    for (const row of app.db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string') found.push({ place: `${table}.${column}`, value })
        else if (Buffer.isBuffer(value)) found.push({ place: `${table}.${column}`, value: value.toString('latin1') })
      }
    }
  }
  return found
}

const mentionsMarie = ({ value }: { value: string }) =>
  value.toLowerCase().includes('marie.joseph@example.org') ||
  value.toLowerCase().includes('mj.ancienne@example.org') ||
  value.replace(/\D/g, '').includes('8095550101') ||
  value.replace(/\D/g, '').includes('8095550177') ||
  /marie\s+joseph/i.test(value)

describe('DELETE /api/admin/people/:id', () => {
  const t = useTestApp()

  it('erases the person and every row about them in one go: no table holds their e-mail, phone or name', async () => {
    const admin = await signIn(t.app, { name: 'Pasteur Jean' })
    const { marie, paul, gift } = await marieEverywhere(t.app, admin)
    expect(everyText(t.app).filter(mentionsMarie).length).toBeGreaterThan(10)
    const mails = countRows(t.app, 'outbox')
    const toHer = t.app.db
      .prepare("SELECT COUNT(*) FROM outbox WHERE lower(to_address) = 'marie.joseph@example.org'")
      .pluck()
      .get() as number
    expect(toHer).toBeGreaterThan(0)

    const response = await admin.send('DELETE', `/api/admin/people/${marie}`)
    expect(response.statusCode, response.body).toBe(204)

    expect(everyText(t.app).filter(mentionsMarie)).toEqual([])
    for (const table of ['member_registrations', 'contact_messages', 'programme_requests', 'newsletter_subscribers'])
      expect(countRows(t.app, table), table).toBe(0)
    expect(t.app.db.prepare('SELECT COUNT(*) FROM people WHERE id = ?').pluck().get(marie)).toBe(0)
    for (const table of ['person_consents', 'person_update_links', 'event_registrations', 'event_registration_links'])
      expect(countRows(t.app, table), table).toBe(0)
    // The gift stays in the register, its amount and date, without its donor.
    expect(t.app.db.prepare('SELECT amount_cents, donor, person_id, note FROM gifts WHERE id = ?').get(gift)).toEqual({
      amount_cents: 150_000,
      donor: '',
      person_id: null,
      note: 'Pour [effacé]',
    })
    // Paul stays, his note without her.
    expect(t.app.db.prepare('SELECT text FROM person_timeline WHERE person_id = ?').pluck().all(paul)).toEqual([
      'Venu avec [effacé] ([effacé], [effacé]).',
    ])
    // The staff alerts stay, emptied; the mail to her is gone.
    expect(countRows(t.app, 'outbox')).toBe(mails - toHer)
    expect(t.app.db.prepare('SELECT DISTINCT body FROM outbox').pluck().all()).toEqual([ERASED_TEXTS.mailBody])
    // The audit log: her earlier lines anonymised, then the erasure, by whom, without her data.
    const lines = t.app.db.prepare('SELECT actor, action, entity_id, summary FROM audit_log ORDER BY id').all() as {
      actor: string
      action: string
      entity_id: number | null
      summary: string
    }[]
    expect(lines.filter((line) => line.action === 'member.status' || line.action === 'person.update')).toEqual([
      expect.objectContaining({ summary: ERASED_TEXTS.auditSummary }),
      expect.objectContaining({ summary: ERASED_TEXTS.auditSummary }),
    ])
    expect(lines.at(-1)).toEqual({
      actor: 'Pasteur Jean',
      action: 'person.erase',
      entity_id: marie,
      summary: expect.stringMatching(
        /^Effacement d'une personne à sa demande \(personne n° \d+\) : 1 inscription, 1 message, 1 demande, 1 abonnement supprimés ; 1 don gardé sans donateur ; \d+ e-mails effacés ; \d+ lignes du journal anonymisées$/,
      ),
    })
  })

  it('leaves no copy of the deleted rows in the database file or its WAL', async () => {
    const admin = await signIn(t.app)
    const { marie } = await marieEverywhere(t.app, admin)
    expect((await admin.send('DELETE', `/api/admin/people/${marie}`)).statusCode).toBe(204)
    const file = path.join(t.dataDir, DATABASE_FILE)
    for (const each of [file, `${file}-wal`]) {
      let bytes: Buffer
      try {
        bytes = readFileSync(each)
      } catch {
        continue
      }
      expect(bytes.includes('marie.joseph@example.org'), each).toBe(false)
      expect(bytes.includes('Marie traverse un deuil'), each).toBe(false)
    }
  })

  it('answers 404 for an unknown person, and is for administrators only', async () => {
    const admin = await signIn(t.app)
    expect((await admin.send('DELETE', '/api/admin/people/999999')).statusCode).toBe(404)
    const { marie } = await marieEverywhere(t.app, admin)
    for (const role of ['secretariat', 'contenu'] as const) {
      const other = await signIn(t.app, { role })
      const refused = await other.send('DELETE', `/api/admin/people/${marie}`)
      expect(refused.statusCode, role).toBe(403)
    }
    expect(t.app.db.prepare('SELECT COUNT(*) FROM people WHERE id = ?').pluck().get(marie)).toBe(1)
  })
})

describe('GET /api/admin/people/:id/export', () => {
  const t = useTestApp()

  it('gives everything stored about the person as a JSON attachment, secrets left out', async () => {
    const admin = await signIn(t.app)
    const { marie } = await marieEverywhere(t.app, admin)
    const response = await admin.get(`/api/admin/people/${marie}/export`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personne-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = response.json()
    expect(data.person).toMatchObject({
      id: marie,
      firstName: 'Marie',
      email: 'marie.joseph@example.org',
      languages: ['fr'],
    })
    expect(data.person).not.toHaveProperty('phoneNormalized')
    expect(data.consents).toEqual([
      { channel: 'email', granted: true, at: expect.any(String), source: 'formulaire d’inscription' },
      { channel: 'sms', granted: false, at: expect.any(String), source: 'formulaire d’inscription' },
      { channel: 'whatsapp', granted: true, at: expect.any(String), source: 'formulaire d’inscription' },
    ])
    expect(data.registrations).toHaveLength(1)
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'Prière', email: 'marie.joseph@example.org' })])
    expect(data.programmeRequests).toHaveLength(1)
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: 'marie.joseph@example.org', letters: [] }),
    ])
    expect(data.newsletterSubscriptions[0]).not.toHaveProperty('confirmTokenHash')
    expect(data.gifts).toEqual([expect.objectContaining({ amountCents: 150_000, currency: 'DOP' })])
    expect(data.mails).toContainEqual(
      expect.objectContaining({ toAddress: 'marie.joseph@example.org', subject: 'Bienvenue' }),
    )
    for (const mail of data.mails) expect(mail.toAddress).toBe('marie.joseph@example.org')
    expect(data.updateLinks).toEqual([{ createdAt: expect.any(String), expiresAt: expect.any(String), usedAt: null }])
    expect(data.mergedRecords).toEqual([
      expect.objectContaining({ email: 'mj.ancienne@example.org', mergedInto: marie }),
    ])
    const notes = data.timeline.filter((entry: { kind: string }) => entry.kind === 'note')
    expect(notes.map((entry: { text: string }) => entry.text).sort()).toEqual([
      'Appelée au 809-555-0101.',
      'Marie traverse un deuil.',
    ])
    expect(data.leftOut).toEqual({ confidentialNotes: 0, gifts: 0 })
    expect(response.body).not.toMatch(/tokenHash|token_hash/)
    expect(t.app.db.prepare("SELECT summary FROM audit_log WHERE action = 'person.export'").pluck().all()).toEqual([
      `Personne n° ${marie} : export de ses données`,
    ])
  })

  it('gives a secretary the gifts but not the confidential notes of others, and says so; 403 for « Contenu »', async () => {
    const admin = await signIn(t.app)
    const { marie } = await marieEverywhere(t.app, admin)
    const secretary = await signIn(t.app, { role: 'secretariat' })
    const response = await secretary.get(`/api/admin/people/${marie}/export`)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('deuil')
    expect(response.json().leftOut).toEqual({ confidentialNotes: 1, gifts: 0 })
    expect(response.json().gifts).toHaveLength(1)
    const content = await signIn(t.app, { role: 'contenu' })
    expect((await content.get(`/api/admin/people/${marie}/export`)).statusCode).toBe(403)
    expect((await admin.get('/api/admin/people/999999/export')).statusCode).toBe(404)
  })
})

describe('roles of the import and the update link', () => {
  const t = useTestApp()

  it('refuses « Contenu » with 403 and lets the secretary import and make a link', async () => {
    const content = await signIn(t.app, { role: 'contenu' })
    expect((await importCsv(t.app, content, ROLL, 'dryRun=1')).statusCode).toBe(403)
    const secretary = await signIn(t.app, { role: 'secretariat' })
    expect((await importCsv(t.app, secretary, ROLL)).statusCode).toBe(200)
    const marie = personIdBy(t.app, 'marie.joseph@example.org')
    expect((await content.send('POST', `/api/admin/people/${marie}/update-link`)).statusCode).toBe(403)
    expect((await secretary.send('POST', `/api/admin/people/${marie}/update-link`)).statusCode).toBe(201)
    expect((await secretary.send('POST', '/api/admin/people/999999/update-link')).statusCode).toBe(404)
  })
})

describe('consents from the membership form', () => {
  let clock = new Date('2026-12-01T15:00:00Z')
  const t = useTestApp({ now: () => clock })

  it('records each channel ticked or left unticked, dated and sourced, on the registration’s person', async () => {
    await submit(t.app, 'member', { consents: { email: true, whatsapp: true, sms: false, phone: false } })
    const person = t.app.db
      .prepare("SELECT person_id FROM member_registrations WHERE email = 'marie.joseph@example.org'")
      .pluck()
      .get() as number
    const consents = () =>
      t.app.db
        .prepare('SELECT channel, granted, at, source FROM person_consents WHERE person_id = ? ORDER BY channel')
        .all(person)
    const first = clock.toISOString()
    expect(consents()).toEqual([
      { channel: 'email', granted: 1, at: first, source: 'formulaire d’inscription' },
      { channel: 'phone', granted: 0, at: first, source: 'formulaire d’inscription' },
      { channel: 'sms', granted: 0, at: first, source: 'formulaire d’inscription' },
      { channel: 'whatsapp', granted: 1, at: first, source: 'formulaire d’inscription' },
    ])
    // Registering again a day later: what did not change keeps its first date.
    clock = new Date('2026-12-02T15:00:00Z')
    await submit(t.app, 'member', {
      testimony: 'Encore moi.',
      consents: { email: true, whatsapp: false, sms: false, phone: false },
    })
    expect(consents()).toEqual([
      { channel: 'email', granted: 1, at: first, source: 'formulaire d’inscription' },
      { channel: 'phone', granted: 0, at: first, source: 'formulaire d’inscription' },
      { channel: 'sms', granted: 0, at: first, source: 'formulaire d’inscription' },
      { channel: 'whatsapp', granted: 0, at: clock.toISOString(), source: 'formulaire d’inscription' },
    ])
    // The registration itself stores nothing new.
    const columns = t.app.db.prepare('PRAGMA table_info(member_registrations)').all() as { name: string }[]
    expect(columns.map((column) => column.name)).not.toContain('consents')
  })
})
