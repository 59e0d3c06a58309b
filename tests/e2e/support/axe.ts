import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
/** axe-core's browser build, read once. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

interface AxeNode {
  target: unknown[]
  failureSummary?: string
  html: string
}
interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: AxeNode[]
}

/**
 * Runs axe-core on the page as it is drawn now, with every rule axe runs by default
 * (best-practice rules included) or only `rules`, and returns one readable line per failing
 * element: an empty list means no violation. The script is evaluated through the DevTools
 * protocol, which the page's CSP (scripts from our origin only) does not apply to, so the page is
 * tested as served.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window)
  if (!hasAxe) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }).axe
    const results = await axe.run({ resultTypes: ['violations'], ...(only ? { runOnly: only } : {}) })
    return results.violations
  }, rules)
  return (violations as AxeViolation[]).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    at ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').replace(/\n/g, ' ')}`,
    ),
  )
}
