import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_ROUTES } from '../src/plugins/front-end.ts'
import { temporaryStaticDir, useTestApp } from './helper.ts'

const staticDir = temporaryStaticDir('eglise-static-')
mkdirSync(path.join(staticDir, 'assets'))
mkdirSync(path.join(staticDir, 'isl-programmes'))
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>')
// Left by a build of the days the pages were prerendered: never served in place of a page.
writeFileSync(path.join(staticDir, 'isl-programmes', 'index.html'), '<!doctype html><title>ISL prérendu</title>')
writeFileSync(path.join(staticDir, 'assets', 'x-abc123.js'), 'console.log("x")')
writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
mkdirSync(path.join(staticDir, '.vite'))
writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/x-abc123.js"}}')
writeFileSync(path.join(staticDir, '.env'), 'ADMIN_PASSWORD=secret')

describe('static front end', () => {
  const t = useTestApp({ env: { STATIC_DIR: staticDir } })

  it.each(PAGE_ROUTES)('%s answers 200 HTML, revalidated', async (route) => {
    const response = await t.app.inject(route)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.etag).toBeTruthy()
  })

  it('without a page renderer in the build, answers the public pages with the app, which draws them', async () => {
    for (const page of ['/isl-programmes', '/isl-programmes/', '/confession-de-foi', '/feproba-programmes']) {
      expect((await t.app.inject(page)).body, page).toContain('<title>App</title>')
    }
  })

  it.each(['/.vite/manifest.json', '/.env', '/assets/../.env', '/%2eenv', '/.vite/'])(
    'never serves a dot-file or dot-folder (%s)',
    async (url) => {
      const response = await t.app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('src/main.tsx')
      expect(response.body).not.toContain('ADMIN_PASSWORD')
    },
  )

  it('caches hashed assets for a year, immutable', async () => {
    const response = await t.app.inject('/assets/x-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('revalidates index.html and unhashed files', async () => {
    expect((await t.app.inject('/index.html')).headers['cache-control']).toBe('no-cache')
    expect((await t.app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache')
  })

  it('answers index.html with 404 for an unknown page, JSON 404 for an unknown API path', async () => {
    const page = await t.app.inject('/une-page-inconnue')
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('<div id="root">')
    const missingAsset = await t.app.inject('/assets/nope-123.js')
    expect(missingAsset.statusCode).toBe(404)
    const api = await t.app.inject('/api/inconnu')
    expect(api.statusCode).toBe(404)
    expect(api.headers['content-type']).toMatch(/^application\/json/)
    expect(api.json()).toEqual({ message: 'Ressource introuvable.' })
  })

  it('does not serve files outside STATIC_DIR', async () => {
    const response = await t.app.inject('/../package.json')
    expect(response.body).not.toContain('"dependencies"')
    expect((await t.app.inject('/assets/%2e%2e/%2e%2e/package.json')).body).not.toContain('"dependencies"')
  })
})

describe('without a built front end', () => {
  const t = useTestApp()

  it('/ explains in French how to build it; the API still works', async () => {
    const response = await t.app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('npm run build')
    expect((await t.app.inject('/api/health')).statusCode).toBe(200)
    expect((await t.app.inject('/admin-dashboard')).statusCode).toBe(404)
  })
})
