import { describe, expect, it } from 'vitest'
import { EXCEL_TEXT_MARK, toCsv } from './csv.ts'
import {
  decodeCsv,
  detectDelimiter,
  fieldOfHeader,
  importDate,
  importStatus,
  parseCsv,
  parsePeopleCsv,
  type ParsedImport,
} from './people-import.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)
/** Windows-1252 bytes of a Latin-1 text (what Excel writes on a French Windows). */
const cp1252 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)))

function accepted(result: ParsedImport) {
  if (!result.ok) throw new Error(`refused file: ${result.message}`)
  return result
}

describe('decodeCsv', () => {
  it('reads UTF-8, with or without its byte-order mark', () => {
    expect(decodeCsv(utf8('Prénom;Ville\nHélène;Santiago'))).toBe('Prénom;Ville\nHélène;Santiago')
    expect(decodeCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Prénom')]))).toBe('Prénom')
  })

  it('reads Excel’s Windows-1252 when the bytes are not UTF-8', () => {
    const bytes = cp1252('Prénom;Nom\nÉtienne;Lefèvre')
    expect(bytes).toContain(0xe9)
    expect(decodeCsv(bytes)).toBe('Prénom;Nom\nÉtienne;Lefèvre')
    // The euro sign and typographic quotes are where Windows-1252 and Latin-1 differ.
    expect(decodeCsv(Uint8Array.from([0x80, 0x92, 0x9c, 0x8c, 0x96]))).toBe('€’œŒ–')
    expect(decodeCsv(cp1252('C\x9cur;S\x9cur Anne'))).toBe('Cœur;Sœur Anne')
  })
})

describe('detectDelimiter', () => {
  it.each([
    ['Prénom,Nom,Ville', ','],
    ['Prénom;Nom;Ville', ';'],
    ['Prénom\tNom', '\t'],
    ['"Nom, prénom";Ville;Statut', ';'],
    ['Prénom', ','],
  ])('finds the separator of %j', (header, delimiter) => {
    expect(detectDelimiter(`${header}\nMarie,Joseph;x`)).toBe(delimiter)
  })
})

describe('parseCsv', () => {
  it('reads quoted fields holding separators, doubled quotes and line breaks, numbering lines as written', () => {
    const text = 'a,b\r\n"x, y","il a dit ""amen"""\r\n"ligne 1\nligne 2",z\n\nlast,1'
    expect(parseCsv(text, ',')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'il a dit "amen"'] },
      { line: 3, cells: ['ligne 1\nligne 2', 'z'] },
      { line: 6, cells: ['last', '1'] },
    ])
  })

  it('keeps empty cells and reads CR line ends', () => {
    expect(parseCsv('a;;c\r1;2;', ';')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['1', '2', ''] },
    ])
  })
})

describe('headers, dates and statuses', () => {
  it.each([
    ['Prénom', 'firstName'],
    ['PRENOM', 'firstName'],
    [' nom ', 'lastName'],
    ['Téléphone', 'phone'],
    ['Tél.', 'phone'],
    ['E-mail', 'email'],
    ['Courriel', 'email'],
    ['Date de naissance', 'birthDate'],
    ['date_de_naissance', 'birthDate'],
    ['Adresse', 'address'],
    ['Ville', 'city'],
    ['Statut', 'status'],
    ['firstName', 'firstName'],
    ['first_name', 'firstName'],
    ['birthDate', 'birthDate'],
    ['Église précédente', 'previousChurch'],
    ['Commentaire', undefined],
  ])('reads the header %j as %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field)
  })

  it.each([
    ['17/05/1990', '1990-05-17'],
    ['7/5/1990', '1990-05-07'],
    ['17-05-1990', '1990-05-17'],
    ['1990-05-17', '1990-05-17'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2023', undefined],
    ['05/17/1990', undefined],
    ['1990/05/17', undefined],
    ['hier', undefined],
  ])('reads the date %j as %s', (value, iso) => {
    expect(importDate(value)).toBe(iso)
  })

  it.each([
    ['Visiteur', 'visiteur'],
    ['habitué', 'habitue'],
    ['HABITUEE', 'habitue'],
    ['Membre', 'membre'],
    ['inactif', 'inactif'],
    ['Partie', 'parti'],
    ['Décédée', 'decede'],
    ['decede', 'decede'],
    ['Pasteur', undefined],
  ])('reads the status %j as %s', (value, status) => {
    expect(importStatus(value)).toBe(status)
  })
})

