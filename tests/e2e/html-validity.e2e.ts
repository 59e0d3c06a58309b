// The W3C's Nu Html Checker on the HTML the server sends for every public page and the
// dashboard. The documents as the browser draws them (scrolled through, hydrated, dialogs open)
// are checked on the same walk as axe, in accessibility.e2e.ts. The times in the pages' inline
// CSS are also checked on their own, with a message that says where to look: Mantine's Loader
// writes one without its unit, which its bars loader brings (scripts/undrawn-css.ts).
import { describe, expect, inject, it } from 'vitest'
import { ADMIN_DASHBOARD } from '#common/admin-dashboard-pages.ts'
import { PUBLIC_PAGES } from './support/dialogs.ts'
import { nuErrors } from './support/nu-checker.ts'

const baseURL = inject('baseURL')

describe('valid HTML', () => {
  it('as the server sends it', async () => {
    const documents: Record<string, string> = {}
    for (const path of [...Object.keys(PUBLIC_PAGES), ADMIN_DASHBOARD]) {
      const res = await fetch(`${baseURL}${path}`)
      expect(res.status).toBe(200)
      documents[`served ${path}`] = await res.text()
    }
    const errors = await nuErrors(documents)
    expect(errors, errors.join('\n')).toEqual([])
  })
})

/** Each animation or transition time in `css` written without its unit (`animation-delay: 0`). */
function timesWithoutUnit(css: string): string[] {
  const found: string[] = []
  for (const [declaration, times] of css.matchAll(/(?:animation|transition)-(?:delay|duration)\s*:\s*([^;}]*)/g)) {
    if (times?.split(',').some((time) => /^[-+]?[\d.]+$/.test(time.trim()))) found.push(declaration)
  }
  return found
}

describe('valid CSS', () => {
  it('in each public page as the server sends it, every time has its unit', async () => {
    for (const path of Object.keys(PUBLIC_PAGES)) {
      const html = await (await fetch(`${baseURL}${path}`)).text()
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('\n')
      // The page's own stylesheets are inline (page-html.ts): an empty match would check nothing.
      expect(styles.length, path).toBeGreaterThan(1_000)
      expect(timesWithoutUnit(styles), path).toEqual([])
    }
  })
})
