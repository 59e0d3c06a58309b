// What the tests of the pages drawn by the real renderer share: a built front end holding only
// the app's shell, and the data block a drawn page embeds for the browser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { PAGE_STATE_ID } from '#common/pages.ts'
import { SHELL } from '#server/test/page-renderer-stub.ts'

/** A STATIC_DIR with the shell alone, removed after the file's tests. */
export function shellStaticDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  writeFileSync(path.join(dir, 'index.html'), SHELL)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** The data block a drawn page embeds: what the browser hydrates with. */
export interface PageState {
  path: string
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
}

const STATE = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([^<]*)</script>`)

/** Whether `html` is a drawn page (the empty app has no data block). */
export const hasState = (html: string): boolean => STATE.test(html)

/** The page's data block; throws on the empty app. */
export function stateOf(html: string): PageState {
  const block = STATE.exec(html)?.[1]
  if (block === undefined) throw new Error('the page has no data block: the empty app was sent')
  return JSON.parse(block) as PageState
}
