import { describe, expect, it } from 'vitest'
import { formatMoney } from '#common/schemas/gift.ts'
import { personSchema, type Person } from '#common/schemas/people.ts'
import { rename, signIn, submit, type AdminClient } from './admin-helper.ts'
import { countRows, useTestApp } from './helper.ts'

const P = '/api/admin/people'

/** The person as the API gives it, checked against the contract. */
const person = async (client: AdminClient, id: number): Promise<Person> => {
  const response = await client.get(`${P}/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return personSchema.parse(response.json())
}
const create = async (client: AdminClient, fields: Record<string, unknown>): Promise<number> => {
  const response = await client.send('POST', P, fields)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id as number
}
const ids = (response: { json: () => { items: { id: number }[] } }) => response.json().items.map((item) => item.id)
/** The person a row of `table` was linked to. */
const personOf = (
  t: { app: { db: { prepare: (sql: string) => { pluck: () => { get: (id: number) => unknown } } } } },
  table: string,
  id: number,
) => t.app.db.prepare(`SELECT person_id FROM ${table} WHERE id = ?`).pluck().get(id) as number | null

describe('people: the records and the list', () => {
  // Wednesday 18 November 2026, 11:00 in Santiago.
  let clock = new Date('2026-11-18T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('creates a person met at the door with the defaults, and changes them', async () => {
    clock = new Date('2026-11-18T15:00:00.000Z')
    const admin = await signIn(t.app)
    const id = await create(admin, { firstName: ' Rose ' })
    const created = await person(admin, id)
    expect(created).toMatchObject({
      firstName: 'Rose',
      lastName: '',
      email: '',
      phone: '',
      languages: ['fr'],
      status: 'visiteur',
      followUpStep: '',
      householdId: null,
      household: null,
      lastContactAt: null,
      statusChangedAt: null,
      consents: [],
      timeline: [],
    })

    rename(t.app, admin, 'Pasteur Jean')
    const patched = await admin.send('PATCH', `${P}/${id}`, {
      status: 'membre',
      phone: '809-555-0177',
      languages: ['ht', 'fr'],
      consents: { whatsapp: true },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    const after = personSchema.parse(patched.json())
    expect(after).toMatchObject({
      status: 'membre',
      statusChangedAt: clock.toISOString(),
      membershipDate: '2026-11-18',
      phone: '809-555-0177',
      languages: ['ht', 'fr'],
      consents: [{ channel: 'whatsapp', granted: true, at: clock.toISOString(), source: 'secrétariat' }],
    })
    expect(after.timeline).toEqual([
      {
        kind: 'status',
        at: clock.toISOString(),
        by: 'Pasteur Jean',
        title: 'Statut : Visiteur → Membre',
        text: '',
        confidential: false,
        ref: expect.objectContaining({ table: 'person_timeline' }),
      },
    ])
    // The audit line names the person by id only: no name, phone nor e-mail.
    const line = t.app.db
      .prepare("SELECT entity, entity_id, summary FROM audit_log WHERE action = 'person.update'")
      .get()
    expect(line).toEqual({
      entity: 'person',
      entity_id: id,
      summary: `Personne n° ${id} modifiée : statut (Visiteur → Membre), téléphone, langues, consentements`,
    })
  })

  it('finds a person by name, e-mail or phone in any spelling, and pages', async () => {
    const admin = await signIn(t.app)
    const marie = await create(admin, { firstName: 'Marie', lastName: 'Étienne', phone: '+1 (809) 555-0101' })
    const jean = await create(admin, {
      firstName: 'Jean',
      lastName: 'Louis',
      email: 'Jean.Louis@Example.org',
      phone2: '829 555 0102',
    })
    await create(admin, { firstName: 'Paul', lastName: 'Michel', status: 'membre' })

    expect(ids(await admin.get(`${P}?q=809-555-0101`))).toEqual([marie])
    expect(ids(await admin.get(`${P}?q=8095550101`))).toEqual([marie])
    expect(ids(await admin.get(`${P}?q=${encodeURIComponent('(809) 555 01')}`))).toEqual([marie])
    expect(ids(await admin.get(`${P}?q=8295550102`))).toEqual([jean])
    expect(ids(await admin.get(`${P}?q=etienne`))).toEqual([marie])
    expect(ids(await admin.get(`${P}?q=${encodeURIComponent('étienne marie')}`))).toEqual([marie])
    expect(ids(await admin.get(`${P}?q=jean.louis@example`))).toEqual([jean])

    // Members first, then by name; paged.
    const all = await admin.get(`${P}?pageSize=2`)
    expect(all.json().total).toBe(3)
    // Étienne before Louis: accents aside.
    expect(all.json().items.map((item: { firstName: string }) => item.firstName)).toEqual(['Paul', 'Marie'])
    expect(
      (await admin.get(`${P}?pageSize=2&page=2`)).json().items.map((item: { firstName: string }) => item.firstName),
    ).toEqual(['Jean'])
    expect(ids(await admin.get(`${P}?status=membre`))).toHaveLength(1)

    // A changed name or e-mail is found at once under the new one, no longer under the old.
    expect(
      (await admin.send('PATCH', `${P}/${jean}`, { lastName: 'Dérosier', email: 'jd@example.org' })).statusCode,
    ).toBe(200)
    expect(ids(await admin.get(`${P}?q=derosier`))).toEqual([jean])
    expect(ids(await admin.get(`${P}?q=jd@example`))).toEqual([jean])
    expect(ids(await admin.get(`${P}?q=louis`))).toEqual([])
    // « Jean Louis » no longer matches across the two names and the e-mail.
    expect(ids(await admin.get(`${P}?q=${encodeURIComponent('michel jd')}`))).toEqual([])
  })

  it('filters this week’s birthdays, those waiting for follow-up or stale, a household, a consent', async () => {
    clock = new Date('2025-12-01T15:00:00.000Z')
    const before = await signIn(t.app)
    const old = await create(before, { firstName: 'Ancien', followUpStep: 'a_contacter' })
    await create(before, { firstName: 'Parti', status: 'parti' })
    clock = new Date('2026-11-18T15:00:00.000Z') // Wednesday: the week is 16–22 November
    const admin = await signIn(t.app)
    const monday = await create(admin, { firstName: 'Lundi', birthDate: '1980-11-16' })
    const sunday = await create(admin, { firstName: 'Dimanche', birthDate: '1975-11-22' })
    await create(admin, { firstName: 'Après', birthDate: '1980-11-23' })
    const household = (
      await admin.send('POST', '/api/admin/households', { name: 'Famille Joseph', city: 'Santiago' })
    ).json()
    const inHouse = await create(admin, {
      firstName: 'Foyer',
      householdId: household.id,
      householdRole: 'responsable',
      consents: { whatsapp: true, sms: false },
    })
    const refusing = await create(admin, { firstName: 'Refus', consents: { whatsapp: false } })

    expect(ids(await admin.get(`${P}?birthdays=week`))).toEqual([monday, sunday])
    expect(ids(await admin.get(`${P}?followUp=waiting`))).toEqual([old])
    // No contact for 30 days; those who left are never « sans suivi ».
    expect(ids(await admin.get(`${P}?followUp=stale`))).toEqual([old])
    expect(ids(await admin.get(`${P}?householdId=${household.id}`))).toEqual([inHouse])
    expect(ids(await admin.get(`${P}?consent=whatsapp`))).toEqual([inHouse])
    expect(ids(await admin.get(`${P}?consent=sms`))).toEqual([])
    void refusing

    const contacted = await admin.send('POST', `${P}/${old}/contacts`, { channel: 'phone', outcome: 'joint' })
    expect(contacted.statusCode).toBe(201)
    expect(ids(await admin.get(`${P}?followUp=stale`))).toEqual([])

    // The household shows on the person's page, with its people.
    expect((await person(admin, inHouse)).household).toEqual({
      id: household.id,
      name: 'Famille Joseph',
      address: '',
      city: 'Santiago',
      members: [{ id: inHouse, firstName: 'Foyer', lastName: '', role: 'responsable' }],
    })
  })

  it('gives birthdays across the new year, and 29 February on the 28th', async () => {
    clock = new Date('2026-12-30T15:00:00.000Z') // Wednesday: 28 December to 3 January
    let admin = await signIn(t.app)
    const january = await create(admin, { firstName: 'Janvier', birthDate: '1990-01-03' })
    const december = await create(admin, { firstName: 'Décembre', birthDate: '1990-12-28' })
    expect(ids(await admin.get(`${P}?birthdays=week`))).toEqual([december, january])
    clock = new Date('2027-03-01T15:00:00.000Z') // Monday 1 March 2027: 1–7 March, no 28 February
    admin = await signIn(t.app)
    const leap = await create(admin, { firstName: 'Bissextile', birthDate: '2000-02-29' })
    expect(ids(await admin.get(`${P}?birthdays=week`))).toEqual([])
    clock = new Date('2027-02-24T15:00:00.000Z') // 22–28 February 2027
    admin = await signIn(t.app)
    expect(ids(await admin.get(`${P}?birthdays=week`))).toEqual([leap])
  })

  it('refuses bad input with the fields named in French, and unknown people', async () => {
    const admin = await signIn(t.app)
    const bad = await admin.send('POST', P, {
      firstName: '',
      email: 'pas-une-adresse',
      status: 'roi',
      languages: ['de'],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      message: 'Certains champs sont invalides.',
      fieldErrors: {
        firstName: ['Le prénom est obligatoire.'],
        email: ['Adresse e-mail invalide.'],
        status: ['Statut invalide.'],
        'languages.0': ['Langue invalide.'],
      },
    })
    const household = await admin.send('POST', P, { firstName: 'Rose', householdId: 99 })
    expect(household.json()).toEqual({
      message: 'Ce foyer n’existe pas.',
      fieldErrors: { householdId: ['Ce foyer n’existe pas.'] },
    })
    expect((await admin.get(`${P}?followUp=jamais`)).json().fieldErrors).toEqual({
      followUp: ['Filtre de suivi invalide.'],
    })
    const contact = await admin.send('POST', `${P}/1/contacts`, { channel: 'pigeon', outcome: 'rappeler' })
    expect(contact.statusCode).toBe(400)
    expect(Object.keys(contact.json().fieldErrors).sort()).toEqual(['channel'])
    const id = await create(admin, { firstName: 'Rose' })
    const callBack = await admin.send('POST', `${P}/${id}/contacts`, { channel: 'phone', outcome: 'rappeler' })
    expect(callBack.json()).toEqual({
      message: 'Certains champs sont invalides.',
      fieldErrors: { callBackOn: ['Indiquez quand rappeler.'] },
    })
    expect((await admin.get(`${P}/999`)).statusCode).toBe(404)
    expect((await admin.send('POST', `${P}/999/notes`, { text: 'Bonjour' })).statusCode).toBe(404)
  })

  it('refuses the « Contenu » role and lets the secretaries in', async () => {
    const content = await signIn(t.app, { role: 'contenu', name: 'Frère Luc' })
    for (const [method, url] of [
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/1`],
      ['POST', `${P}/1/notes`],
      ['GET', '/api/admin/households'],
      ['GET', '/api/admin/message-templates'],
      ['PUT', '/api/admin/settings/roll-complete'],
    ] as const) {
      const response = method === 'GET' ? await content.get(url) : await content.send(method, url, {})
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
    const secretary = await signIn(t.app, { role: 'secretariat', name: 'Sœur Marthe' })
    expect((await secretary.get(P)).statusCode).toBe(200)
  })
})

