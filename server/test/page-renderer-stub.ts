// A built front end for the page tests: the app shell as Vite writes it, and a renderer that
// draws the data it is given as escaped text (the real one, src/entry-server.tsx, is exercised
// by tests/pages/). It counts its drawings and can be held, to interleave writes with them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PageData, PagePath, RenderPage } from '#common/pages.ts'
import { formatPhone } from '#common/phone.ts'

export const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Église Baptiste Francophone de Santiago</title>
    <meta
      name="description"
      content="Description de la coquille."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** A STATIC_DIR with the shell, a manifest naming the home page's route chunk, and favicon.ico. */
export function builtFrontEnd(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eglise-pages-'))
  mkdirSync(path.join(dir, '.vite'))
  writeFileSync(path.join(dir, 'index.html'), SHELL)
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/routes/_site/index.tsx?tsr-split=component': {
        file: 'assets/index-route-jkl.js',
        css: ['assets/home-mno.css'],
      },
    }),
  )
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]))
  return dir
}

const asText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface StubRenderer {
  renderPage: RenderPage
  /** Drawings made, per page. */
  calls: Record<string, number>
  /** The data of the last drawing of each page. */
  last: Partial<Record<PagePath, Partial<PageData>>>
  /** Holds every drawing until the returned function is called. */
  hold: () => () => void
  /** Makes the next drawing fail. */
  failNext: () => void
}

export function stubRenderer(): StubRenderer {
  const calls: Record<string, number> = {}
  const last: StubRenderer['last'] = {}
  let gate: Promise<void> | undefined
  let failing = false
  const renderPage: RenderPage = async (page, data) => {
    calls[page] = (calls[page] ?? 0) + 1
    last[page] = data
    await new Promise((resolve) => setTimeout(resolve, 2))
    if (gate) await gate
    if (failing) {
      failing = false
      throw new Error('drawing failed')
    }
    const site = data.site!
    const html = [
      `<h1>${asText(site.identity.name)}</h1>`,
      `<p class="phone">${asText(formatPhone(site.contacts.phone))}</p>`,
      ...(data.events ?? []).map((event) => `<h3>${asText(event.title)}</h3>`),
    ].join('')
    return {
      html,
      head: {
        title: `${page === '/' ? 'Accueil' : 'Page'} — ${site.identity.name}`,
        description: site.descriptions.home,
      },
      queries: { given: Object.keys(data) },
    }
  }
  return {
    renderPage,
    calls,
    last,
    hold() {
      let release = () => {}
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = undefined
          resolve()
        }
      })
      return () => release()
    },
    failNext() {
      failing = true
    },
  }
}