describe('parsePeopleCsv', () => {
  it('reads a French Excel file (Windows-1252, semicolons, DD/MM/YYYY, French statuses)', () => {
    const file = cp1252(
      'Prénom;Nom;Téléphone;E-mail;Date de naissance;Adresse;Ville;Statut\r\n' +
        'Hélène;Étienne;809-555-0101;helene@example.org;17/05/1990;"12, calle Duarte";Santiago;Membre\r\n' +
        'Jean;;;;;;;Habitué\r\n',
    )
    const result = accepted(parsePeopleCsv(file))
    expect(result.refused).toEqual([])
    expect(result.lines).toEqual([
      {
        line: 2,
        person: {
          firstName: 'Hélène',
          lastName: 'Étienne',
          phone: '809-555-0101',
          email: 'helene@example.org',
          birthDate: '1990-05-17',
          address: '12, calle Duarte',
          city: 'Santiago',
          status: 'membre',
        },
      },
      { line: 3, person: { firstName: 'Jean', status: 'habitue' } },
    ])
  })

  it('reads a UTF-8 file with commas and the API’s field names, in any order', () => {
    const file = utf8('\uFEFFemail,firstName,lastName,birthDate\nmarie@example.org,Marie,Joseph,1990-05-17\n')
    expect(accepted(parsePeopleCsv(file)).lines).toEqual([
      {
        line: 2,
        person: { firstName: 'Marie', lastName: 'Joseph', email: 'marie@example.org', birthDate: '1990-05-17' },
      },
    ])
  })

  it.each([
    [',', "'+1 (809) 555-0101"],
    [';', `${EXCEL_TEXT_MARK}+1 (809) 555-0101`],
  ] as const)('reads back the dashboard’s own %j exports (a formula sign kept behind a mark)', (separator, cell) => {
    const file = toCsv(['Prénom', 'Téléphone'], [['Marie', '+1 (809) 555-0101']], separator)
    expect(file).toContain(cell)
    expect(accepted(parsePeopleCsv(file)).lines[0]?.person.phone).toBe('+1 (809) 555-0101')
  })

  it('takes an explicit mapping, and still recognises the columns it does not name', () => {
    const file = 'Given name;Mobile;Ville\nMarie;8095550101;Santiago\n'
    expect(parsePeopleCsv(file).ok).toBe(false)
    const result = accepted(parsePeopleCsv(file, { firstName: 'given name', phone: 'Mobile' }))
    expect(result.lines[0]?.person).toEqual({ firstName: 'Marie', phone: '8095550101', city: 'Santiago' })
  })

  it('refuses each bad line with its line number and a French reason naming the column', () => {
    const file = [
      'Prénom;Courriel;Date de naissance;Statut;Téléphone',
      ';a@example.org;;;',
      'Marie;pas-une-adresse;;;',
      'Paul;;31/02/1990;;',
      'Anne;;;Pasteur;',
      '"Luc\nLouis";;;;abc',
      'Ruth;;;;;;en trop',
      'Eve;;;;',
    ].join('\r\n')
    const result = accepted(parsePeopleCsv(file))
    expect(result.refused).toEqual([
      { line: 2, message: 'Colonne « Prénom » : Le prénom est obligatoire.' },
      { line: 3, message: 'Colonne « Courriel » : Adresse e-mail invalide.' },
      { line: 4, message: 'Colonne « Date de naissance » : date invalide (JJ/MM/AAAA ou AAAA-MM-JJ).' },
      {
        line: 5,
        message:
          'Colonne « Statut » : « Pasteur » n’est pas un statut (Visiteur, Habitué, Membre, Inactif, Parti, Décédé).',
      },
      { line: 6, message: 'Colonne « Téléphone » : Numéro de téléphone invalide.' },
      {
        line: 8,
        message: '7 cellules pour 5 colonnes : vérifiez le séparateur et les guillemets de cette ligne.',
      },
    ])
    expect(result.lines).toEqual([{ line: 9, person: { firstName: 'Eve' } }])
  })

  it('refuses a file it cannot read as a whole', () => {
    expect(parsePeopleCsv('')).toEqual({ ok: false, message: expect.stringContaining('vide') })
    expect(parsePeopleCsv('Nom;Ville\nJoseph;Santiago')).toEqual({
      ok: false,
      message: expect.stringContaining('Aucune colonne « Prénom »'),
    })
    expect(parsePeopleCsv('Prénom;E-mail;Courriel\nMarie;a@example.org;b@example.org')).toEqual({
      ok: false,
      message: expect.stringContaining('« Courriel »'),
    })
    expect(parsePeopleCsv('Prénom;Nom\n"Marie;Joseph\n')).toEqual({
      ok: false,
      message: 'Ligne 2 : un guillemet ouvert n’est jamais fermé ; le fichier n’a pas pu être lu après cette ligne.',
    })
    expect(parsePeopleCsv('Prénom\nMarie', { phone: 'Mobile' })).toEqual({
      ok: false,
      message: 'La colonne « Mobile » indiquée dans la correspondance n’existe pas.',
    })
  })

  it('reads choices by their French label', () => {
    const file = 'Prénom;Sexe;État civil;Baptisé\nMarie;Femme;Mariée;OUI\nPaul;homme;Veuf;non\nAnne;F;;'
    const result = accepted(parsePeopleCsv(file))
    expect(result.lines.map((line) => line.person)).toEqual([
      { firstName: 'Marie', gender: 'femme', maritalStatus: 'marié', baptized: 'oui' },
      { firstName: 'Paul', gender: 'homme', maritalStatus: 'veuf', baptized: 'non' },
    ])
    expect(result.refused).toEqual([{ line: 4, message: 'Colonne « Sexe » : « F » n’est pas une valeur possible.' }])
  })
})
