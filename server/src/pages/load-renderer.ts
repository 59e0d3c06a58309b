import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderDashboard, RenderPage } from '#common/pages.ts'

/** The SSR bundle `vite build` writes next to the client build: dist/server/entry-server.js. */
export const rendererPathFor = (staticDir: string) => path.join(path.dirname(staticDir), 'server', 'entry-server.js')

export interface Renderer {
  renderPage: RenderPage
  renderDashboard: RenderDashboard
}

/**
 * The front end's page renderer (src/entry-server.tsx, built for Node), or undefined when the
 * build has none (built before the pages were drawn by the server: rebuild).
 */
export async function loadRenderer(file: string): Promise<Renderer | undefined> {
  if (!existsSync(file)) return undefined
  const module = (await import(pathToFileURL(file).href)) as Partial<Renderer>
  const { renderPage, renderDashboard } = module
  if (typeof renderPage !== 'function' || typeof renderDashboard !== 'function') {
    throw new Error(`${file} exports no renderPage or renderDashboard: rebuild (npm run build)`)
  }
  return { renderPage, renderDashboard }
}
