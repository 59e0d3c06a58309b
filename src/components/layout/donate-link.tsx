import { IconHeart } from '@tabler/icons-react'
import { donationUrl } from '#common/seed/built-in-donation.ts'
import classes from './floating-actions.module.css'

/**
 * Fixed at the bottom left: the payment provider's donate page, in a new tab. `href`: the account
 * the church set in the dashboard, once known; the built-in one until then. `firstScreen`: the
 * page is not scrolled yet; a phone then leaves its first screen free (floating-actions.module.css).
 */
export function DonateLink({ href = donationUrl, firstScreen = false }: { href?: string; firstScreen?: boolean }) {
  return (
    <a
      className={classes.donate}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-first-screen={firstScreen || undefined}
    >
      <IconHeart size={18} aria-hidden="true" />
      <span>Faire un don</span>
    </a>
  )
}