describe('people: notes, contacts, e-mails, templates', () => {
  const clock = new Date('2026-11-18T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('gives a confidential note to its author and the administrators only, absent for others', async () => {
    const author = await signIn(t.app, { role: 'secretariat', name: 'Sœur Marthe' })
    const colleague = await signIn(t.app, { role: 'secretariat', name: 'Frère Paul' })
    const admin = await signIn(t.app, { role: 'administrateur', name: 'Pasteur Jean' })
    const id = await create(author, { firstName: 'Rose' })
    const secret = 'Traverse un deuil, souhaite une visite discrète.'
    const added = await author.send('POST', `${P}/${id}/notes`, { text: secret, confidential: true })
    expect(added.statusCode).toBe(201)
    await author.send('POST', `${P}/${id}/notes`, { text: 'Aime chanter.' })

    const forAuthor = await person(author, id)
    expect(forAuthor.timeline.map((entry) => [entry.title, entry.text, entry.by, entry.confidential])).toEqual([
      ['Note', 'Aime chanter.', 'Sœur Marthe', false],
      ['Note confidentielle', secret, 'Sœur Marthe', true],
    ])
    expect((await person(admin, id)).timeline.map((entry) => entry.text)).toContain(secret)
    // Not hidden by the screen: absent from the answer.
    const forColleague = await colleague.get(`${P}/${id}`)
    expect(forColleague.body).not.toContain(secret)
    expect(forColleague.body).not.toContain('Note confidentielle')
    expect(forColleague.json().timeline).toHaveLength(1)
    // Nor in the audit log.
    expect(JSON.stringify(t.app.db.prepare('SELECT summary FROM audit_log').all())).not.toContain('deuil')
  })

  it('records a call with its outcome, the day to call back, and the last contact', async () => {
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Pasteur Jean')
    const id = await create(admin, { firstName: 'Rose' })
    const response = await admin.send('POST', `${P}/${id}/contacts`, {
      channel: 'whatsapp',
      outcome: 'rappeler',
      callBackOn: '2026-12-03',
      note: 'Rappeler après le travail.',
    })
    expect(response.statusCode).toBe(201)
    const after = personSchema.parse(response.json())
    expect(after.lastContactAt).toBe(clock.toISOString())
    expect(after.timeline[0]).toMatchObject({
      kind: 'contact',
      by: 'Pasteur Jean',
      title: 'WhatsApp : rappeler le 3 décembre 2026',
      text: 'Rappeler après le travail.',
    })
    const line = t.app.db.prepare("SELECT summary FROM audit_log WHERE action = 'person.contact'").pluck().get()
    expect(line).toBe(`Personne n° ${id} : whatsapp : rappeler le 3 décembre 2026`)
  })

  it('queues an e-mail through the outbox and keeps it in the timeline', async () => {
    const admin = await signIn(t.app)
    const id = await create(admin, { firstName: 'Rose', email: 'rose@example.org' })
    const response = await admin.send('POST', `${P}/${id}/emails`, {
      subject: 'Bienvenue',
      body: 'Bonjour Rose,\nÀ dimanche !',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().timeline[0]).toMatchObject({
      kind: 'email',
      title: 'E-mail envoyé : Bienvenue',
      text: 'Bonjour Rose,\nÀ dimanche !',
    })
    expect(t.app.db.prepare('SELECT to_address AS "to", subject, body FROM outbox').all()).toEqual([
      { to: 'rose@example.org', subject: 'Bienvenue', body: 'Bonjour Rose,\nÀ dimanche !' },
    ])
    const noEmail = await create(admin, { firstName: 'Paul' })
    expect((await admin.send('POST', `${P}/${noEmail}/emails`, { subject: 'A', body: 'B' })).json()).toEqual({
      message: 'Cette personne n’a pas d’adresse e-mail.',
    })
    await admin.send('PATCH', `${P}/${id}`, { consents: { email: false } })
    const refused = await admin.send('POST', `${P}/${id}/emails`, { subject: 'A', body: 'B' })
    expect(refused.statusCode).toBe(409)
    expect(countRows(t.app, 'outbox')).toBe(1)
  })

  it('seeds the three templates and fills one in the person’s language', async () => {
    const admin = await signIn(t.app)
    const templates = (await admin.get('/api/admin/message-templates')).json()
    expect(templates.map((template: { key: string; label: string }) => template.label)).toEqual([
      'Bienvenue',
      'Vous nous avez manqué',
      'Joyeux anniversaire',
    ])
    for (const template of templates) {
      for (const language of ['fr', 'ht', 'es', 'en']) expect(template.texts[language]).toContain('{prénom}')
    }
    const id = await create(admin, { firstName: 'Rose', phone: '809-555-0101', languages: ['ht', 'fr'] })
    const message = (await admin.get(`${P}/${id}/whatsapp/joyeux_anniversaire`)).json()
    expect(message.language).toBe('ht')
    expect(message.text).toMatch(/^Bòn fèt Rose !/)
    expect(message.url).toBe(`https://wa.me/18095550101?text=${encodeURIComponent(message.text)}`)

    const edited = await admin.send('PUT', '/api/admin/message-templates/joyeux_anniversaire', {
      label: 'Joyeux anniversaire',
      texts: { fr: 'Bon anniversaire {prénom} !', ht: '', es: '', en: '' },
    })
    expect(edited.statusCode).toBe(200)
    // No Creole text any more: French instead.
    expect((await admin.get(`${P}/${id}/whatsapp/joyeux_anniversaire`)).json()).toMatchObject({
      language: 'fr',
      text: 'Bon anniversaire Rose !',
    })
    const missingFrench = await admin.send('PUT', '/api/admin/message-templates/bienvenue', {
      label: 'B',
      texts: { fr: '' },
    })
    expect(missingFrench.json().fieldErrors).toEqual({ 'texts.fr': ['Le texte en français est obligatoire.'] })
    expect((await admin.get(`${P}/${id}/whatsapp/inconnu`)).statusCode).toBe(404)
  })
})

