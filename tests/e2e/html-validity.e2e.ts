// The W3C's Nu Html Checker on the HTML the server sends for every public page and the
// dashboard. The documents as the browser draws them (scrolled through, hydrated, dialogs open)
// are checked on the same walk as axe, in accessibility.e2e.ts. The times in the pages' inline
// CSS are also checked on their own, with a message that says where to look: Mantine's Loader
// writes one without its unit, which its bars loader brings (scripts/undrawn-css.ts).
import { describe, expect, inject, it } from 'vitest'
import { ADMIN_DASHBOARD, adminTabPath } from '#common/admin-dashboard-pages.ts'
import { adminCookie } from './support/browser.ts'
import { PUBLIC_PAGES } from './support/dialogs.ts'
import { nuErrors } from './support/nu-checker.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
/** Dashboard pages the server draws for a signed-in visitor. */
const DRAWN_DASHBOARD = [ADMIN_DASHBOARD, adminTabPath('membres')]

describe('valid HTML', () => {
  it('as the server sends it', async () => {
    const documents: Record<string, string> = {}
    for (const path of [...Object.keys(PUBLIC_PAGES), ADMIN_DASHBOARD]) {
      const res = await fetch(`${baseURL}${path}`)
      expect(res.status).toBe(200)
      documents[`served ${path}`] = await res.text()
    }
    const cookie = await adminCookie(baseURL, adminPassword)
    for (const path of DRAWN_DASHBOARD) {
      const res = await fetch(`${baseURL}${path}`, { headers: { cookie } })
      expect(res.status).toBe(200)
      const html = await res.text()
      // Drawn, not the empty app (which is checked above).
      expect(html, path).toContain('id="__PAGE_STATE__"')
      documents[`drawn signed in ${path}`] = html
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
  it('in each public page and the drawn dashboard as the server sends them, every time has its unit', async () => {
    const cookie = await adminCookie(baseURL, adminPassword)
    for (const path of [...Object.keys(PUBLIC_PAGES), ...DRAWN_DASHBOARD]) {
      const html = await (await fetch(`${baseURL}${path}`, { headers: { cookie } })).text()
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('\n')
      // The page's own stylesheets are inline (page-html.ts): an empty match would check nothing.
      expect(styles.length, path).toBeGreaterThan(1_000)
      expect(timesWithoutUnit(styles), path).toEqual([])
    }
  })
})
