import { useEffect, useState } from 'react'

/**
 * Whether a form lies in the band of `height` px at the bottom of the window, where the fixed
 * buttons sit: they step aside then, so that no field and no submit button is ever under them.
 * Checked on scroll and resize, once per frame, over the page's few forms; re-renders only when
 * the answer changes.
 */
export function useFormUnderneath(height: number): boolean {
  const [underneath, setUnderneath] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      const top = window.innerHeight - height
      const found = [...document.forms].some((form) => {
        const box = form.getBoundingClientRect()
        return box.height > 0 && box.bottom > top && box.top < window.innerHeight
      })
      setUnderneath(found)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [height])
  return underneath
}
