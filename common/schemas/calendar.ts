// GET /api/calendar: every day an event is held over the months the calendar page shows, worked out
// by the server from each event's days and rule (common/event-recurrence.ts).
import { z } from 'zod'
import { isoDate } from './common.ts'

export const calendarOccurrenceSchema = z.object({
  eventId: z.number().int().positive(),
  /** First day of this occurrence, and its last (null: the same day). */
  date: isoDate,
  endDate: isoDate.nullable(),
  title: z.string(),
  time: z.string(),
  location: z.string(),
  category: z.string(),
})
export type CalendarOccurrence = z.infer<typeof calendarOccurrenceSchema>

export const calendarSchema = z.object({
  /** Santiago's date when it was worked out: the page opens on its month and day. */
  today: isoDate,
  /** The first day of the current month in Santiago, and the last day shown. */
  from: isoDate,
  to: isoDate,
  occurrences: z.array(calendarOccurrenceSchema),
})
export type Calendar = z.infer<typeof calendarSchema>
