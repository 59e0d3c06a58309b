import { rmSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { siteContentSeed } from '#common/seed/site-content.ts'
import type { EventInput } from '#common/schemas/event.ts'
import { signIn } from './admin-helper.ts'
import { createTestApp, type TestApp } from './helper.ts'
import { builtFrontEnd, stubRenderer, type StubRenderer } from './page-renderer-stub.ts'

const staticDir = builtFrontEnd()
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

const PUBLIC_URL = 'https://eglise.example.org'
// 11:00 on 15 November 2026 in Santiago.
let clock = new Date('2026-11-15T15:00:00.000Z')
let t: TestApp
let stub: StubRenderer
beforeEach(async () => {
  clock = new Date('2026-11-15T15:00:00.000Z')
  stub = stubRenderer()
  t = await createTestApp({
    env: { STATIC_DIR: staticDir, PUBLIC_URL },
    now: () => clock,
    renderPage: (page, data) => stub.renderPage(page, data),
  })
})
afterEach(() => t.close())

const home = async () => (await t.app.inject('/')).body
const eventInput = (title: string): EventInput => ({
  title,
  date: '2026-12-04',
  time: '19:00 - 22:00',
  description: 'Une soirée de prière pour la ville.',
  location: 'Temple principal, Santiago',
  category: 'Communautaire',
})

describe('public pages drawn from the database', () => {
  it('answers each page drawn from the current data, with its head and the data it was drawn with', async () => {
    const response = await t.app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    const html = response.body
    const site = siteContentSeed()
    expect(html).toContain(`<title>Accueil — ${site.identity.name}</title>`)
    expect(html).toContain(`<meta name="description" content="${site.descriptions.home}" />`)
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`)
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/" />`)
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/icons/icon-512.png" />`)
    expect(html).toContain(`<meta property="og:title" content="Accueil — ${site.identity.name}" />`)
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Church"/)
    expect(html).toContain('"@type":"Event","name":"Conférence annuelle de l’église"')
    // The page's data block, and the scripts started after the first paint (no module script).
    expect(html).toContain('<script type="application/json" id="__PAGE_STATE__">{"path":"/","queries":')
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    expect(html).toContain('data-preload="/assets/app-def.js /assets/index-route-jkl.js"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-mno.css">')
    expect(Object.keys(stub.last['/'] ?? {}).sort()).toEqual([
      'donation',
      'events',
      'gallery',
      'live',
      'services',
      'site',
      'stats',
    ])

    const confession = (await t.app.inject('/confession-de-foi')).body
    expect(confession).toContain(`<link rel="canonical" href="${PUBLIC_URL}/confession-de-foi" />`)
    expect(confession).not.toContain('application/ld+json')
    expect(Object.keys(stub.last['/confession-de-foi'] ?? {}).sort()).toEqual(['donation', 'site'])
  })

  it('draws a page once per change of what it shows, with an ETag and compressed copies', async () => {
    const first = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    const second = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(stub.calls['/']).toBe(1)
    expect(first.headers['content-encoding']).toBe('br')
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(first.headers.vary).toBe('accept-encoding')
    const plain = await home()
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain)
    expect(gunzipSync(second.rawPayload).toString()).toBe(plain)
    const etag = String(first.headers.etag)
    expect((await t.app.inject({ url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304)

    // A write the pages do not show (a session, its audit-free sign-in) draws nothing again.
    await signIn(t.app)
    expect((await t.app.inject({ url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    expect(stub.calls['/']).toBe(1)
  })

  it('shows an edited event and a new phone number on the next request, and redraws only what shows them', async () => {
    await home()
    await t.app.inject('/confession-de-foi')
    const admin = await signIn(t.app)
    expect((await admin.send('PUT', '/api/admin/events/1', eventInput('Veillée renommée'))).statusCode).toBe(200)
    const html = await home()
    expect(html).toContain('<h3>Veillée renommée</h3>')
    expect(html).toContain('"name":"Veillée renommée"')
    await t.app.inject('/confession-de-foi')
    expect(stub.calls).toEqual({ '/': 2, '/confession-de-foi': 1 })

    const content = siteContentSeed()
    content.contacts.phone = '809-555-0199'
    expect((await admin.send('PUT', '/api/admin/site', content)).statusCode).toBe(200)
    expect(await home()).toContain('<p class="phone">+1 (809) 555-0199</p>')
    expect((await t.app.inject('/confession-de-foi')).body).toContain('<p class="phone">+1 (809) 555-0199</p>')
  })

  it('never answers a page older than a write that committed while it was drawn', async () => {
    const admin = await signIn(t.app)
    const release = stub.hold()
    const pending = t.app.inject('/')
    // Let the request read its data and start drawing, then write while it is held.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await admin.send('PUT', '/api/admin/events/1', eventInput('Écrit pendant le dessin'))).statusCode).toBe(200)
    release()
    expect((await pending).body).toContain('<h3>Écrit pendant le dessin</h3>')
  })

  it('serves the last value after writes interleaved with many drawings', async () => {
    const admin = await signIn(t.app)
    const requests: Promise<unknown>[] = []
    for (let round = 1; round <= 8; round++) {
      requests.push(t.app.inject('/'), t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } }))
      const saved = admin.send('PUT', '/api/admin/events/1', eventInput(`Version ${round}`))
      requests.push(t.app.inject('/'))
      expect((await saved).statusCode).toBe(200)
      if (round % 3 === 0) await new Promise((resolve) => setTimeout(resolve, 1))
    }
    await Promise.all(requests)
    const html = await home()
    expect(html).toContain('<h3>Version 8</h3>')
    expect(html).not.toMatch(/Version [1-7]</)
  })

  it('sees a write by another process, and the change of day', async () => {
    expect(await home()).toContain('Conférence annuelle de l’église')
    const other = new Database(path.join(t.dataDir, 'church.db'))
    other.prepare('UPDATE events SET title = ? WHERE id = 1').run('Écrit par un script')
    other.close()
    expect(await home()).toContain('<h3>Écrit par un script</h3>')

    // The first sample event is on 14 December: the day after, it is no longer upcoming.
    clock = new Date('2026-12-15T15:00:00.000Z')
    expect(await home()).not.toContain('Écrit par un script')
  })

  it('keeps markup typed in the content as text', async () => {
    const admin = await signIn(t.app)
    const content = siteContentSeed()
    content.identity.name = '</title><script>alert(1)</script>'
    content.descriptions.home = '"><script>alert(2)</script>'
    expect((await admin.send('PUT', '/api/admin/site', content)).statusCode).toBe(200)
    const html = await home()
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('<title>Accueil — &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"')
    expect(html).toContain('\\u003c/title>\\u003cscript>alert(1)\\u003c/script>')
  })

  it('sends the app when a page cannot be drawn, and logs why', async () => {
    stub.failNext()
    const response = await t.app.inject('/isl-programmes')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<div id="root"></div>')
    expect(t.logs.some((line) => line.includes('page could not be drawn'))).toBe(true)
    expect((await t.app.inject('/isl-programmes')).body).toContain('<h1>')
  })
})

describe('files for search engines and browsers', () => {
  it('robots.txt keeps the dashboard and the API out and names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe(
      `User-agent: *\nDisallow: /admin-dashboard\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    )
  })

  it('sitemap.xml lists the public pages, each with the date of the last change it shows', async () => {
    const lastmods = async () => {
      const xml = (await t.app.inject('/sitemap.xml')).body
      return Object.fromEntries(
        [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => [m[1], m[2]]),
      )
    }
    const installed = clock.toISOString()
    expect(await lastmods()).toEqual({
      [`${PUBLIC_URL}/`]: installed,
      [`${PUBLIC_URL}/feproba-programmes`]: installed,
      [`${PUBLIC_URL}/isl-programmes`]: installed,
      [`${PUBLIC_URL}/confession-de-foi`]: installed,
      [`${PUBLIC_URL}/calendrier`]: installed,
      [`${PUBLIC_URL}/predications`]: installed,
    })
    clock = new Date('2026-11-16T12:00:00.000Z')
    const admin = await signIn(t.app)
    await admin.send('PUT', '/api/admin/events/1', eventInput('Changée le 16'))
    const after = await lastmods()
    expect(after[`${PUBLIC_URL}/`]).toBe('2026-11-16T12:00:00.000Z')
    // The calendar shows the events too.
    expect(after[`${PUBLIC_URL}/calendrier`]).toBe('2026-11-16T12:00:00.000Z')
    expect(after[`${PUBLIC_URL}/confession-de-foi`]).toBe(installed)
  })

  it('answers /favicon.ico', async () => {
    const response = await t.app.inject('/favicon.ico')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^image\//)
  })
})
