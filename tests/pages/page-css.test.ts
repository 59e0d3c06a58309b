// The served HTML of each public page paints on its own: the rules of its stylesheets inline in
// its head, and no stylesheet fetched besides (the loader names them, to add them disabled).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '#common/pages.ts'
import { createTestApp, type TestApp } from '#server/test/helper.ts'
import { SHELL } from '#server/test/page-renderer-stub.ts'
import { renderPage } from '#src/entry-server.tsx'

// The shell links /assets/index-ghi.css; a rule whose text would close the style element early.
const CSS = ':root{--container-size:60rem}.m_7485cace:where([data-strategy=block]){max-width:var(--container-size)}'
const CLOSING = '.odd::after{content:"</style><script>alert(1)</script>"}'
const staticDir = mkdtempSync(path.join(tmpdir(), 'eglise-page-css-'))
writeFileSync(path.join(staticDir, 'index.html'), SHELL)
mkdirSync(path.join(staticDir, 'assets'))
writeFileSync(path.join(staticDir, 'assets', 'index-ghi.css'), `${CSS}${CLOSING}`)
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ env: { STATIC_DIR: staticDir, PUBLIC_URL: 'https://eglise.example.org' }, renderPage })
})
afterEach(() => t.close())

describe('the styles of the served pages', () => {
  it.each(PUBLIC_PAGES)('%s holds its stylesheets inline in its head, and none fetched', async (page) => {
    const html = (await t.app.inject(page)).body
    const head = html.slice(0, html.indexOf('</head>'))
    const style = /<style data-page-css>([\s\S]*?)<\/style>/.exec(head)
    expect(style?.[1]).toBe(`${CSS}.odd::after{content:"<\\/style><script>alert(1)</script>"}`)
    expect(html.match(/<style/g)).toHaveLength(1)
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    expect(head).toMatch(/<script defer src="\/start-app\.js" [^>]*data-styles="\/assets\/index-ghi\.css"><\/script>/)
  })
})
