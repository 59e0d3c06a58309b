import { createContext, useContext, useEffect } from 'react'
import type { PageHead } from '#common/pages.ts'
import { useSiteContent } from './site-content.ts'

export type { PageHead }

/** Given only by the server's renderer (src/entry-server.tsx), which writes it into the page's <head>. */
export const PageHeadContext = createContext<PageHead | null>(null)

/**
 * Sets the document title, « Accueil — <the church's name> » (the name once the content is known),
 * and the meta description when given, in French.
 */
export function usePageTitle(title: string, description?: string) {
  const churchName = useSiteContent()?.identity.name
  const fullTitle = churchName ? `${title} — ${churchName}` : title
  const head = useContext(PageHeadContext)
  if (head) {
    // On the server (no document there): the page's HTML carries its own title.
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
