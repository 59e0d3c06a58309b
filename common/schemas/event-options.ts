// Without zod, so the event cards and the calendar page can use them before zod loads.

/** How an event may repeat: each week, each month on its date, each month on its weekday. */
export const RECURRENCE_FREQUENCIES = ['weekly', 'monthly', 'monthly-weekday'] as const
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number]

/** An event lasts this many days at most (a conference, a camp). */
export const MAX_EVENT_DAYS = 31
/** Dates left out of a repeated event, at most. */
export const MAX_RECURRENCE_EXCEPTIONS = 100
/** Seats an event may offer, at most. */
export const MAX_SIGNUP_CAPACITY = 10_000
/** Seats one sign-up may ask for: a family. */
export const MAX_SEATS_PER_SIGNUP = 10

/** The calendar page shows the current month and this many after it. */
export const CALENDAR_MONTHS_AHEAD = 11

/** The first and last days the calendar shows on `today` (YYYY-MM-DD, Santiago's). */
export function calendarWindow(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month + CALENDAR_MONTHS_AHEAD, 0))
  return { from: `${today.slice(0, 7)}-01`, to: last.toISOString().slice(0, 10) }
}
