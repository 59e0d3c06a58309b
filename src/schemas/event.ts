import { z } from 'zod'
import { LIMITS, isoDate, requiredText } from './common.ts'

/** Known categories get their own colour; any other text gets a neutral style. */
export const EVENT_CATEGORIES = ['Conférence', 'Formation', 'Cérémonie', 'Communautaire'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]
export const isKnownEventCategory = (value: string): value is EventCategory =>
  (EVENT_CATEGORIES as readonly string[]).includes(value)

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
