import { IconHeart } from '@tabler/icons-react'
import { donationUrl } from '#common/content/church.ts'
import classes from './floating-actions.module.css'

/**
 * Fixed at the bottom left: the payment provider's donate page, in a new tab. `href`:
 * the account the church set in the dashboard, once known; the built-in one until then.
 */
export function DonateLink({ href = donationUrl }: { href?: string }) {
  return (
    <a className={classes.donate} href={href} target="_blank" rel="noopener noreferrer">
      <IconHeart size={18} aria-hidden="true" />
      <span>Faire un don</span>
    </a>
  )
}
