import { z } from 'zod'
import { LIMITS, requiredText } from './common.ts'
import { SERVICE_COLORS, SERVICE_ICONS, WEEK_DAYS } from './service-style.ts'
import { timeRange } from './time-range.ts'

export { SERVICE_COLORS, SERVICE_ICONS, WEEK_DAYS }

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

const valuesOf = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as [T[number]['value'], ...T[number]['value'][]]

/**
 * What the dashboard sends (POST/PUT /api/admin/services): a day of the week, a time such as
 * "19:00 - 21:00", and a colour and an icon from the lists the home page knows.
 */
export const serviceInputSchema = serviceSchema.omit({ id: true }).extend({
  day: z.enum(WEEK_DAYS, { error: 'Choisissez un jour de la semaine.' }),
  time: timeRange,
  color: z.enum(valuesOf(SERVICE_COLORS), { error: 'Choisissez une couleur de la liste.' }),
  icon: z.enum(valuesOf(SERVICE_ICONS), { error: 'Choisissez une icône de la liste.' }),
})
export type ServiceInput = z.infer<typeof serviceInputSchema>

/** POST /api/admin/services/:id/move: one place up or down the home page's list. */
export const serviceMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Direction attendue : up ou down.' }),
})
export type ServiceMove = z.infer<typeof serviceMoveSchema>
