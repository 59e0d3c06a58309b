import { describe, expect, it } from 'vitest'
import { BOM, EXCEL_TEXT_MARK, csvCell, csvSeparatorOf, toCsv } from './csv.ts'

describe('csvCell', () => {
  it.each([
    ['Hélène Étienne', 'Hélène Étienne'],
    ['Santiago, RD', '"Santiago, RD"'],
    ['Il a dit "amen"', '"Il a dit ""amen"""'],
    ['ligne 1\r\nligne 2', '"ligne 1\r\nligne 2"'],
    ['ligne 1\nligne 2', '"ligne 1\nligne 2"'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it.each([
    ['=HYPERLINK("http://x.example","clic")', `"'=HYPERLINK(""http://x.example"",""clic"")"`],
    ['+1 (809) 555-0101', "'+1 (809) 555-0101"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t'=1+1"],
    ['\r=1+1', `"'\r'=1+1"`],
  ])('neutralises the formula %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('leaves numbers, null and undefined alone', () => {
    expect(csvCell(-1)).toBe('-1')
    expect(csvCell(16)).toBe('16')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('leaves a line break after a comma alone when no formula follows', () => {
    expect(csvCell('Bonjour,\r\nmerci')).toBe('"Bonjour,\r\nmerci"')
    expect(csvCell('Bonjour,\r\n=1+1', ';')).toBe(`"Bonjour,\r\n'=1+1"`)
    expect(csvCell('a,\t\r@x')).toBe(`"a,'\t'\r'@x"`)
  })

  it('does not touch a sign that is not at the start of a cell', () => {
    expect(csvCell('a=b, c')).toBe('"a=b, c"')
    expect(csvCell('Jean-Luc, 2-3 ans')).toBe('"Jean-Luc, 2-3 ans"')
  })

  // French Excel splits a line on `;` even in a comma file, and a tab or a line break starts a
  // cell when the text is pasted: a formula after any of them is neutralised too.
  it.each([
    ['x;=1+1;y', `"x;'=1+1;y"`],
    ['x;+1;@A1;-2', `"x;'+1;'@A1;'-2"`],
    ['x,=1+1', `"x,'=1+1"`],
    ['a, -b', '"a, -b"'],
    ['nom\t=1+1', "nom\t'=1+1"],
    ['ligne\n=HYPERLINK("http://x.example")', `"ligne\n'=HYPERLINK(""http://x.example"")"`],
    ['ligne\r\n@SUM(A1)', `"ligne\r\n'@SUM(A1)"`],
  ])('neutralises the formula inside %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  // A semicolon file opened by a reader that splits on commas (or the other way round) must still
  // see one cell, and no formula at the start of any piece of it.
  it.each([',', ';'] as const)('quotes a cell holding either separator in a %j file', (separator) => {
    expect(csvCell('a;b', separator)).toBe('"a;b"')
    expect(csvCell('a,b', separator)).toBe('"a,b"')
    expect(csvCell('x;=1+1;y', separator)).toBe(`"x;'=1+1;y"`)
    expect(csvCell('x,=1+1', separator)).toBe(`"x,'=1+1"`)
    expect(csvCell('Hélène', separator)).toBe('Hélène')
  })
})

describe('a phone number in the file for Excel', () => {
  it.each(['+18095550101', '+1 (809) 555-0101', '+509 3555-0101'])(
    'writes %j behind the invisible mark, not an apostrophe, and never as a formula',
    (phone) => {
      const cell = csvCell(phone, ';')
      expect(cell).toBe(`${EXCEL_TEXT_MARK}${phone}`)
      expect(cell).not.toContain("'")
      // What Excel looks at: the first character, which must not start a formula.
      expect(cell[0]).not.toMatch(/[=+\-@\t\r\s]/)
    },
  )

  it('keeps the apostrophe in the standard file, and for anything that is not only a phone number', () => {
    expect(csvCell('+18095550101', ',')).toBe("'+18095550101")
    expect(csvCell('+1+cmd|" /C calc"!A0', ';')).toBe(`"'+1+cmd|"" /C calc""!A0"`)
    expect(csvCell('+1 809 555 0101 =HYPERLINK("x")', ';')).toBe(`"'+1 809 555 0101 =HYPERLINK(""x"")"`)
    expect(csvCell('-8095550101', ';')).toBe("'-8095550101")
    expect(csvCell('8095550101', ';')).toBe('8095550101')
  })
})

describe('csvSeparatorOf', () => {
  it.each([
    ['/api/admin/members.csv', ','],
    ['/api/admin/members.csv?separateur=point-virgule&q=x', ';'],
    ['/api/admin/members.csv?separateur=virgule', ','],
    ['/api/admin/members.csv?separateur=constructor', ','],
    ['/api/admin/members.csv?separateur=%3B', ','],
  ])('reads %j as %j', (url, separator) => {
    expect(csvSeparatorOf(url)).toBe(separator)
  })
})

describe('toCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    const csv = toCsv(
      ['Prénom', 'Message'],
      [
        ['Marie', 'Bonjour, "pasteur"\nMerci'],
        ['Luc', null],
      ],
    )
    expect(csv).toBe(`${BOM}Prénom,Message\r\nMarie,"Bonjour, ""pasteur""\nMerci"\r\nLuc,\r\n`)
  })

  it('writes a semicolon file for French Excel', () => {
    const csv = toCsv(['Nom', 'Ville'], [['Dupont; Marie', 'Santiago, RD']], ';')
    expect(csv).toBe(`${BOM}Nom;Ville\r\n"Dupont; Marie";"Santiago, RD"\r\n`)
  })

  it('gives the header alone for no rows', () => {
    expect(toCsv(['E-mail', 'Inscrit le'], [])).toBe(`${BOM}E-mail,Inscrit le\r\n`)
  })

  it('round-trips through a strict RFC 4180 reader', () => {
    const rows = [['a,b', 'c"d', 'e\r\nf', '=g', 'ç']]
    const csv = toCsv(['1', '2', '3', '4', '5'], rows)
    expect(parseCsv(csv.slice(1))).toEqual([
      ['1', '2', '3', '4', '5'],
      ['a,b', 'c"d', 'e\r\nf', "'=g", 'ç'],
    ])
  })
})

/** Reference reader for the test: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i += 1
    } else field += char
  }
  return records
}
