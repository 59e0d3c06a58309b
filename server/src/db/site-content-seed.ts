import { siteContentSeed } from '#common/seed/site-content.ts'
import type { SiteContentRepository } from './site-content-repository.ts'

/** Shown as the author of the content until someone saves it from the dashboard. */
export const SEED_AUTHOR = 'Installation'

/**
 * The content the site showed until it moved into the database (common/seed/), stored once:
 * on a new installation's first start, and on the first start of an existing one with the
 * migration that added the table. Never again: the church's edits are not overwritten.
 * Returns true when it seeded.
 */
export function seedSiteContent(siteContent: SiteContentRepository, now: Date): boolean {
  if (siteContent.get() !== undefined) return false
  siteContent.save(siteContentSeed(), now.toISOString(), SEED_AUTHOR)
  return true
}
