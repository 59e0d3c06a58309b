import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { siteContentSeed } from '#common/seed/site-content.ts'
import type { SiteContent } from '#common/schemas/site-content.ts'
import { PHONE_MESSAGES } from '#common/schemas/site-content-fields.ts'
import { migrations } from '../migrations/index.ts'
import type { App } from '../src/app.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { signIn, submit, rename } from './admin-helper.ts'
import { countChangeLines, countRows, createTestApp, TEST_EMAIL, useTestApp } from './helper.ts'

const edited = (change: (content: SiteContent) => void) => {
  const content = siteContentSeed()
  change(content)
  return content
}
const auditRows = (app: App) =>
  app.db.prepare("SELECT actor, action, entity, summary FROM audit_log WHERE entity = 'site' ORDER BY id").all()
const publicContent = async (app: App) => (await app.inject('/api/site')).json() as SiteContent

describe('GET /api/site', () => {
  const t = useTestApp()

  it('answers the content the site starts with, revalidated with its ETag', async () => {
    const response = await t.app.inject('/api/site')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(siteContentSeed())
    expect(response.headers['cache-control']).toBe('no-cache')
    const again = await t.app.inject({ url: '/api/site', headers: { 'if-none-match': String(response.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })
})

describe('PUT /api/admin/site', () => {
  const t = useTestApp()

  it('is 401 without a session and 403 from another origin, and stores nothing', async () => {
    const content = edited((c) => {
      c.identity.name = 'Autre nom'
    })
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/admin/site', payload: content })
    expect(anonymous.statusCode).toBe(401)
    const { cookie } = await signIn(t.app)
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie, origin: 'https://ailleurs.example' },
      payload: content,
    })
    expect(foreign.statusCode).toBe(403)
    expect((await publicContent(t.app)).identity.name).toBe(siteContentSeed().identity.name)
    expect(countChangeLines(t.app)).toBe(0)
  })

  it('answers 400 naming each wrong field, and stores nothing', async () => {
    const admin = await signIn(t.app)
    const response = await admin.send(
      'PUT',
      '/api/admin/site',
      edited((c) => {
        c.contacts.phone = 'appelez-nous'
        c.contacts.emails.pastor = 'pasteur@'
        c.leaders[0]!.birthDate = '1972-02-30'
        ;(c as unknown as Record<string, unknown>).inconnu = 1
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'Certains champs sont invalides.',
      fieldErrors: {
        'contacts.phone': [PHONE_MESSAGES.invalid],
        'contacts.emails.pastor': ['Adresse e-mail invalide.'],
        'leaders.0.birthDate': ['Date invalide (format AAAA-MM-JJ).'],
        inconnu: [expect.any(String)],
      },
    })
    expect(await publicContent(t.app)).toEqual(siteContentSeed())
    expect(auditRows(t.app)).toEqual([])
  })

  it('stores the document in one go, with an audit line naming the parts that changed', async () => {
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Secrétaire')
    const before = await t.app.inject('/api/site')
    const content = edited((c) => {
      c.contacts.phone = '+18095550199'
      c.leaders[1]!.biography = 'Une nouvelle biographie.'
    })
    const saved = await admin.send('PUT', '/api/admin/site', content)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual(content)
    expect(saved.headers['cache-control']).toBe('no-store')
    const after = await t.app.inject('/api/site')
    expect(after.json()).toEqual(content)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(auditRows(t.app)).toEqual([
      {
        actor: 'Secrétaire',
        action: 'site.update',
        entity: 'site',
        summary: 'Contenu du site modifié : contacts, équipe pastorale',
      },
    ])
  })

  it('refuses 200,000 characters in a field with its name (not the 64 KiB limit of the forms)', async () => {
    const admin = await signIn(t.app)
    const response = await admin.send(
      'PUT',
      '/api/admin/site',
      edited((c) => {
        c.history[0] = 'x'.repeat(200_000)
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ 'history.0': ['3000 caractères au maximum.'] })
    const huge = await admin.send('PUT', '/api/admin/site', { ...siteContentSeed(), history: ['x'.repeat(600_000)] })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({ message: 'Le contenu du site est trop volumineux (512 Kio au maximum).' })
  })

  it('keeps markup as plain text: stored and answered exactly as typed', async () => {
    const admin = await signIn(t.app)
    const name = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const content = edited((c) => {
      c.identity.name = name
    })
    expect((await admin.send('PUT', '/api/admin/site', content)).statusCode).toBe(200)
    expect((await publicContent(t.app)).identity.name).toBe(name)
  })

  it('names the calendar with the content as saved, and never sends a staff alert to its address', async () => {
    const admin = await signIn(t.app)
    const content = edited((c) => {
      c.contacts.emails.main = 'secretariat@eglise.example'
      c.identity.name = 'Église de test'
    })
    expect((await admin.send('PUT', '/api/admin/site', content)).statusCode).toBe(200)
    await submit(t.app, 'contact')
    // The public address is « Contenu »'s to edit; the alerts go where the administrators chose.
    expect(t.app.db.prepare('SELECT to_address FROM outbox').pluck().all()).toEqual([TEST_EMAIL])
    expect((await t.app.inject('/api/events.ics')).body).toContain('X-WR-CALNAME:Église de test')
  })
})

describe('stored content', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eglise-site-'))
    dirs.push(dir)
    return dir
  }

  it('survives a restart, and is not replaced by the seed', async () => {
    const dataDir = tempDir()
    const content = edited((c) => {
      c.pastor.name = 'Paul Nouveau'
    })
    const first = await createTestApp({ dataDir })
    try {
      const admin = await signIn(first.app)
      expect((await admin.send('PUT', '/api/admin/site', content)).statusCode).toBe(200)
    } finally {
      await first.close()
    }
    const second = await createTestApp({ dataDir })
    try {
      expect(await publicContent(second.app)).toEqual(content)
    } finally {
      await second.close()
    }
  })

  it('fills an existing installation with the values the site showed, on its first start with the table', async () => {
    const dataDir = tempDir()
    const db = openDatabase(dataDir)
    migrate(db, migrations.slice(0, -1))
    db.prepare("INSERT INTO settings (key, value) VALUES ('seeded', '\"2026-11-01T10:00:00.000Z\"')").run()
    db.close()
    const upgraded = await createTestApp({ dataDir })
    try {
      expect(await publicContent(upgraded.app)).toEqual(siteContentSeed())
      expect(countRows(upgraded.app, 'site_content')).toBe(1)
    } finally {
      await upgraded.close()
    }
  })
})
