import { describe, expect, it } from 'vitest'
import { NO_OTHER_GIVING } from '#common/schemas/donation-defaults.ts'
import { signIn, rename } from './admin-helper.ts'
import { countRows, useTestApp } from './helper.ts'

const ROUTES = [
  ['GET', '/api/admin/donation-settings'],
  ['PUT', '/api/admin/donation-settings'],
  ['GET', '/api/admin/gifts'],
  ['POST', '/api/admin/gifts'],
  ['PUT', '/api/admin/gifts/1'],
  ['DELETE', '/api/admin/gifts/1'],
  ['GET', '/api/admin/gifts/totals'],
  ['GET', '/api/admin/gifts.csv'],
] as const

const gift = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-11-15',
  amount: '1 500,50',
  currency: 'DOP',
  method: 'especes',
  donor: 'Famille Joseph',
  note: 'Offrande de Noël',
  ...overrides,
})

describe('admin: donation settings', () => {
  const clock = new Date('2026-11-22T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it.each(ROUTES)('%s %s is 401 without a session', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Authentification requise.' })
  })

  it('serves the built-in account until the admin changes it, then the new one to the public', async () => {
    const admin = await signIn(t.app)
    expect((await admin.get('/api/admin/donation-settings')).json()).toEqual({
      paypalEmail: 'dons@example.org',
      currency: 'USD',
      // The other ways to give: none until the church fills them in.
      ...NO_OTHER_GIVING,
      updatedAt: null,
      updatedBy: null,
    })
    const before = await t.app.inject('/api/donation')
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ paypalEmail: 'dons@example.org', currency: 'USD', ...NO_OTHER_GIVING })
    expect(before.headers['cache-control']).toBe('no-cache')

    rename(t.app, admin, 'Trésorier')
    const put = await admin.send('PUT', '/api/admin/donation-settings', {
      paypalEmail: ' tresor@eglise.example ',
      currency: 'EUR',
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toEqual({
      paypalEmail: 'tresor@eglise.example',
      currency: 'EUR',
      ...NO_OTHER_GIVING,
      updatedAt: clock.toISOString(),
      updatedBy: 'Trésorier',
    })

    // The public read follows at once: new body, new ETag, the old ETag no longer answers 304.
    const after = await t.app.inject({
      url: '/api/donation',
      headers: { 'if-none-match': String(before.headers.etag) },
    })
    expect(after.statusCode).toBe(200)
    expect(after.json()).toEqual({ paypalEmail: 'tresor@eglise.example', currency: 'EUR', ...NO_OTHER_GIVING })
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const again = await t.app.inject({ url: '/api/donation', headers: { 'if-none-match': String(after.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })

  it.each([
    [{ paypalEmail: 'pas-une-adresse', currency: 'USD' }, ['paypalEmail']],
    [{ paypalEmail: 'dons@example.org', currency: 'DOP' }, ['currency']],
    [{ currency: 'usd' }, ['paypalEmail', 'currency']],
  ])('refuses %j naming the fields, in French', async (body, fields) => {
    const admin = await signIn(t.app)
    const response = await admin.send('PUT', '/api/admin/donation-settings', body)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual([...fields].sort())
    if (fields.includes('currency')) {
      expect(response.json().fieldErrors.currency).toEqual([
        'Devise non acceptée par PayPal : choisissez USD, EUR, CAD.',
      ])
    }
    expect((await t.app.inject('/api/donation')).json().paypalEmail).toBe('dons@example.org')
  })
})

describe('admin: register of gifts', () => {
  const clock = new Date('2026-11-22T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('records, lists, corrects and deletes a gift, remembering who did it', async () => {
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Secrétaire')
    const created = await admin.send('POST', '/api/admin/gifts', gift())
    expect(created.statusCode).toBe(201)
    const record = created.json()
    expect(record).toEqual({
      id: expect.any(Number),
      date: '2026-11-15',
      amountCents: 150050,
      currency: 'DOP',
      method: 'especes',
      donor: 'Famille Joseph',
      note: 'Offrande de Noël',
      createdAt: clock.toISOString(),
      createdBy: 'Secrétaire',
      updatedAt: null,
      updatedBy: null,
    })
    expect((await admin.get('/api/admin/gifts')).json()).toEqual({ items: [record], total: 1 })

    const put = await admin.send(
      'PUT',
      `/api/admin/gifts/${record.id}`,
      gift({ amount: '2000', method: 'virement', donor: '' }),
    )
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({
      amountCents: 200000,
      method: 'virement',
      donor: '',
      updatedBy: 'Secrétaire',
      updatedAt: clock.toISOString(),
    })

    expect((await admin.send('DELETE', `/api/admin/gifts/${record.id}`)).statusCode).toBe(204)
    expect(countRows(t.app, 'gifts')).toBe(0)
    expect((await admin.send('DELETE', `/api/admin/gifts/${record.id}`)).statusCode).toBe(404)
    expect((await admin.send('PUT', `/api/admin/gifts/${record.id}`, gift())).statusCode).toBe(404)
  })

  it.each([
    ['1500', 150000],
    ['1500.5', 150050],
    ['1 500,05', 150005],
    ['0,01', 1],
    [250, 25000],
    [12.34, 1234],
  ])('reads the amount %j as %i cents', async (amount, cents) => {
    const admin = await signIn(t.app)
    const response = await admin.send('POST', '/api/admin/gifts', gift({ amount }))
    expect(response.statusCode).toBe(201)
    expect(response.json().amountCents).toBe(cents)
  })

  it.each([
    [{ amount: '' }, 'amount', 'Montant obligatoire.'],
    [{ amount: '0' }, 'amount', 'Le montant doit être supérieur à 0.'],
    [{ amount: '-5' }, 'amount', 'Montant invalide : écrivez par exemple 1500 ou 1500,50.'],
    [{ amount: '12,345' }, 'amount', 'Deux décimales au maximum (les centimes).'],
    [{ amount: '1.234,50' }, 'amount', 'Montant invalide : écrivez par exemple 1500 ou 1500,50.'],
    [{ amount: '10000000,01' }, 'amount', 'Montant trop élevé : 10\u00a0000\u00a0000 au maximum.'],
    [{ amount: '9'.repeat(40) }, 'amount', 'Montant trop élevé : 10\u00a0000\u00a0000 au maximum.'],
    [{ currency: 'HTG' }, 'currency', 'Choisissez la devise.'],
    [{ method: 'cheque' }, 'method', 'Choisissez le moyen de paiement.'],
    [{ date: '2026-02-30' }, 'date', 'Date invalide (format AAAA-MM-JJ).'],
    [{ date: '2026-11-23' }, 'date', 'La date ne peut pas être après aujourd’hui.'],
    [{ donor: 'x'.repeat(121) }, 'donor', '120 caractères au maximum.'],
    [{ note: 'x'.repeat(501) }, 'note', '500 caractères au maximum.'],
  ])('refuses %j with a French error on %s', async (overrides, field, message) => {
    const admin = await signIn(t.app)
    const response = await admin.send('POST', '/api/admin/gifts', gift(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ [field]: [message] })
    expect(countRows(t.app, 'gifts')).toBe(0)
  })

  it('refuses a bad id, a bad filter and a missing body with 400, never 500', async () => {
    const admin = await signIn(t.app)
    expect((await admin.send('PUT', '/api/admin/gifts/abc', gift())).json().fieldErrors).toHaveProperty('id')
    expect((await admin.get('/api/admin/gifts?month=2026-13')).json().fieldErrors).toEqual({
      month: ['Mois invalide (format AAAA-MM).'],
    })
    expect((await admin.get('/api/admin/gifts?currency=HTG')).statusCode).toBe(400)
    expect((await admin.send('POST', '/api/admin/gifts')).statusCode).toBe(400)
  })

  it('lists newest first, filters by month, currency and method, and pages', async () => {
    const admin = await signIn(t.app)
    const add = async (overrides: Record<string, unknown>) =>
      (await admin.send('POST', '/api/admin/gifts', gift(overrides))).json().id as number
    const october = await add({ date: '2026-10-31', currency: 'USD', method: 'paypal', amount: '50' })
    const early = await add({ date: '2026-11-01', amount: '100' })
    const late = await add({ date: '2026-11-20', currency: 'USD', method: 'virement', amount: '20' })
    const ids = async (query: string) =>
      ((await admin.get(`/api/admin/gifts${query}`)).json().items as { id: number }[]).map((g) => g.id)
    expect(await ids('')).toEqual([late, early, october])
    expect(await ids('?month=2026-11')).toEqual([late, early])
    expect(await ids('?month=2026-10')).toEqual([october])
    expect(await ids('?currency=USD')).toEqual([late, october])
    expect(await ids('?method=especes')).toEqual([early])
    expect(await ids('?month=2026-11&currency=USD&method=virement')).toEqual([late])
    expect(await ids('?month=&currency=')).toHaveLength(3)
    const second = (await admin.get('/api/admin/gifts?page=2&pageSize=2')).json()
    expect(second).toMatchObject({ total: 3, items: [{ id: october }] })
  })

  it('totals each month per currency, never adding DOP and USD', async () => {
    const admin = await signIn(t.app)
    for (const overrides of [
      { date: '2026-11-02', amount: '1000', currency: 'DOP' },
      { date: '2026-11-09', amount: '500,25', currency: 'DOP', method: 'virement' },
      { date: '2026-11-09', amount: '40', currency: 'USD', method: 'paypal' },
      { date: '2026-10-04', amount: '0,10', currency: 'USD' },
      { date: '2026-10-05', amount: '0,20', currency: 'USD' },
    ]) {
      expect((await admin.send('POST', '/api/admin/gifts', gift(overrides))).statusCode).toBe(201)
    }
    const totals = await admin.get('/api/admin/gifts/totals')
    expect(totals.statusCode).toBe(200)
    expect(totals.json()).toEqual([
      { month: '2026-11', currency: 'DOP', totalCents: 150025, count: 2 },
      { month: '2026-11', currency: 'USD', totalCents: 4000, count: 1 },
      // 0.10 + 0.20 is 30 cents exactly: amounts are integers.
      { month: '2026-10', currency: 'USD', totalCents: 30, count: 2 },
    ])
  })

  it('records gifts in euros and Canadian dollars, totalled apart, listed and exported as such', async () => {
    const admin = await signIn(t.app)
    for (const overrides of [
      { date: '2026-11-03', amount: '50', currency: 'EUR', method: 'paypal' },
      { date: '2026-11-04', amount: '20,50', currency: 'EUR', method: 'paypal' },
      { date: '2026-11-05', amount: '75', currency: 'CAD', method: 'paypal' },
      { date: '2026-11-06', amount: '1000', currency: 'DOP' },
    ]) {
      expect((await admin.send('POST', '/api/admin/gifts', gift(overrides))).statusCode).toBe(201)
    }
    expect((await admin.send('POST', '/api/admin/gifts', gift({ currency: 'HTG' }))).statusCode).toBe(400)
    expect((await admin.get('/api/admin/gifts/totals')).json()).toEqual([
      { month: '2026-11', currency: 'CAD', totalCents: 7500, count: 1 },
      { month: '2026-11', currency: 'DOP', totalCents: 100000, count: 1 },
      { month: '2026-11', currency: 'EUR', totalCents: 7050, count: 2 },
    ])
    expect((await admin.get('/api/admin/gifts?currency=EUR')).json()).toMatchObject({ total: 2 })
    const csv = (await admin.get('/api/admin/gifts.csv?currency=CAD')).body.slice(1).split('\r\n')
    expect(csv[1]).toMatch(/^2026-11-05,75\.00,CAD,PayPal,/)
  })

  it('exports the gifts as CSV: BOM, CRLF, French headers, formulas neutralised, same filters', async () => {
    const admin = await signIn(t.app)
    await admin.send('POST', '/api/admin/gifts', gift({ donor: '=HYPERLINK("http://x")', note: 'Dîme, « novembre »' }))
    await admin.send('POST', '/api/admin/gifts', gift({ date: '2026-10-01', currency: 'USD', amount: '25' }))
    const response = await admin.get('/api/admin/gifts.csv?month=2026-11')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="dons-2026-11-22.csv"')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = response.body.slice(1).split('\r\n')
    expect(lines).toEqual([
      'Date,Montant,Devise,Moyen de paiement,Donateur,Note,Enregistré par,Enregistré le',
      `2026-11-15,1500.50,DOP,Espèces,"'=HYPERLINK(""http://x"")","Dîme, « novembre »",Administrateur,2026-11-22 11:00`,
      '',
    ])
    const all = await admin.get('/api/admin/gifts.csv')
    expect(all.body.trim().split('\r\n')).toHaveLength(3)
  })
})

// In a small church the secretary counts the Sunday offering and records it; the PayPal account
// the site's button pays into stays with the administrators.
describe('admin: gifts by role', () => {
  const clock = new Date('2026-11-22T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })
  const FORBIDDEN = { message: 'Accès refusé.' }

  it('lets the secretariat record, correct, delete, total and export gifts, signed with her name', async () => {
    const secretary = await signIn(t.app, { role: 'secretariat', name: 'Marie Dorvil' })
    const offering = gift({ amount: '4 250', donor: '', note: 'Offrande du dimanche' })
    const created = await secretary.send('POST', '/api/admin/gifts', offering)
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(created.json()).toMatchObject({ amountCents: 425000, createdBy: 'Marie Dorvil' })

    expect((await secretary.get('/api/admin/gifts')).json()).toMatchObject({ total: 1, items: [{ id }] })
    expect((await secretary.get('/api/admin/gifts/totals')).json()).toEqual([
      { month: '2026-11', currency: 'DOP', totalCents: 425000, count: 1 },
    ])

    const corrected = await secretary.send('PUT', `/api/admin/gifts/${id}`, { ...offering, amount: '4 520' })
    expect(corrected.statusCode).toBe(200)
    expect(corrected.json()).toMatchObject({ amountCents: 452000, updatedBy: 'Marie Dorvil' })

    const csv = await secretary.get('/api/admin/gifts.csv')
    expect(csv.statusCode).toBe(200)
    expect(csv.body.slice(1).split('\r\n')[1]).toMatch(
      /^2026-11-15,4520\.00,DOP,Espèces,,Offrande du dimanche,Marie Dorvil,/,
    )

    expect((await secretary.send('DELETE', `/api/admin/gifts/${id}`)).statusCode).toBe(204)
    expect(countRows(t.app, 'gifts')).toBe(0)

    // The journal (an administrator's to read) names her for each change.
    const admin = await signIn(t.app)
    const journal = (await admin.get('/api/admin/audit-log')).json().items as Array<{ actor: string; action: string }>
    expect(journal.filter((line) => line.action.startsWith('gift.')).map((line) => [line.action, line.actor])).toEqual([
      ['gift.delete', 'Marie Dorvil'],
      ['gift.update', 'Marie Dorvil'],
      ['gift.create', 'Marie Dorvil'],
    ])
  })

  it('keeps the PayPal settings from the secretariat (403), unchanged', async () => {
    const secretary = await signIn(t.app, { role: 'secretariat' })
    const read = await secretary.get('/api/admin/donation-settings')
    expect(read.statusCode).toBe(403)
    expect(read.json()).toEqual(FORBIDDEN)
    const write = await secretary.send('PUT', '/api/admin/donation-settings', {
      paypalEmail: 'detour@example.org',
      currency: 'USD',
    })
    expect(write.statusCode).toBe(403)
    expect(write.json()).toEqual(FORBIDDEN)
    expect((await t.app.inject('/api/donation')).json().paypalEmail).toBe('dons@example.org')
  })

  it('keeps the gifts and the settings from « Contenu » (403), recording nothing', async () => {
    const content = await signIn(t.app, { role: 'contenu' })
    for (const [method, url] of ROUTES) {
      const response =
        method === 'GET'
          ? await content.get(url)
          : await content.send(method, url, method === 'DELETE' ? undefined : gift())
      expect(response.statusCode, `${method} ${url}`).toBe(403)
      expect(response.json(), `${method} ${url}`).toEqual(FORBIDDEN)
    }
    expect(countRows(t.app, 'gifts')).toBe(0)
  })
})
