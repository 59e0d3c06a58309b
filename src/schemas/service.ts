import { z } from 'zod'
import { LIMITS, requiredText } from './common.ts'

/** A weekly service shown on the home page. `color` is a CSS gradient, `icon` an icon key. */
export const serviceSchema = z.object({
  id: z.number().int().positive(),
  name: requiredText(LIMITS.shortText),
  day: requiredText(LIMITS.name),
  time: requiredText(LIMITS.name),
  description: requiredText(LIMITS.message),
  color: requiredText(LIMITS.shortText),
  icon: requiredText(LIMITS.name),
})
export type Service = z.infer<typeof serviceSchema>
export const serviceListSchema = z.array(serviceSchema)
