// The W3C's Nu Html Checker on the HTML the server sends for every public page and the
// dashboard. The documents as the browser draws them (scrolled through, hydrated, dialogs open)
// are checked on the same walk as axe, in accessibility.e2e.ts.
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
