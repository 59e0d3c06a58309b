import { describe, expect, it } from 'vitest'
import { signIn, submit } from './admin-helper.ts'
import { useTestApp, validMember } from './helper.ts'

const BOM = '\uFEFF'
const MEMBER_HEADER =
  'Prénom,Nom de famille,E-mail,Téléphone,Date de naissance,Adresse,Ville,Profession,État civil,Baptisé(e),' +
  'Église précédente,Ministère souhaité,Contact d’urgence,Téléphone d’urgence,Témoignage,Statut,Reçu le'

/** Records of the CSV (without BOM), split on CRLF outside quotes. */
function records(csv: string): string[] {
  const out: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i]!
    if (char === '"') quoted = !quoted
    if (!quoted && char === '\r' && csv[i + 1] === '\n') {
      out.push(current)
      current = ''
      i += 1
    } else current += char
  }
  expect(current).toBe('')
  return out
}

describe('admin CSV exports', () => {
  // 15:00 UTC is 11:00 in Santiago.
  const clock = new Date('2026-11-22T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('exports registrations: BOM, French header, CRLF rows, RFC 4180 quoting, formulas neutralised', async () => {
    await submit(t.app, 'member', {
      previousChurch: '=HYPERLINK("http://evil.example","Cliquez")',
      testimony: 'Merci, pasteur "Jean"\nÀ bientôt',
    })
    const admin = await signIn(t.app)
    const response = await admin.get('/api/admin/members.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="membres-2026-11-22.csv"')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body.startsWith(BOM)).toBe(true)
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(response.body.endsWith('\r\n')).toBe(true)
    const lines = records(response.body.slice(1))
    expect(lines).toEqual([
      MEMBER_HEADER,
      [
        'Marie,Joseph,marie.joseph@example.org,809-555-0101,1990-05-17,12 Calle Duarte,Santiago,Infirmière,Marié(e),Oui',
        `"'=HYPERLINK(""http://evil.example"",""Cliquez"")"`,
        "Musique,Paul Joseph,'+1 (829) 555-0102",
        '"Merci, pasteur ""Jean""\nÀ bientôt"',
        'Nouveau,2026-11-22 11:00',
      ].join(','),
    ])
  })

  it('offers a semicolon file for French Excel, with a formula after a `;` neutralised', async () => {
    await submit(t.app, 'member', { previousChurch: 'x;=1+1;y', testimony: 'a\t@SUM(A1)' })
    const admin = await signIn(t.app)
    const response = await admin.get('/api/admin/members.csv?separateur=point-virgule')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe('attachment; filename="membres-2026-11-22-excel.csv"')
    const [header, row] = records(response.body.slice(1))
    expect(header).toBe(MEMBER_HEADER.replaceAll(',', ';'))
    expect(row).toContain(`;"x;'=1+1;y";`)
    expect(row).toContain(";a\t'@SUM(A1);")
    // The comma file neutralises the same way, and quotes the cell: French Excel splits it on `;`.
    const comma = records((await admin.get('/api/admin/members.csv')).body.slice(1))[1]
    expect(comma).toContain(`,"x;'=1+1;y",`)
  })

  it('neutralises and quotes a formula after a comma in the semicolon file', async () => {
    // A spreadsheet that splits the semicolon file on commas would see `=1+1` start a cell.
    await submit(t.app, 'member', { lastName: 'x,=1+1' })
    const admin = await signIn(t.app)
    const [, row] = records((await admin.get('/api/admin/members.csv?separateur=point-virgule')).body.slice(1))
    expect(row).toMatch(/^Marie;"x,'=1\+1";/)
    const [, comma] = records((await admin.get('/api/admin/members.csv')).body.slice(1))
    expect(comma).toMatch(/^Marie,"x,'=1\+1",/)
  })

  it('exports every matching registration, not one page, with the list’s filters', async () => {
    const insertedAt = new Date(clock.getTime() - 3_600_000).toISOString()
    for (let i = 1; i <= 25; i += 1) {
      t.app.membersRepository.insert(
        {
          ...validMember({
            firstName: `Membre${i}`,
            email: `m${i}@example.org`,
            phone: `849555${String(i).padStart(4, '0')}`,
          }),
        },
        insertedAt,
      )
    }
    const luc = await submit(t.app, 'member', {
      firstName: 'Luc',
      lastName: 'Étienne',
      email: 'luc@example.org',
      phone: '829 555 7777',
    })
    const admin = await signIn(t.app)
    await admin.send('PATCH', `/api/admin/members/${luc}`, { status: 'contacte' })

    expect(records((await admin.get('/api/admin/members.csv')).body.slice(1))).toHaveLength(27)
    const contacted = records((await admin.get('/api/admin/members.csv?status=contacte&q=')).body.slice(1))
    expect(contacted).toHaveLength(2)
    expect(contacted[1]).toMatch(/^Luc,Étienne,luc@example\.org,829 555 7777,[\s\S]*,Contacté,2026-11-22 11:00$/)
    const searched = records((await admin.get('/api/admin/members.csv?q=membre2')).body.slice(1))
    expect(searched.map((line) => line.split(',')[0])).toEqual([
      'Prénom',
      'Membre25',
      'Membre24',
      'Membre23',
      'Membre22',
      'Membre21',
      'Membre20',
      'Membre2',
    ])
    expect((await admin.get('/api/admin/members.csv?status=perdu')).statusCode).toBe(400)
  })

  it('exports messages with a line break, commas and quotes in the text', async () => {
    await submit(t.app, 'contact', { message: 'Bonjour,\r\nmerci pour le "culte".' })
    await submit(t.app, 'contact', {
      name: '@Paul',
      email: 'paul@example.org',
      phone: '',
      subject: 'Visite',
      message: '-5 personnes',
    })
    const admin = await signIn(t.app)
    const response = await admin.get('/api/admin/messages.csv?q=paul')
    expect(response.headers['content-disposition']).toBe('attachment; filename="messages-2026-11-22.csv"')
    expect(records(response.body.slice(1))).toEqual([
      'Nom,E-mail,Téléphone,Sujet,Message,Statut,Reçu le',
      "'@Paul,paul@example.org,,Visite,'-5 personnes,Nouveau,2026-11-22 11:00",
    ])
    const all = records((await admin.get('/api/admin/messages.csv')).body.slice(1))
    expect(all).toHaveLength(3)
    expect(all).toContain(
      `Jean Pierre,jean.pierre@example.org,809 555 0110,Prière,"Bonjour,\r\nmerci pour le ""culte"".",Nouveau,2026-11-22 11:00`,
    )
  })

  it('exports programme requests of both kinds in one set of columns, filtered by type', async () => {
    await submit(t.app, 'feproba')
    await submit(t.app, 'isl')
    const admin = await signIn(t.app)
    const response = await admin.get('/api/admin/requests.csv?type=isl_registration')
    expect(response.headers['content-disposition']).toBe('attachment; filename="demandes-2026-11-22.csv"')
    expect(records(response.body.slice(1))).toEqual([
      'Type,Nom,E-mail,Téléphone,Programme,Niveau,Âge,Formation actuelle,Expérience ministérielle,Message,Statut,Reçu le',
      "ISL,David Michel,david.michel@example.org,'+1 849 555 0130,Diplôme,Temps partiel,,Universitaire,3-5 ans,Je sers comme diacre.,Nouveau,2026-11-22 11:00",
    ])
    const feproba = records((await admin.get('/api/admin/requests.csv?program=informatique')).body.slice(1))
    expect(feproba[1]).toBe(
      'FEPROBA,Anne Louis,anne.louis@example.org,8095550120,Informatique,Débutant,16,,,Quels sont les horaires ?,Nouveau,2026-11-22 11:00',
    )
  })

  it('exports newsletter subscribers, filtered by q', async () => {
    for (const email of ['ana@example.org', 'bruno@exemple.fr']) {
      await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } })
    }
    const admin = await signIn(t.app)
    const response = await admin.get('/api/admin/newsletter.csv?q=exemple')
    expect(response.headers['content-disposition']).toBe('attachment; filename="abonnes-2026-11-22.csv"')
    expect(response.body).toBe(`${BOM}E-mail,Inscrit le\r\nbruno@exemple.fr,2026-11-22 11:00\r\n`)
  })
})

