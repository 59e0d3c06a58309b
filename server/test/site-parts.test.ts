// PATCH /api/admin/site: the dashboard's « Site » forms save only the parts they show.
import { describe, expect, it } from 'vitest'
import { siteContentSeed } from '#common/seed/site-content.ts'
import type { SiteContent } from '#common/schemas/site-content.ts'
import { PHONE_MESSAGES } from '#common/schemas/site-content-fields.ts'
import type { App } from '../src/app.ts'
import { signIn } from './admin-helper.ts'
import { countChangeLines, useTestApp } from './helper.ts'

const auditSummaries = (app: App) =>
  app.db
    .prepare("SELECT summary FROM audit_log WHERE entity = 'site' ORDER BY id")
    .all()
    .map((row) => (row as { summary: string }).summary)
const publicContent = async (app: App) => (await app.inject('/api/site')).json() as SiteContent

describe('PATCH /api/admin/site', () => {
  const t = useTestApp()
  const seed = siteContentSeed()
  const newPhone = '+18295550160'

  it('is 401 without a session and 403 from another origin, and stores nothing', async () => {
    const body = { contacts: { ...seed.contacts, phone: newPhone } }
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/admin/site', payload: body })
    expect(anonymous.statusCode).toBe(401)
    const { cookie } = await signIn(t.app)
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/site',
      headers: { cookie, origin: 'https://ailleurs.example' },
      payload: body,
    })
    expect(foreign.statusCode).toBe(403)
    expect((await publicContent(t.app)).contacts.phone).toEqual(seed.contacts.phone)
    expect(countChangeLines(t.app)).toBe(0)
  })

  it('replaces the parts sent, keeps the others, and names the parts in the audit log', async () => {
    const admin = await signIn(t.app)
    const directors = seed.directors.map((d, i) => (i === 0 ? { ...d, name: 'Paul Nouveau' } : d))
    const response = await admin.send('PATCH', '/api/admin/site', {
      contacts: { ...seed.contacts, phone: newPhone },
      directors,
    })
    expect(response.statusCode).toBe(200)
    const expected = { ...seed, contacts: { ...seed.contacts, phone: newPhone }, directors }
    expect(response.json()).toEqual(expected)
    expect(await publicContent(t.app)).toEqual(expected)
    expect(auditSummaries(t.app)).toEqual(['Contenu du site modifié : contacts, directeurs de ministères'])
  })

  it('stores a number typed in any spelling once, in E.164', async () => {
    const admin = await signIn(t.app)
    const response = await admin.send('PATCH', '/api/admin/site', {
      contacts: { ...seed.contacts, phone: '(829) 555 0160', whatsapp: { use: 'other', number: '829.555.0190' } },
    })
    expect(response.statusCode).toBe(200)
    expect((await publicContent(t.app)).contacts).toMatchObject({
      phone: newPhone,
      whatsapp: { use: 'other', number: '+18295550190' },
    })
  })

  it('answers 400 with dotted field names for a nested error, and stores nothing', async () => {
    const admin = await signIn(t.app)
    const leaders = seed.leaders.map((l, i) => (i === 1 ? { ...l, email: 'pas-une-adresse' } : l))
    const response = await admin.send('PATCH', '/api/admin/site', {
      leaders,
      contacts: { ...seed.contacts, phone: '582-1234', whatsapp: { use: 'other', number: '' } },
    })
    expect(response.statusCode).toBe(400)
    const { fieldErrors } = response.json() as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(fieldErrors).sort()).toEqual(['contacts.phone', 'contacts.whatsapp.number', 'leaders.1.email'])
    expect(fieldErrors['contacts.phone']).toEqual([PHONE_MESSAGES.invalid])
    expect(fieldErrors['contacts.whatsapp.number']).toEqual(['Numéro WhatsApp obligatoire.'])
    expect(await publicContent(t.app)).toEqual(seed)
    expect(countChangeLines(t.app)).toBe(0)
  })

  it('refuses an unknown part and an empty body', async () => {
    const admin = await signIn(t.app)
    const unknown = await admin.send('PATCH', '/api/admin/site', { sermons: [] })
    expect(unknown.statusCode).toBe(400)
    const empty = await admin.send('PATCH', '/api/admin/site', {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBeTruthy()
    expect(countChangeLines(t.app)).toBe(0)
  })
})
