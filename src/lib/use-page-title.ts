import { createContext, useContext, useEffect } from 'react'
import { church } from '#common/content/church.ts'

/** What the prerender (src/entry-server.tsx) writes into a page's <head>. */
export interface PageHead {
  title?: string
  description?: string
}

/** Given only by the prerender, which collects each page's title for its static HTML. */
export const PageHeadContext = createContext<PageHead | null>(null)

/** Sets the document title (and meta description when given) of the current page, in French. */
export function usePageTitle(title: string, description?: string) {
  const fullTitle = `${title} — ${church.name}`
  const head = useContext(PageHeadContext)
  if (head) {
    // Prerender only (no document there): the static HTML carries the page's own title.
    head.title = fullTitle
    if (description) head.description = description
  }
  useEffect(() => {
    document.title = fullTitle
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description)
    }
  }, [fullTitle, description])
}