describe('people: merge and undo', () => {
  let clock = new Date('2026-11-18T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('moves everything to the kept person, fills its blanks, and undoes the same day exactly', async () => {
    clock = new Date('2026-11-18T15:00:00.000Z')
    let admin = await signIn(t.app)
    const message = await submit(t.app, 'contact', { name: 'Rose Pierre', email: 'rose@example.org', phone: '' })
    const kept = personOf(t, 'contact_messages', message)!
    const registration = await submit(t.app, 'member', { email: 'autre@example.org', phone: '829-555-0199' })
    const other = personOf(t, 'member_registrations', registration)!
    expect(other).not.toBe(kept)
    await admin.send('POST', `${P}/${other}/notes`, { text: 'Note sur l’autre fiche.' })
    await admin.send('PATCH', `${P}/${other}`, { consents: { whatsapp: true } })
    const before = await person(admin, kept)

    const merged = await admin.send('POST', `${P}/${kept}/merge`, { otherId: other })
    expect(merged.statusCode, merged.body).toBe(200)
    const after = personSchema.parse(merged.json())
    expect(after).toMatchObject({
      email: 'rose@example.org', // kept
      phone: '829-555-0199', // was empty: taken from the other
      birthDate: '1990-05-17',
      address: '12 Calle Duarte',
      followUpStep: 'a_contacter',
      consents: [expect.objectContaining({ channel: 'whatsapp', granted: true })],
    })
    // All at the same instant: staff's entries first (the newer first), then what was sent.
    expect(after.timeline.map((entry) => entry.kind)).toEqual(['merge', 'note', 'message', 'registration'])
    expect(personOf(t, 'member_registrations', registration)).toBe(kept)
    expect((await admin.get(`${P}/${other}`)).statusCode).toBe(404)
    expect(ids(await admin.get(P))).toEqual([kept])
    // A new submission with the merged person's e-mail lands on the kept one.
    const later = await submit(t.app, 'contact', { email: 'AUTRE@example.org', phone: '' })
    expect(personOf(t, 'contact_messages', later)).toBe(kept)
    expect((await admin.send('POST', `${P}/${kept}/merge`, { otherId: other })).statusCode).toBe(409)
    expect((await admin.send('POST', `${P}/${kept}/merge`, { otherId: kept })).json()).toEqual({
      message: 'Une personne ne peut pas être fusionnée avec elle-même.',
      fieldErrors: { otherId: ['Une personne ne peut pas être fusionnée avec elle-même.'] },
    })

    clock = new Date('2026-11-19T03:30:00.000Z') // 23:30 in Santiago: still the same day
    admin = await signIn(t.app)
    const undone = await admin.send('POST', `${P}/${kept}/merge/undo`)
    expect(undone.statusCode, undone.body).toBe(200)
    const restored = personSchema.parse(undone.json())
    const { timeline: beforeTimeline, ...beforeFields } = before
    const { timeline: restoredTimeline, ...restoredFields } = restored
    expect(restoredFields).toEqual(beforeFields)
    // The later message stays with the person it was sent to.
    expect(restoredTimeline.filter((entry) => entry.kind !== 'message' || entry.ref?.id !== later)).toEqual(
      beforeTimeline,
    )
    expect(personOf(t, 'member_registrations', registration)).toBe(other)
    const otherAgain = await person(admin, other)
    expect(otherAgain.timeline.map((entry) => entry.kind).sort()).toEqual(['note', 'registration'])
    expect(otherAgain.consents).toHaveLength(1)
    expect((await admin.send('POST', `${P}/${kept}/merge/undo`)).json()).toEqual({
      message: 'Aucune fusion à annuler pour cette personne.',
    })
    const lines = t.app.db
      .prepare("SELECT action, entity_id AS entityId, summary FROM audit_log WHERE action LIKE 'person.merge%'")
      .all()
    expect(lines).toEqual([
      { action: 'person.merge', entityId: kept, summary: `Personne n° ${other} fusionnée dans la n° ${kept}` },
      { action: 'person.merge-undo', entityId: kept, summary: `Personne n° ${kept} : fusion annulée` },
    ])
  })

  it('refuses to undo a merge the next day', async () => {
    clock = new Date('2026-11-18T15:00:00.000Z')
    let admin = await signIn(t.app)
    const kept = await create(admin, { firstName: 'Rose' })
    const other = await create(admin, { firstName: 'Rose', phone: '809 555 0101' })
    expect((await admin.send('POST', `${P}/${kept}/merge`, { otherId: other })).statusCode).toBe(200)
    clock = new Date('2026-11-19T04:30:00.000Z') // 00:30 the next day in Santiago
    admin = await signIn(t.app)
    const late = await admin.send('POST', `${P}/${kept}/merge/undo`)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ message: 'Une fusion ne peut être annulée que le jour même.' })
    expect((await person(admin, kept)).phone).toBe('809 555 0101')
  })
})

