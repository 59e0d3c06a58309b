import { IconArrowUp } from '@tabler/icons-react'
import { useScrolledPast } from './use-scrolled-past.ts'
import classes from './floating-actions.module.css'

/** The button appears once the page is scrolled past 300 px. */
export const SCROLL_TOP_THRESHOLD = 300

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD)
  if (!visible) return null
  return (
    <button
      type="button"
      className={classes.scrollTop}
      aria-label="Retour en haut"
      title="Retour en haut"
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth',
        })
      }
    >
      <IconArrowUp size={22} aria-hidden="true" />
    </button>
  )
}
