import { describe, expect, it } from 'vitest'
import { signIn, submit, type AdminClient, rename } from './admin-helper.ts'
import { countRows, useTestApp } from './helper.ts'

interface Entry {
  id: number
  at: string
  actor: string
  action: string
  entity: string
  entityId: number | null
  summary: string
}

describe('admin: audit log', () => {
  const clock = new Date('2026-11-22T15:00:00.000Z')
  const t = useTestApp({ now: () => clock, config: { mailWorker: false } })

  /** Signs in as "Sœur Marthe", so every line should name her. */
  async function operator(): Promise<AdminClient> {
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Sœur Marthe')
    return admin
  }
  const entries = async (admin: AdminClient, query = '') =>
    (await admin.get(`/api/admin/audit-log${query}`)).json() as { items: Entry[]; total: number }
  /** Runs `change`, which must answer `status` and add exactly one line; returns that line. */
  async function oneLine(
    admin: AdminClient,
    change: () => Promise<{ statusCode: number }>,
    status = 200,
  ): Promise<Entry> {
    const before = countRows(t.app, 'audit_log')
    expect((await change()).statusCode).toBe(status)
    expect(countRows(t.app, 'audit_log')).toBe(before + 1)
    const line = (await entries(admin)).items[0]!
    expect(line).toMatchObject({ actor: 'Sœur Marthe', at: clock.toISOString() })
    return line
  }

  it('is 401 without a session', async () => {
    expect((await t.app.inject('/api/admin/audit-log')).statusCode).toBe(401)
  })

  it('writes one line, as the operator, for each change of a registration', async () => {
    const first = await submit(t.app, 'member')
    const duplicate = await submit(t.app, 'member', { firstName: 'Marie2' })
    const other = await submit(t.app, 'member', { firstName: 'Mia', email: 'mia@example.org' })
    const admin = await operator()

    expect(
      await oneLine(admin, () => admin.send('PATCH', `/api/admin/members/${first}`, { status: 'contacte' })),
    ).toMatchObject({
      action: 'member.status',
      entity: 'member',
      entityId: first,
      summary: `Inscription n° ${first} (Marie Joseph) : Nouveau → Contacté`,
    })
    expect(
      await oneLine(admin, () => admin.send('POST', `/api/admin/members/${duplicate}/merge`, { intoId: first })),
    ).toMatchObject({
      action: 'member.merge',
      entityId: duplicate,
      summary: `Inscription n° ${duplicate} (Marie2 Joseph) fusionnée dans la n° ${first}`,
    })
    expect(
      await oneLine(admin, () => admin.send('POST', `/api/admin/members/${other}/dismiss-duplicate`)),
    ).toMatchObject({
      action: 'member.dismiss-duplicate',
      entityId: other,
      summary: `Inscription n° ${other} (Mia Joseph) : pas un doublon de la n° ${first}`,
    })
  })

  it('writes one line for a message, a request, a newsletter removal and an outbox retry', async () => {
    const message = await submit(t.app, 'contact')
    const feproba = await submit(t.app, 'feproba')
    const isl = await submit(t.app, 'isl')
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'lecteur@example.org' },
    })
    expect(subscribed.statusCode).toBe(201)
    const admin = await operator()
    const subscriber = (await admin.get('/api/admin/newsletter')).json().items[0].id as number

    expect(
      await oneLine(admin, () => admin.send('PATCH', `/api/admin/messages/${message}`, { status: 'lu' })),
    ).toMatchObject({
      action: 'message.status',
      entity: 'contact_message',
      summary: `Message n° ${message} (Jean Pierre) : Nouveau → Lu`,
    })
    expect(
      await oneLine(admin, () => admin.send('PATCH', `/api/admin/requests/${feproba}`, { status: 'repondu' })),
    ).toMatchObject({
      action: 'request.status',
      summary: `Demande FEPROBA n° ${feproba} (Anne Louis) : Nouveau → Répondu`,
    })
    expect(
      await oneLine(admin, () => admin.send('PATCH', `/api/admin/requests/${isl}`, { status: 'lu' })),
    ).toMatchObject({
      summary: `Candidature ISL n° ${isl} (David Michel) : Nouveau → Lu`,
    })

    const removal = await oneLine(admin, () => admin.send('DELETE', `/api/admin/newsletter/${subscriber}`), 204)
    expect(removal).toMatchObject({
      action: 'newsletter.remove',
      entityId: subscriber,
      summary: 'Abonné l•••@example.org retiré de la newsletter',
    })
    // The address itself is not kept in the log of someone who asked to be removed.
    expect(JSON.stringify(await entries(admin))).not.toContain('lecteur@example.org')

    const mail = (await admin.get('/api/admin/outbox')).json().items[0] as { id: number; subject: string }
    expect(await oneLine(admin, () => admin.send('POST', `/api/admin/outbox/${mail.id}/retry`))).toMatchObject({
      action: 'outbox.retry',
      entityId: mail.id,
      summary: `Alerte e-mail n° ${mail.id} (« ${mail.subject} ») relancée`,
    })
  })

  it('writes one line for each gift, the donation settings and the figures', async () => {
    const admin = await operator()
    const gift = { date: '2026-11-15', amount: '1500', currency: 'DOP', method: 'especes' }
    const created = await oneLine(admin, () => admin.send('POST', '/api/admin/gifts', gift), 201)
    expect(created).toMatchObject({ action: 'gift.create', entity: 'gift' })
    expect(created.summary).toMatch(/^Don de 1\s500,00\sDOP \(Espèces\) du 15 novembre 2026 enregistré$/)
    const id = created.entityId!
    const updated = await oneLine(admin, () =>
      admin.send('PUT', `/api/admin/gifts/${id}`, { ...gift, amount: '1600', note: 'Corrigé' }),
    )
    expect(updated).toMatchObject({ action: 'gift.update', entityId: id })
    expect(updated.summary).toMatch(/modifié : montant, note$/)
    expect(await oneLine(admin, () => admin.send('DELETE', `/api/admin/gifts/${id}`), 204)).toMatchObject({
      action: 'gift.delete',
      entityId: id,
    })

    expect(
      await oneLine(admin, () =>
        admin.send('PUT', '/api/admin/donation-settings', { paypalEmail: 'tresor@example.org', currency: 'CAD' }),
      ),
    ).toMatchObject({
      action: 'donation.settings',
      entity: 'settings',
      summary: 'Lien de don PayPal : compte tresor@example.org, devise CAD',
    })
    expect(
      await oneLine(admin, () =>
        admin.send('PUT', '/api/admin/figures', { totalMembers: 350, newThisMonth: 14, activeMembers: 330 }),
      ),
    ).toMatchObject({
      action: 'figures.update',
      summary: 'Chiffres affichés sur le site : 350 membres, 14 nouveaux ce mois-ci, 330 actifs',
    })
  })

  it('writes nothing for a refused change, and records "Administrateur" when nobody gave a name', async () => {
    const id = await submit(t.app, 'member')
    const admin = await signIn(t.app)
    // Only the sign-in's own line.
    expect(countRows(t.app, 'audit_log')).toBe(1)
    expect((await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'accueilli' })).statusCode).toBe(400)
    expect((await admin.send('POST', '/api/admin/gifts', { amount: '0' })).statusCode).toBe(400)
    expect((await admin.send('DELETE', '/api/admin/newsletter/999')).statusCode).toBe(404)
    expect(countRows(t.app, 'audit_log')).toBe(1)
    await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'contacte' })
    expect((await entries(admin)).items[0]?.actor).toBe('Administrateur')
  })

  it('lists newest first, by pages', async () => {
    const admin = await operator()
    for (const amount of ['1', '2', '3']) {
      await admin.send('POST', '/api/admin/gifts', { date: '2026-11-01', amount, currency: 'USD', method: 'paypal' })
    }
    const page = await entries(admin, '?page=1&pageSize=2')
    // The three gifts, after the sign-in's line.
    expect(page.total).toBe(4)
    expect(page.items.map((e) => e.summary)).toEqual([
      expect.stringMatching(/^Don de 3,00\s\$US/),
      expect.stringMatching(/^Don de 2,00\s\$US/),
    ])
    expect((await entries(admin, '?page=2&pageSize=2')).items.map((e) => e.action)).toEqual([
      'gift.create',
      'session.login',
    ])
  })
})
