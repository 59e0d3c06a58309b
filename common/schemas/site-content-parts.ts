// The parts of the site's content document one save may carry (PATCH /api/admin/site).
import { siteContentSchema } from './site-content.ts'

/**
 * Some parts of the document, each checked whole by its own schema (a strict object: an unknown
 * part is refused). The dashboard's « Site » forms send only the parts they show, so two people
 * editing different parts do not undo each other, and a field error comes back under the same
 * dotted name as the form's field (`leaders.0.email`).
 */
export const siteContentPartsSchema = siteContentSchema.partial().refine((parts) => Object.keys(parts).length > 0, {
  error: 'Aucune partie du contenu à enregistrer.',
})
