// An event as the API answers it: what is stored, where its sign-ups stand, and its next
// occurrence on Santiago's `today`.
import type { FastifyInstance } from 'fastify'
import { nextOccurrence, occurrencesBetween } from '#common/event-recurrence.ts'
import { signupOpen } from '#common/event-signup.ts'
import type { CalendarOccurrence } from '#common/schemas/calendar.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import type { RegistrationCounts } from '../../db/event-registrations-repository.ts'
import type { StoredEvent } from '../../db/events-repository.ts'

export function eventRecord(event: StoredEvent, counts: RegistrationCounts | undefined, today: string): ChurchEvent {
  const { signup } = event
  return {
    ...event,
    signup: signup
      ? {
          ...signup,
          seatsTaken: counts?.seatsTaken ?? 0,
          waiting: counts?.waiting ?? 0,
          open: signupOpen(signup, event.date, today),
        }
      : null,
    nextDate: nextOccurrence(event, today)?.date ?? null,
  }
}

const byNextDate = (a: ChurchEvent, b: ChurchEvent) =>
  (a.nextDate ?? a.date).localeCompare(b.nextDate ?? b.date) || a.time.localeCompare(b.time) || a.id - b.id

const byOccurrence = (a: CalendarOccurrence, b: CalendarOccurrence) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.eventId - b.eventId

export function eventRecords(app: FastifyInstance) {
  const events = app.eventsRepository
  const registrations = app.eventRegistrationsRepository
  return {
    /** The events not over on `today`, by their next occurrence (the site's lists). */
    current(today: string): ChurchEvent[] {
      const counts = registrations.countsByEvent()
      return events
        .current(today)
        .map((event) => eventRecord(event, counts.get(event.id), today))
        .filter((event) => event.nextDate !== null)
        .sort(byNextDate)
    },
    /** Every event, past ones included, by first date (the dashboard). */
    all(today: string): ChurchEvent[] {
      const counts = registrations.countsByEvent()
      return events.all().map((event) => eventRecord(event, counts.get(event.id), today))
    },
    one(id: number, today: string): ChurchEvent | undefined {
      const event = events.find(id)
      return event ? eventRecord(event, registrations.counts(id), today) : undefined
    },
    /** Every day an event is held from `from` to `to` (both included), by date. */
    occurrences(from: string, to: string): CalendarOccurrence[] {
      return events
        .current(from)
        .flatMap((event) =>
          occurrencesBetween(event, from, to).map((occurrence) => ({
            eventId: event.id,
            ...occurrence,
            title: event.title,
            time: event.time,
            location: event.location,
            category: event.category,
          })),
        )
        .sort(byOccurrence)
    },
  }
}
