// The answer of GET /api/admin/launch-checklist: the values still to replace and the clashes to
// fix before going live (computed by common/launch-checklist.ts).
import { z } from 'zod'

export const launchItemSchema = z.object({
  /** Where the value sits (`contacts.phone`, `gallery`): unique in the list. */
  key: z.string(),
  /** What to replace, in French (« Équipe pastorale — Marc Exemple : e-mail »). */
  label: z.string(),
  /** The sample value itself (empty for a count). */
  value: z.string(),
  /** What to do about it, in French (« Écrivez l’adresse exacte : … »). */
  action: z.string(),
  /** The dashboard's address of the form or tab that fixes it. */
  href: z.string(),
})
export type LaunchItem = z.infer<typeof launchItemSchema>

export const launchChecklistSchema = z.object({ items: z.array(launchItemSchema) })
export type LaunchChecklist = z.infer<typeof launchChecklistSchema>
