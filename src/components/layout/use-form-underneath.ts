import { useEffect, useState } from 'react'

/**
 * Whether a form lies in the band of `height` px at the bottom of the window, where the fixed
 * buttons sit: they step aside then, so that no field and no submit button is ever under them.
 *
 * The browser reports it (an IntersectionObserver over the page's forms, the band as its root)
 * rather than each form's box being asked on every scroll, which forces a layout each time.
 * Forms the app adds later are watched as they come.
 */
export function useFormUnderneath(height: number): boolean {
  const [underneath, setUnderneath] = useState(false)
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const watched = new Set<HTMLFormElement>()
    const inBand = new Set<Element>()
    let observer: IntersectionObserver | undefined
    const watchForms = () => {
      if (!observer) return
      for (const form of document.forms) {
        if (watched.has(form)) continue
        watched.add(form)
        observer.observe(form)
      }
      for (const form of watched) {
        if (form.isConnected) continue
        watched.delete(form)
        inBand.delete(form)
        observer.unobserve(form)
      }
      setUnderneath(inBand.size > 0)
    }
    const observeBand = () => {
      observer?.disconnect()
      watched.clear()
      inBand.clear()
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inBand.add(entry.target)
            else inBand.delete(entry.target)
          }
          setUnderneath(inBand.size > 0)
        },
        // The window less all but its bottom band.
        { rootMargin: `${height - window.innerHeight}px 0px 0px 0px` },
      )
      watchForms()
    }
    observeBand()
    const forms = new MutationObserver(watchForms)
    forms.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('resize', observeBand, { passive: true })
    return () => {
      observer?.disconnect()
      forms.disconnect()
      window.removeEventListener('resize', observeBand)
    }
  }, [height])
  return underneath
}
