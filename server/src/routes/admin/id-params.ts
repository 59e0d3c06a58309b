import { z } from 'zod'

/** `/…/:id` of the admin routes that act on one record: a positive whole number, else 400 in French. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Identifiant invalide.' })
    .int({ error: 'Identifiant invalide.' })
    .positive({ error: 'Identifiant invalide.' }),
})