describe('people: every submission linked to its person', () => {
  const clock = new Date('2026-11-18T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('links registrations, messages, requests and subscriptions by e-mail or phone, or makes a visitor', async () => {
    const first = await submit(t.app, 'member', { email: 'marie@example.org', phone: '809-555-0101' })
    const person1 = personOf(t, 'member_registrations', first)!
    // The same phone in another spelling, another e-mail: the same person.
    const second = await submit(t.app, 'member', { email: 'marie.autre@example.org', phone: '+1 (809) 555 0101' })
    expect(personOf(t, 'member_registrations', second)).toBe(person1)
    const message = await submit(t.app, 'contact', { name: 'Marie J', email: 'MARIE@example.org', phone: '' })
    expect(personOf(t, 'contact_messages', message)).toBe(person1)
    const feproba = await submit(t.app, 'feproba', { email: 'x@example.org', phone: '8095550101' })
    expect(personOf(t, 'programme_requests', feproba)).toBe(person1)
    const isl = await submit(t.app, 'isl', {
      name: 'David Michel',
      email: 'david@example.org',
      phone: '+1 849 555 0130',
    })
    const david = personOf(t, 'programme_requests', isl)!
    expect(david).not.toBe(person1)
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'David@Example.org' },
    })
    expect(subscribed.statusCode).toBe(201)
    const subscriber = t.app.db.prepare('SELECT id, person_id FROM newsletter_subscribers').get() as {
      id: number
      person_id: number
    }
    expect(subscriber.person_id).toBe(david)
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'seul@example.org' } })
    expect(countRows(t.app, 'people')).toBe(3)

    const admin = await signIn(t.app)
    const marie = await person(admin, person1)
    expect(marie).toMatchObject({
      firstName: 'Marie',
      lastName: 'Joseph',
      email: 'marie@example.org',
      phone: '809-555-0101',
      birthDate: '1990-05-17',
      city: 'Santiago',
      status: 'visiteur',
      followUpStep: 'a_contacter',
    })
    expect(marie.timeline.map((entry) => [entry.kind, entry.title])).toEqual([
      ['programme_request', 'Demande d’information FEPROBA'],
      ['message', 'Message : Prière'],
      ['registration', 'Inscription comme membre'],
      ['registration', 'Inscription comme membre'],
    ])
    expect(marie.timeline[0]!.text).toBe('Programme : Informatique (Débutant)\nQuels sont les horaires ?')
    expect(marie.timeline[1]!.text).toBe('Merci de prier pour ma famille.')
    expect(marie.timeline[0]!.ref).toEqual({ table: 'programme_requests', id: feproba })
    const davidPerson = await person(admin, david)
    expect(davidPerson).toMatchObject({ firstName: 'David', lastName: 'Michel', followUpStep: '' })
    expect(davidPerson.timeline.map((entry) => [entry.title, entry.text])).toEqual([
      ['Abonnement à la lettre d’information', 'À confirmer'],
      ['Candidature ISL', 'Programme : Diplôme (Temps partiel)\nJe sers comme diacre.'],
    ])
    const alone = (await admin.get(`${P}?q=seul@example.org`)).json().items
    expect(alone).toMatchObject([{ firstName: '', email: 'seul@example.org', status: 'visiteur' }])
  })

  it('links a recorded gift to the person chosen, by e-mail or phone, or by name', async () => {
    const admin = await signIn(t.app)
    const id = await create(admin, { firstName: 'Marie', lastName: 'Pierre', email: 'marie@example.org' })
    const gift = { date: '2026-11-17', amount: '1500,50', currency: 'DOP', method: 'especes', note: 'Offrande' }
    const chosen = await admin.send('POST', '/api/admin/gifts', { ...gift, donor: 'M. Pierre', personId: id })
    expect(chosen.statusCode, chosen.body).toBe(201)
    expect(personOf(t, 'gifts', chosen.json().id)).toBe(id)
    const byEmail = await admin.send('POST', '/api/admin/gifts', {
      ...gift,
      donor: 'Marie',
      donorEmail: 'MARIE@example.org',
    })
    expect(personOf(t, 'gifts', byEmail.json().id)).toBe(id)
    const byName = await admin.send('POST', '/api/admin/gifts', { ...gift, donor: 'marie  PIERRE' })
    expect(personOf(t, 'gifts', byName.json().id)).toBe(id)
    const newDonor = await admin.send('POST', '/api/admin/gifts', {
      ...gift,
      donor: 'Luc Noël',
      donorPhone: '809 555 0142',
    })
    const luc = personOf(t, 'gifts', newDonor.json().id)!
    expect(await person(admin, luc)).toMatchObject({ firstName: 'Luc', lastName: 'Noël', phone: '809 555 0142' })
    const anonymous = await admin.send('POST', '/api/admin/gifts', { ...gift, donor: 'Famille inconnue' })
    expect(personOf(t, 'gifts', anonymous.json().id)).toBeNull()
    const unknownPerson = await admin.send('POST', '/api/admin/gifts', { ...gift, personId: 999 })
    expect(unknownPerson.statusCode).toBe(400)
    expect(Object.keys(unknownPerson.json().fieldErrors)).toEqual(['personId'])

    const entries = (await person(admin, id)).timeline
    const given = `${formatMoney(150050, 'DOP')} (Espèces), reçu le 17 novembre 2026\nOffrande`
    expect(entries.filter((entry) => entry.kind === 'gift').map((entry) => entry.text)).toEqual([given, given, given])
    // The office keeps the register of gifts: it sees them on the person's page too.
    const secretary = await signIn(t.app, { role: 'secretariat' })
    expect((await person(secretary, id)).timeline.filter((entry) => entry.kind === 'gift')).toHaveLength(3)
  })

  it('links the rows stored before the people existed, oldest first, once', async () => {
    // Straight into the tables, as an older installation has them, then a restart.
    const insertMember = (email: string, phone: string, createdAt: string) =>
      t.app.membersRepository.insert(
        {
          firstName: 'Anne',
          lastName: 'Louis',
          email,
          phone,
          dateOfBirth: '1990-01-01',
          address: 'Rue',
          city: 'Santiago',
        },
        createdAt,
      )
    const later = insertMember('anne@example.org', '809-555-0120', '2026-10-02T12:00:00.000Z')
    const message = t.app.contactMessagesRepository.insert(
      { name: 'Anne Louis', email: 'anne.l@example.org', phone: '(809) 555 0120', subject: 'Prière', message: 'Merci' },
      '2026-10-01T12:00:00.000Z',
    )
    t.app.db.prepare('UPDATE member_registrations SET person_id = NULL').run()
    const people = countRows(t.app, 'people')
    expect(t.app.peopleLinker.linkExisting(clock)).toBe(2)
    expect(countRows(t.app, 'people')).toBe(people + 1)
    const anne = personOf(t, 'contact_messages', message)!
    expect(personOf(t, 'member_registrations', later)).toBe(anne)
    // The first row made the person, dated as it was; the later one completed it.
    const row = t.app.peopleRepository.findRow(anne)!
    expect(row).toMatchObject({
      email: 'anne.l@example.org',
      birth_date: '1990-01-01',
      created_at: '2026-10-01T12:00:00.000Z',
    })
    expect(row.follow_up_step).toBe('a_contacter')
    expect(t.app.peopleLinker.linkExisting(clock)).toBe(0)
  })
})

