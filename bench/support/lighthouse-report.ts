// What bench/lighthouse.ts reads in a Lighthouse report: the figures of one run, the audits that
// cost points, and, with --explain, what made a run slow.
import type { Result } from 'lighthouse'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  cls: number
  tbt: number
  fcp: number
  si: number
  bytes: number
  /** Audits scored below 1 in accessibility, best practices and SEO. */
  lost: string[]
}

type AuditItem = Record<string, unknown>

/** The rows of an audit's details table (elements, tasks, scripts, requests). */
const auditItems = (lhr: Result, id: string) =>
  (lhr.audits[id]?.details as { items?: AuditItem[] } | undefined)?.items ?? []

export function figures(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  // With the elements at fault (their selector and axe's explanation), so that a failure seen in
  // one run of three can be understood without reproducing it.
  const culprits = (id: string) =>
    auditItems(lhr, id)
      .slice(0, 3)
      .map((item) => {
        const node = item.node as { selector?: string; explanation?: string } | undefined
        return `\n${' '.repeat(26)}${node?.selector ?? '?'}: ${(node?.explanation ?? '').replace(/\s+/g, ' ').slice(0, 160)}`
      })
      .join('')
  const lost = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}${culprits(ref.id)}`),
  )
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Figures['scores'],
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    si: numeric('speed-index'),
    bytes: numeric('total-byte-weight'),
    lost,
  }
}

/** What made a run slow: long main-thread tasks, script evaluation, the LCP element's phases. */
export function explain(lhr: Result) {
  const items = (id: string) => auditItems(lhr, id)
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '')
  console.log('  long tasks (observed, ms):')
  for (const task of items('long-tasks'))
    console.log(
      `    ${Number(task.duration).toFixed(0).padStart(5)} at ${Number(task.startTime).toFixed(0)}  ${short(task.url)}`,
    )
  console.log('  script cost (simulated ms: total / evaluation / parse):')
  for (const script of items('bootup-time'))
    console.log(
      `    ${Number(script.total).toFixed(0).padStart(5)} / ${Number(script.scripting).toFixed(0)} / ${Number(script.scriptParseCompile).toFixed(0)}  ${short(script.url)}`,
    )
  for (const table of items('largest-contentful-paint-element')) {
    for (const row of (table as { items?: AuditItem[] }).items ?? []) {
      if (row.phase) console.log(`  LCP phase ${String(row.phase).padEnd(20)} ${Number(row.timing).toFixed(0)} ms`)
      else if (row.node) console.log(`  LCP element: ${String((row.node as AuditItem).snippet).slice(0, 120)}`)
    }
  }
  console.log('  requests (transfer bytes, start–end ms observed):')
  for (const request of items('network-requests'))
    console.log(
      `    ${String(request.transferSize).padStart(7)}  ${Number(request.networkRequestTime).toFixed(0)}–${Number(request.networkEndTime).toFixed(0)}  ${String(request.priority).padEnd(8)} ${short(request.url)}`,
    )
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
