import { z } from 'zod'
import { LIMITS, isoDate, requiredText } from './common.ts'
import { EVENT_CATEGORIES, isKnownEventCategory, type EventCategory } from './event-categories.ts'

export { EVENT_CATEGORIES, isKnownEventCategory, type EventCategory }

export const eventInputSchema = z.object({
  title: requiredText(LIMITS.shortText),
  date: isoDate,
  time: requiredText(LIMITS.name),
  description: requiredText(LIMITS.message),
  location: requiredText(LIMITS.address),
  category: requiredText(LIMITS.name),
})
export type EventInput = z.infer<typeof eventInputSchema>

export const eventSchema = eventInputSchema.extend({ id: z.number().int().positive() })
export type ChurchEvent = z.infer<typeof eventSchema>
export const eventListSchema = z.array(eventSchema)
