import { z } from 'zod'
import { CONTACT_SUBJECTS, type ContactSubject } from '../../schemas/contact-message.ts'

/** The home page's query string: `?sujet=Autre` preselects the contact form's subject. */
export type HomeSearch = { sujet?: ContactSubject }

const homeSearchSchema = z.object({ sujet: z.enum(CONTACT_SUBJECTS).optional().catch(undefined) })

/**
 * Never throws: an unknown or malformed subject becomes undefined (a shared link still opens).
 * The key is always returned: the router merges this result over the raw query string, so a
 * missing key would let `?sujet=nimporte` through unvalidated.
 */
export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  const parsed = homeSearchSchema.safeParse(search)
  return { sujet: parsed.success ? parsed.data.sujet : undefined }
}
