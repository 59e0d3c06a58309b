import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { criticalCssOf } from './critical-css.ts'

const staticDir = mkdtempSync(path.join(tmpdir(), 'eglise-critical-'))
mkdirSync(path.join(staticDir, 'assets'))
writeFileSync(
  path.join(staticDir, 'assets', 'form.css'),
  '.field{color:red}.unused{color:blue}[data-size=md]{padding:1px}',
)
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

const page = (body: string) =>
  `<!doctype html><html lang="fr"><head><style data-page-css>.own{margin:0}.menu{top:0}</style></head><body>${body}</body></html>`

describe('criticalCssOf', () => {
  it('adds the rules of the forms’ stylesheets the markup uses, and leaves the page’s own rules whole', async () => {
    const html = await criticalCssOf(staticDir, ['/assets/form.css'])(
      page('<form class="own"><input class="field" data-size="md"></form>'),
    )
    expect(html).toContain('.field{color:red}')
    expect(html).toContain('[data-size=md]{padding:1px}')
    expect(html).not.toContain('.unused')
    // The page's own stylesheet keeps the rules the app draws later (a menu).
    expect(html).toContain('<style data-page-css>.own{margin:0}.menu{top:0}</style>')
  })

  it('returns the page as it is when the route loads no block lazily', async () => {
    const html = page('<p class="own">x</p>')
    expect(await criticalCssOf(staticDir, [])(html)).toBe(html)
  })
})
