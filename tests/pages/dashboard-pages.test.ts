// The dashboard's pages drawn by the server with the front end's real renderer, on a temporary
// database: what a signed-in phone gets before any of the dashboard's code has run, and what it
// gets signed out, with a step left, or without the right to a tab.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signIn, submit } from '#server/test/admin-helper.ts'
import { createTestApp, type TestApp } from '#server/test/helper.ts'
import { renderDashboard, renderPage } from '#src/entry-server.tsx'
import { hasState, shellStaticDir, stateOf } from './drawn.ts'

const staticDir = shellStaticDir('eglise-dashboard-')

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({
    env: { STATIC_DIR: staticDir, PUBLIC_URL: 'https://eglise.example.org' },
    now: () => new Date('2026-11-15T15:00:00.000Z'),
    renderPage,
    renderDashboard,
  })
})
afterEach(() => t.close())

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? ''

describe('dashboard pages drawn by the server', () => {
  it('draws the overview with its counts for the signed-in administrator, never to be kept', async () => {
    await submit(t.app, 'member')
    await submit(t.app, 'contact')
    const admin = await signIn(t.app)
    const response = await admin.get('/admin-dashboard')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const html = response.body
    expect(html).toMatch(/<title>Tableau de bord — [^<]+<\/title>/)
    const root = rootOf(html)
    // The layout (for an administrator: every tab) and the overview's own sections.
    expect(root).toContain('href="/admin-dashboard/equipe"')
    expect(root).toContain('L’église en chiffres')
    const state = stateOf(html)
    expect(state.path).toBe('/admin-dashboard')
    const keys = state.queries.queries.map((query) => JSON.stringify(query.queryKey))
    expect(keys).toContain(JSON.stringify(['admin', 'session']))
    expect(keys).toContain(JSON.stringify(['admin', 'overview']))
    const overview = state.queries.queries.find((query) => query.queryKey[1] === 'overview')?.state.data
    expect(overview).toEqual((await admin.get('/api/admin/overview')).json())
  })

  it('draws « Membres » with the first page of people', async () => {
    const admin = await signIn(t.app)
    const created = await admin.send('POST', '/api/admin/people', {
      firstName: 'Nadège',
      lastName: 'Pierre-Louis',
      status: 'membre',
    })
    expect(created.statusCode).toBe(201)
    const html = (await admin.get('/admin-dashboard/membres')).body
    expect(rootOf(html)).toContain('Pierre-Louis')
    expect(stateOf(html).path).toBe('/admin-dashboard/membres')
  })

  it('reads only what the drawn parts want now, not a search still waiting for its letters', async () => {
    const admin = await signIn(t.app)
    const html = (await admin.get('/admin-dashboard/presences')).body
    const keys = stateOf(html).queries.queries.map((query) => JSON.stringify(query.queryKey))
    // Drawn with its data (the services to choose from)…
    expect(keys.length).toBeGreaterThan(1)
    // …but not the roll call's people search, disabled until two letters are typed.
    expect(keys.filter((key) => key.includes('attendance-search'))).toEqual([])
  })

  it('sends the empty app when nobody is signed in, or the session is unknown', async () => {
    for (const cookie of [undefined, 'session=nope']) {
      const response = await t.app.inject({ url: '/admin-dashboard', headers: cookie ? { cookie } : {} })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<div id="root"></div>')
      expect(hasState(response.body)).toBe(false)
    }
  })

  it('sends the empty app for an old address, which the browser redirects', async () => {
    const admin = await signIn(t.app)
    const response = await admin.get('/admin-dashboard?onglet=membres&statut=nouveau')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<div id="root"></div>')
  })

  it('sends the empty app for a tab the role may not open, without its data', async () => {
    const leader = await signIn(t.app, { role: 'contenu' })
    const response = await leader.get('/admin-dashboard/membres')
    expect(response.statusCode).toBe(200)
    // Drawn (the layout says the tab is reserved) or the empty app: never the tab's data.
    const keys = hasState(response.body) ? stateOf(response.body).queries.queries.map((query) => query.queryKey[1]) : []
    expect(keys).not.toContain('people')
  })
})
