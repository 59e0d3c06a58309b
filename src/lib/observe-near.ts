/**
 * Calls `onNear` once, when `element` (or any of `elements`) comes within `rootMargin` of the
 * screen (at once where there is no IntersectionObserver). Returns the cancellation.
 */
export function observeNear(element: Element | readonly Element[], rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin },
  )
  for (const observed of Array.isArray(element) ? element : [element]) observer.observe(observed)
  return () => observer.disconnect()
}
