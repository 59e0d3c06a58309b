import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderPage } from '#common/pages.ts'

/** The SSR bundle `vite build` writes next to the client build: dist/server/entry-server.js. */
export const rendererPathFor = (staticDir: string) => path.join(path.dirname(staticDir), 'server', 'entry-server.js')

/**
 * The front end's page renderer (src/entry-server.tsx, built for Node), or undefined when the
 * build has none (built before the pages were drawn by the server: rebuild).
 */
export async function loadRenderer(file: string): Promise<RenderPage | undefined> {
  if (!existsSync(file)) return undefined
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage }
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`)
  return module.renderPage
}