describe('people: the member figures from the roll', () => {
  // 15 November 2026 in Santiago.
  const clock = new Date('2026-11-15T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('counts the members once the roll is complete, the overview and its chart agreeing', async () => {
    const admin = await signIn(t.app)
    const stats = async () => (await t.app.inject('/api/members/stats')).json()
    expect(await stats()).toEqual({ totalMembers: 342, newThisMonth: 12, activeMembers: 320 })
    await create(admin, { firstName: 'Ancien', status: 'membre', membershipDate: '2026-03-10' })
    const joined = await create(admin, { firstName: 'Rose' })
    await admin.send('PATCH', `${P}/${joined}`, { status: 'membre' }) // today: a new member
    await create(admin, { firstName: 'Parti', status: 'inactif' })
    await submit(t.app, 'member') // a registration is no member until staff say so
    // Until the church says the roll is complete, the typed figures stay.
    expect((await stats()).totalMembers).toBe(343)

    const switched = await admin.send('PUT', '/api/admin/settings/roll-complete', { complete: true })
    expect(switched.json()).toEqual({ complete: true, updatedAt: clock.toISOString(), updatedBy: 'Administrateur' })
    expect(await stats()).toEqual({ totalMembers: 2, newThisMonth: 1, activeMembers: 2 })
    const overview = (await admin.get('/api/admin/overview')).json()
    expect(overview.stats).toEqual(await stats())
    expect(overview.rollComplete).toBe(true)
    expect(overview.registrationsByMonth.at(-1)).toEqual({ month: '2026-11', count: overview.stats.newThisMonth })
    expect(overview.registrationsByMonth.find((m: { month: string }) => m.month === '2026-03')).toEqual({
      month: '2026-03',
      count: 1,
    })
    expect((await admin.get('/api/admin/figures')).json()).toMatchObject(await stats())
    const typed = await admin.send('PUT', '/api/admin/figures', {
      totalMembers: 400,
      newThisMonth: 1,
      activeMembers: 300,
    })
    expect(typed.statusCode).toBe(409)

    await admin.send('PUT', '/api/admin/settings/roll-complete', { complete: false })
    expect((await stats()).totalMembers).toBe(343)
    expect((await admin.send('PUT', '/api/admin/settings/roll-complete', {})).json().fieldErrors).toEqual({
      complete: ['Indiquez si le registre est complet (true ou false).'],
    })
  })
})

