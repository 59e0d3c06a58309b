// An installation whose content document still has two fields per phone (shown and dialled) and
// its WhatsApp link among the social links: after the migration each number is one E.164 value,
// the one the links dialled, and the site shows, dials and opens WhatsApp with that number.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { siteContentSchema } from '#common/schemas/site-content.ts'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { migrations } from '../migrations/index.ts'
import { openDatabase, type Db } from '../src/db/database.ts'
import { migrate, rollbackLast } from '../src/db/migrate.ts'
import { createTestApp } from './helper.ts'

const NAME = '2026-11-28-t1700-one-phone-per-number'
const BEFORE = migrations.findIndex((migration) => migration.name === NAME)

/** The seed as the version before stored it, with a pastor who changed only the shown number. */
function olderDocument() {
  const { whatsapp: _whatsapp, ...contacts } = siteContentSeed().contacts
  const seed = siteContentSeed()
  return {
    ...seed,
    contacts: { ...contacts, phone: { display: '+1 (809) 582-1234', tel: '+18095550142' } },
    leaders: seed.leaders.map((leader, index) => ({
      ...leader,
      phone: index === 1 ? { display: '809-241-7788', tel: '+18092417788' } : { display: 'x', tel: leader.phone },
    })),
    directors: seed.directors.map((director, index) => ({
      ...director,
      phone: ['(829) 555 0171', '582-1234', '+509 3712 3456'][index] ?? '',
    })),
    social: [
      { label: 'Facebook', href: 'https://www.facebook.com/ebfsantiago' },
      { label: 'WhatsApp', href: 'https://wa.me/18095550142' },
    ],
  }
}

const storedDocument = (db: Db) =>
  JSON.parse(db.prepare<[], { document: string }>('SELECT document FROM site_content').get()!.document)

describe('the migration to one field per phone number', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  function olderDatabase(document: unknown) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-phones-'))
    dirs.push(dataDir)
    const db = openDatabase(dataDir)
    migrate(db, migrations.slice(0, BEFORE))
    db.prepare(
      "INSERT INTO site_content (id, document, updated_at, updated_by) VALUES (1, ?, '2026-11-27T10:00:00.000Z', 'Pasteur')",
    ).run(JSON.stringify(document))
    return { dataDir, db }
  }

  it('keeps the number the links dialled, and the WhatsApp link as the church’s phone', () => {
    const { db } = olderDatabase(olderDocument())
    migrate(db, migrations)
    const document = storedDocument(db)
    // The dialled number wins over the shown one: it is the line people reached.
    expect(document.contacts.phone).toBe('+18095550142')
    expect(document.contacts.whatsapp).toEqual({ use: 'phone', number: '' })
    expect(document.social).toEqual([{ label: 'Facebook', href: 'https://www.facebook.com/ebfsantiago' }])
    expect(document.leaders.map((leader: { phone: string }) => leader.phone)).toEqual([
      '+18095550142',
      '+18092417788',
      '+18095550144',
    ])
    // A director's typed number read as the forms read it now; one without its area code is dropped.
    expect(document.directors.map((director: { phone: string }) => director.phone)).toEqual([
      '+18295550171',
      '',
      '+50937123456',
      '',
      '',
      '',
    ])
    expect(siteContentSchema.safeParse(document).success).toBe(true)
    db.close()
  })

  it('keeps a WhatsApp number of its own, or none when there was no WhatsApp link', () => {
    const own = olderDocument()
    own.social = [{ label: 'WhatsApp', href: 'https://api.whatsapp.com/send?phone=18295550190' }]
    const first = olderDatabase(own)
    migrate(first.db, migrations)
    expect(storedDocument(first.db).contacts.whatsapp).toEqual({ use: 'other', number: '+18295550190' })
    expect(storedDocument(first.db).social).toEqual([])
    first.db.close()

    const none = olderDocument()
    none.social = []
    const second = olderDatabase(none)
    migrate(second.db, migrations)
    expect(storedDocument(second.db).contacts.whatsapp).toEqual({ use: 'none', number: '' })
    second.db.close()
  })

  it('runs at the server’s start, which then answers the document in the new shape', async () => {
    const { dataDir, db } = olderDatabase(olderDocument())
    db.close()
    const t = await createTestApp({ dataDir })
    try {
      const answer = await t.app.inject('/api/site')
      expect(answer.statusCode).toBe(200)
      expect(answer.json().contacts).toMatchObject({ phone: '+18095550142', whatsapp: { use: 'phone' } })
    } finally {
      await t.close()
    }
  })

  it('rolls back to the pairs and the WhatsApp social link', () => {
    const { db } = olderDatabase(olderDocument())
    // Up to this migration only: the later ones would be rolled back first.
    const upToThis = migrations.slice(0, migrations.findIndex((m) => m.name === NAME) + 1)
    migrate(db, upToThis)
    expect(rollbackLast(db, upToThis)).toBe(NAME)
    const document = storedDocument(db)
    expect(document.contacts.phone).toEqual({ display: '+1 (809) 555-0142', tel: '+18095550142' })
    expect(document.contacts.whatsapp).toBeUndefined()
    expect(document.leaders[1].phone).toEqual({ display: '+1 (809) 241-7788', tel: '+18092417788' })
    expect(document.social.at(-1)).toEqual({ label: 'WhatsApp', href: 'https://wa.me/18095550142' })
    db.close()
  })
})
