import { z } from 'zod'
import { LIMITS, isoDate, requiredText } from './common.ts'
import { EVENT_CATEGORIES, isKnownEventCategory, type EventCategory } from './event-categories.ts'
import { timeRange } from './time-range.ts'

export { EVENT_CATEGORIES, isKnownEventCategory, type EventCategory }

/** Longer than this, a category no longer fits its badge on a phone. */
export const CATEGORY_MAX = 40

/** What the database holds: the stored texts, read back as they are. */
const eventFields = z.object({
  title: requiredText(LIMITS.shortText),
  date: isoDate,
  time: requiredText(LIMITS.name),
  description: requiredText(LIMITS.message),
  location: requiredText(LIMITS.address),
  category: requiredText(LIMITS.name),
})

// A typo such as 0226 or 20266 would put the event out of sight for good.
const eventDate = isoDate.refine((value) => value >= '2000-01-01' && value <= '2099-12-31', {
  error: 'Date hors des années 2000 à 2099.',
})

/**
 * What the dashboard sends (POST/PUT /api/admin/events): a real date, a time such as "19:00" or
 * "09:00 - 12:00" (written back in that form), a category of its own or one of the four known.
 */
export const eventInputSchema = eventFields.extend({
  date: eventDate,
  time: timeRange,
  category: requiredText(CATEGORY_MAX),
})
export type EventInput = z.infer<typeof eventInputSchema>

export const eventSchema = eventFields.extend({ id: z.number().int().positive() })
export type ChurchEvent = z.infer<typeof eventSchema>
export const eventListSchema = z.array(eventSchema)
