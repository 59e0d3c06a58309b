import { useEffect, useState } from 'react'

/**
 * Whether the window is scrolled further than `threshold` px. A passive listener that only
 * re-renders when the answer changes (not on every scroll event, which cheap phones feel).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}
