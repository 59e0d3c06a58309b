import { useEffect } from 'react'
import { church } from '../content/church.ts'

/** Sets the document title (and meta description when given) of the current page, in French. */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} — ${church.name}`
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description)
    }
  }, [title, description])
}
