import { DonateLink } from './donate-link.tsx'
import { SCROLL_TOP_THRESHOLD, ScrollToTopButton } from './scroll-to-top-button.tsx'
import { useFormUnderneath } from './use-form-underneath.ts'
import { useScrolledPast } from './use-scrolled-past.ts'
import classes from './floating-actions.module.css'

/** The height of the band the fixed buttons take at the bottom of the window (16 px + 46 px + room). */
const BAND_PX = 80

/**
 * The fixed « Faire un don » and « Retour en haut », in a landmark of their own (nothing on the
 * page is outside one). They never cover what a visitor must read or press: a phone's first
 * screen is left free until the visitor scrolls, they step aside while a form is under them, and
 * the footer keeps room below its last line (site-footer.module.css).
 */
export function FloatingActions({ donateHref }: { donateHref?: string }) {
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD)
  const overForm = useFormUnderneath(BAND_PX)
  return (
    <aside aria-label="Actions rapides" className={classes.actions} data-over-form={overForm || undefined}>
      <DonateLink href={donateHref} firstScreen={!scrolled} />
      <ScrollToTopButton />
    </aside>
  )
}
