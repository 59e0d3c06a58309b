// The served HTML of each public page paints on its own: its critical CSS inline in its head,
// chosen from its stylesheets by the markup the real renderer drew, and no stylesheet that
// blocks the paint (the loader adds them after it).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '#common/pages.ts'
import { createTestApp, type TestApp } from '#server/test/helper.ts'
import { SHELL } from '#server/test/page-renderer-stub.ts'
import { renderPage } from '#src/entry-server.tsx'

// The shell links /assets/index-ghi.css: a stylesheet with rules the pages use and rules they do not.
const USED = '.m_7485cace:where([data-strategy=block]){max-width:var(--container-size)}'
const UNUSED = '.never-drawn-anywhere{color:red}'
const DARK = '[data-mantine-color-scheme=dark] h1{color:white}'
const staticDir = mkdtempSync(path.join(tmpdir(), 'eglise-critical-'))
writeFileSync(path.join(staticDir, 'index.html'), SHELL)
mkdirSync(path.join(staticDir, 'assets'))
writeFileSync(path.join(staticDir, 'assets', 'index-ghi.css'), `:root{--container-size:60rem}${USED}${UNUSED}${DARK}`)
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ env: { STATIC_DIR: staticDir, PUBLIC_URL: 'https://eglise.example.org' }, renderPage })
})
afterEach(() => t.close())

describe('the critical CSS of the served pages', () => {
  it.each(PUBLIC_PAGES)('%s holds its critical style in its head and no blocking stylesheet', async (page) => {
    const html = (await t.app.inject(page)).body
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(`<style data-critical>:root{--container-size:60rem}${USED}</style>`)
    expect(html).not.toContain(UNUSED)
    expect(html).not.toContain(DARK)
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    expect(head).toMatch(/<script defer src="\/start-app\.js" [^>]*data-styles="\/assets\/index-ghi\.css">/)
  })
})