describe('admin CSV exports by the days the records came in', () => {
  let clock = new Date('2026-11-01T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })
  const NAMES = ['Avant Octobre', 'Premier Novembre', 'Dernier Novembre', 'Premier Decembre']
  const at = (iso: string) => {
    clock = new Date(iso)
  }

  it('keeps the records received from « Du » to « Au », both days included, in Santiago time', async () => {
    // 2026-11-01 03:30 UTC is still October 31st, 23:30, in Santiago (UTC-4).
    at('2026-11-01T03:30:00.000Z')
    await submit(t.app, 'feproba', { name: 'Avant Octobre' })
    at('2026-11-01T04:30:00.000Z')
    await submit(t.app, 'feproba', { name: 'Premier Novembre' })
    // 2026-12-01 03:59 UTC is November 30th, 23:59, in Santiago.
    at('2026-12-01T03:59:00.000Z')
    await submit(t.app, 'isl', { name: 'Dernier Novembre' })
    at('2026-12-01T04:00:00.000Z')
    await submit(t.app, 'isl', { name: 'Premier Decembre' })
    const admin = await signIn(t.app)
    const names = async (query: string) => {
      const response = await admin.get(`/api/admin/requests.csv${query}`)
      expect(response.statusCode).toBe(200)
      return records(response.body.slice(1))
        .slice(1)
        .map((line) => NAMES.find((name) => line.includes(name)))
    }
    expect(await names('?from=2026-11-01&to=2026-11-30')).toEqual(['Dernier Novembre', 'Premier Novembre'])
    expect(await names('?from=2026-11-30')).toEqual(['Premier Decembre', 'Dernier Novembre'])
    expect(await names('?to=2026-10-31')).toEqual(['Avant Octobre'])
    expect(await names('?from=2026-11-01&to=2026-11-01&type=feproba_registration&separateur=point-virgule')).toEqual([
      'Premier Novembre',
    ])
    expect(await names('')).toHaveLength(4)

    await submit(t.app, 'member')
    await submit(t.app, 'contact')
    for (const path of ['members', 'messages']) {
      const inside = await admin.get(`/api/admin/${path}.csv?from=2026-12-01&to=2026-12-01`)
      const outside = await admin.get(`/api/admin/${path}.csv?from=2026-12-02`)
      expect(records(inside.body.slice(1))).toHaveLength(2)
      expect(records(outside.body.slice(1))).toHaveLength(1)
    }
  })

  it.each(['members', 'messages', 'requests'])(
    'refuses a malformed day or « Au » before « Du » in %s.csv',
    async (path) => {
      const admin = await signIn(t.app)
      const reversed = await admin.get(`/api/admin/${path}.csv?from=2026-11-30&to=2026-11-01`)
      expect(reversed.statusCode).toBe(400)
      expect(reversed.json().fieldErrors).toEqual({ to: ['La date « Au » est avant la date « Du ».'] })
      const malformed = await admin.get(`/api/admin/${path}.csv?from=2026-02-30&to=30/11/2026`)
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().fieldErrors).toEqual({
        from: ['Date invalide (format AAAA-MM-JJ).'],
        to: ['Date invalide (format AAAA-MM-JJ).'],
      })
    },
  )

  it('writes a phone with its country code as plain text in the Excel file, with no apostrophe', async () => {
    await submit(t.app, 'feproba', { name: 'Jean Plus', phone: '+18095550101' })
    const admin = await signIn(t.app)
    const excel = await admin.get('/api/admin/requests.csv?separateur=point-virgule')
    const [, line] = records(excel.body.slice(1))
    const cells = line!.split(';')
    expect(cells).toContain('\u2060+18095550101')
    expect(line).not.toContain("'+1")
    const standard = await admin.get('/api/admin/requests.csv')
    expect(records(standard.body.slice(1))[1]).toContain(",'+18095550101,")
  })
})
