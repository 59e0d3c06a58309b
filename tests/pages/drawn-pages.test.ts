// The server and the front end's real page renderer (src/entry-server.tsx) together, on a
// temporary database: what a visitor without JavaScript, a search engine and the hydrating
// browser get after the church edits its content and its events.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { siteContentSeed } from '#common/seed/site-content.ts'
import type { EventInput } from '#common/schemas/event.ts'
import { signIn } from '#server/test/admin-helper.ts'
import { createTestApp, type TestApp } from '#server/test/helper.ts'
import { renderPage } from '#src/entry-server.tsx'
import { shellStaticDir, stateOf } from './drawn.ts'

const staticDir = shellStaticDir('eglise-drawn-')

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({
    env: { STATIC_DIR: staticDir, PUBLIC_URL: 'https://eglise.example.org' },
    now: () => new Date('2026-11-15T15:00:00.000Z'),
    renderPage,
  })
})
afterEach(() => t.close())

const event = (title: string): EventInput => ({
  title,
  date: '2026-12-04',
  time: '19:00 - 22:00',
  description: 'Une soirée de prière pour la ville.',
  location: 'Temple principal, Santiago',
  category: 'Communautaire',
})

describe('pages drawn by the real renderer', () => {
  it('draws the home page in full from the database, with the data the browser hydrates with', async () => {
    const html = (await t.app.inject('/')).body
    const site = siteContentSeed()
    expect(html).toContain(`<title>Accueil — ${site.identity.name}</title>`)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${site.identity.name}</h1>`))
    expect(html).toContain('+1 (809) 555-0142')
    // The hero's timetable is the services'.
    expect(html).toContain('Culte du dimanche matin')
    const keys = stateOf(html).queries.queries.map((query) => query.queryKey[0])
    expect(keys.sort()).toEqual(['donation', 'events', 'gallery', 'live', 'member-stats', 'services', 'site'])
    expect(stateOf(html).path).toBe('/')
  })

  it('shows an edited event title and phone number on the next request, in the page and its JSON-LD', async () => {
    expect((await t.app.inject('/')).body).not.toContain('Veillée de la Réforme')
    const admin = await signIn(t.app)
    expect((await admin.send('PUT', '/api/admin/events/1', event('Veillée de la Réforme'))).statusCode).toBe(200)
    const content = siteContentSeed()
    content.contacts.phone = '809-555-0177'
    expect((await admin.send('PUT', '/api/admin/site', content)).statusCode).toBe(200)
    const html = (await t.app.inject('/')).body
    expect(html).toMatch(/<h3[^>]*>Veillée de la Réforme<\/h3>/)
    expect(html).toContain('"@type":"Event","name":"Veillée de la Réforme"')
    expect(html).toContain('href="tel:+18095550177"')
    expect(html).toContain('"telephone":"+18095550177"')
    expect(html).toContain('+1 (809) 555-0177')
    expect(html).toContain('href="https://wa.me/18095550177"')
    expect(html).not.toContain('wa.me/18095550142')
    // The old number stays only on the pastor's own card (a leader's phone, edited apart).
    expect(html.match(/tel:\+18095550142/g)).toHaveLength(1)
  })

  it('links "Faire un don" to the account saved in the dashboard, the gift named after the church', async () => {
    const admin = await signIn(t.app)
    const saved = await admin.send('PUT', '/api/admin/donation-settings', {
      paypalEmail: 'tresor@eglise.example',
      currency: 'EUR',
    })
    expect(saved.statusCode).toBe(200)
    const html = (await t.app.inject('/confession-de-foi')).body
    const href = /<a[^>]*href="(https:\/\/www\.paypal\.com\/donate\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    const url = new URL(href ?? 'https://invalid.example')
    expect(url.searchParams.get('business')).toBe('tresor@eglise.example')
    expect(url.searchParams.get('currency_code')).toBe('EUR')
    expect(url.searchParams.get('item_name')).toBe(`Don — ${siteContentSeed().identity.name}`)
  })

  it('links the calendar feed on this site, as the browser would (the server knows no page address)', async () => {
    const html = (await t.app.inject('/calendrier')).body
    const feeds = [...html.matchAll(/href="([^"]*events\.ics)"/g)].map(([, href]) => href)
    expect(feeds.length).toBeGreaterThan(0)
    for (const href of feeds) expect(href).toBe('/api/events.ics')
  })

  it('shows markup typed in the content as text, never as elements', async () => {
    const admin = await signIn(t.app)
    const content = siteContentSeed()
    content.identity.name = '<script>alert("nom")</script>'
    content.leaders[0]!.biography = '<img src=x onerror="alert(1)">'
    content.confession.convictions[0]!.title = '</script><script>alert(2)</script>'
    expect((await admin.send('PUT', '/api/admin/site', content)).statusCode).toBe(200)
    for (const page of ['/', '/confession-de-foi']) {
      const html = (await t.app.inject(page)).body
      expect(html, page).not.toMatch(/<script>alert|<img src=x/)
      // Outside the data blocks (where "<" is written \u003c), no script but the page's own.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
      expect(
        scripts.every((tag) => /src="\/start-app\.js"|type="application\/(ld\+)?json"/.test(tag)),
        page,
      ).toBe(true)
    }
    const home = (await t.app.inject('/')).body
    expect(home).toContain('&lt;script&gt;alert(&quot;nom&quot;)&lt;/script&gt;')
    expect(home).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect((await t.app.inject('/confession-de-foi')).body).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    )
  })

  it('answers the last value after writes interleaved with drawings', async () => {
    const admin = await signIn(t.app)
    const pending: Promise<unknown>[] = []
    for (let round = 1; round <= 4; round++) {
      pending.push(t.app.inject('/'), t.app.inject('/confession-de-foi'))
      const content = siteContentSeed()
      content.identity.name = `Église version ${round}`
      const saved = admin.send('PUT', '/api/admin/site', content)
      pending.push(t.app.inject('/'))
      expect((await saved).statusCode).toBe(200)
    }
    await Promise.all(pending)
    for (const page of ['/', '/confession-de-foi']) {
      const html = (await t.app.inject(page)).body
      expect(html, page).toContain('Église version 4')
      expect(html, page).not.toMatch(/Église version [1-3]/)
    }
  })
})
