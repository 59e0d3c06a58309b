import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from './helper.ts'

// A build with prerendered public pages (scripts/prerender.ts) and the empty app shell.
const staticDir = mkdtempSync(path.join(tmpdir(), 'eglise-prerendered-'))
mkdirSync(path.join(staticDir, 'feproba-programmes'))
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><title>Accueil prérendu</title><div id="root"><h1>Église</h1></div>',
)
writeFileSync(path.join(staticDir, 'shell.html'), '<!doctype html><title>App</title><div id="root"></div>')
writeFileSync(
  path.join(staticDir, 'feproba-programmes', 'index.html'),
  '<!doctype html><title>FEPROBA prérendu</title>',
)
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

describe('prerendered pages and the app shell', () => {
  const t = useTestApp({ env: { STATIC_DIR: staticDir } })

  it('answers each public page with its own HTML', async () => {
    expect((await t.app.inject('/')).body).toContain('Accueil prérendu')
    expect((await t.app.inject('/feproba-programmes')).body).toContain('FEPROBA prérendu')
  })

  it('answers the dashboard and unknown pages with the empty shell, not the home page', async () => {
    for (const page of ['/admin-dashboard', '/admin-dashboard/membres', '/admin-dashboard/journal']) {
      const dashboard = await t.app.inject(page)
      expect(dashboard.statusCode).toBe(200)
      expect(dashboard.body).toContain('<div id="root"></div>')
    }
    expect((await t.app.inject('/admin-dashboard/inconnu')).statusCode).toBe(404)
    const unknown = await t.app.inject('/une-page-inconnue')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('<div id="root"></div>')
    expect(unknown.body).not.toContain('Accueil prérendu')
  })
})
