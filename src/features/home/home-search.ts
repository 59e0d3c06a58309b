import { CONTACT_SUBJECTS, type ContactSubject } from '#common/schemas/contact-subjects.ts'

/** The home page's query string: `?sujet=Autre` preselects the contact form's subject. */
export type HomeSearch = { sujet?: ContactSubject }

const isSubject = (value: unknown): value is ContactSubject =>
  typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value)

/**
 * Never throws: an unknown or malformed subject becomes undefined (a shared link still opens).
 * The key is always returned: the router merges this result over the raw query string, so a
 * missing key would let `?sujet=nimporte` through unvalidated. Checked without zod, which does
 * not load with the first screen.
 */
export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  return { sujet: isSubject(search.sujet) ? search.sujet : undefined }
}