describe('people: the CSV export', () => {
  let clock = new Date('2026-11-10T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('exports the filtered list, added between two days, with the columns the import reads', async () => {
    clock = new Date('2026-11-10T15:00:00.000Z')
    let admin = await signIn(t.app)
    await create(admin, { firstName: 'Avant', status: 'membre' })
    clock = new Date('2026-11-16T03:30:00.000Z') // 23:30 on the 15th in Santiago
    admin = await signIn(t.app)
    const household = (await admin.send('POST', '/api/admin/households', { name: 'Famille Joseph' })).json()
    await create(admin, {
      firstName: 'Marie',
      lastName: '=Joseph',
      phone: '809-555-0101',
      status: 'membre',
      languages: ['ht', 'fr'],
      householdId: household.id,
    })
    await create(admin, { firstName: 'Paul', status: 'visiteur' })

    const response = await admin.get(`${P}.csv?status=membre&from=2026-11-15&to=2026-11-15`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe('attachment; filename="personnes-2026-11-15.csv"')
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Prénom,Nom,Téléphone,Second téléphone,E-mail,Date de naissance,Adresse,Ville,Statut,Suivi,Langues,Foyer,Membre depuis,Première visite,Dernier contact,Ajouté le',
    )
    expect(lines.slice(1)).toEqual([
      `Marie,'=Joseph,809-555-0101,,,,,,Membre,,"Créole, Français",Famille Joseph,2026-11-15,,,2026-11-15 23:30`,
    ])
    expect((await admin.get(`${P}.csv?to=2026-11-14`)).body).toContain('Avant')
    expect((await admin.get(`${P}.csv?to=2026-11-14`)).body).not.toContain('Marie')
    const backwards = await admin.get(`${P}.csv?from=2026-11-15&to=2026-11-01`)
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().fieldErrors).toEqual({ to: ['La date de fin est avant la date de début.'] })
  })
})
