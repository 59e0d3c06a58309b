// Signing up for an event, cancelling, and the waiting list moving up: each runs inside the
// caller's transaction, with the mails it sends queued in the outbox in that same transaction.
import type { FastifyInstance } from 'fastify'
import { placeFor, promotions } from '#common/event-signup.ts'
import type { RegistrationSource } from '#common/schemas/event-registration.ts'
import type { AdminRegistration } from '#common/schemas/event-registration.ts'
import type { StoredEvent } from '../../db/events-repository.ts'
import { namedSender } from '../../db/people-linking.ts'
import { type RegistrationMailKind, registrationMail } from '../../mail/event-registration-mails.ts'

export interface SignupRequest {
  name: string
  phone?: string | undefined
  email?: string | undefined
  seats: number
}

export function eventSignups(app: FastifyInstance) {
  const registrations = app.eventRegistrationsRepository

  const mail = (
    kind: RegistrationMailKind,
    event: StoredEvent,
    person: Pick<AdminRegistration, 'id' | 'name' | 'email' | 'seats'>,
    at: string,
  ) => {
    if (!person.email) return
    app.outboxRepository.enqueue(
      registrationMail({
        kind,
        to: person.email,
        name: person.name,
        seats: person.seats,
        registrationId: person.id,
        event,
        sender: app.letterSender(),
      }),
      at,
    )
  }

  /**
   * The head of the waiting list gets the seats freed (a cancellation, more seats offered), while
   * it fits; each is told by mail. Nothing moves on an event that no longer takes sign-ups.
   */
  function moveUp(event: StoredEvent, at: string): number[] {
    if (!event.signup) return []
    const promoted = promotions(
      event.signup.capacity,
      registrations.counts(event.id).seatsTaken,
      registrations.waitlist(event.id),
    )
    for (const id of promoted) {
      registrations.setStatus(id, 'confirmed', at)
      const registration = registrations.find(id)
      if (registration) mail('promoted', event, registration, at)
    }
    return promoted
  }

  return {
    /** A seat if all the seats asked for fit and nobody waits, the waiting list otherwise. */
    register(event: StoredEvent, request: SignupRequest, source: RegistrationSource, at: string) {
      const counts = registrations.counts(event.id)
      const status = placeFor(event.signup?.capacity ?? null, counts.seatsTaken, counts.waiting, request.seats)
      const person = {
        name: request.name,
        phone: request.phone ?? '',
        email: request.email ?? '',
        seats: request.seats,
      }
      const id = registrations.insert({ eventId: event.id, ...person, status, source, createdAt: at })
      // Someone who can be reached belongs to a person, found by e-mail or phone (or a new one);
      // a name alone (someone added at the door) makes nobody.
      if (person.email || person.phone)
        registrations.setPerson(id, app.peopleLinker.personFor(namedSender(person), new Date(at)))
      mail(status, event, { id, ...person }, at)
      return { id, status }
    },

    /** Cancels a sign-up held or waiting; the waiting list moves up. Returns the ids promoted. */
    cancel(event: StoredEvent, registration: AdminRegistration, at: string): number[] {
      if (registration.status === 'cancelled') return []
      registrations.setStatus(registration.id, 'cancelled', at)
      return moveUp(event, at)
    },

    /** Confirms a sign-up by hand, past the capacity if need be (the staff's decision). */
    confirm(event: StoredEvent, registration: AdminRegistration, at: string): void {
      if (registration.status === 'confirmed') return
      registrations.setStatus(registration.id, 'confirmed', at)
      mail('promoted', event, registration, at)
    },

    moveUp,
  }
}
export type EventSignups = ReturnType<typeof eventSignups>
