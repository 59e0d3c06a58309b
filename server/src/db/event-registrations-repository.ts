import type { Waiting } from '#common/event-signup.ts'
import type {
  AdminRegistration,
  RegistrationList,
  RegistrationSource,
  RegistrationStatus,
} from '#common/schemas/event-registration.ts'
import type { Db } from './database.ts'

const COLUMNS = `id, event_id AS eventId, name, phone, email, seats, status, source, created_at AS createdAt,
  status_changed_at AS statusChangedAt, arrived_at AS arrivedAt, person_id AS personId`

export interface NewRegistration {
  eventId: number
  name: string
  phone: string
  email: string
  seats: number
  status: 'confirmed' | 'waitlist'
  source: RegistrationSource
  createdAt: string
}

/** Where an event's sign-ups stand: seats held, how many sign-ups wait and for how many seats, seats arrived. */
export interface RegistrationCounts {
  seatsTaken: number
  waiting: number
  seatsWaiting: number
  seatsArrived: number
}

const NO_COUNTS: RegistrationCounts = { seatsTaken: 0, waiting: 0, seatsWaiting: 0, seatsArrived: 0 }

const COUNTS = `COALESCE(SUM(CASE WHEN status = 'confirmed' THEN seats END), 0) AS seatsTaken,
  COALESCE(SUM(status = 'waitlist'), 0) AS waiting,
  COALESCE(SUM(CASE WHEN status = 'waitlist' THEN seats END), 0) AS seatsWaiting,
  COALESCE(SUM(CASE WHEN status = 'confirmed' AND arrived_at IS NOT NULL THEN seats END), 0) AS seatsArrived`

/** The sign-ups of events, in the order they came (the waiting list's order), and their cancel links. */
export function createEventRegistrationsRepository(db: Db) {
  const insert = db.prepare<[NewRegistration]>(
    `INSERT INTO event_registrations (event_id, name, phone, email, seats, status, source, created_at)
     VALUES (@eventId, @name, @phone, @email, @seats, @status, @source, @createdAt)`,
  )
  const byId = db.prepare<[number], AdminRegistration>(`SELECT ${COLUMNS} FROM event_registrations WHERE id = ?`)
  const ofEvent = db.prepare<[number], AdminRegistration>(
    `SELECT ${COLUMNS} FROM event_registrations WHERE event_id = ? ORDER BY id`,
  )
  const countsOf = db.prepare<[number], RegistrationCounts>(
    `SELECT ${COUNTS} FROM event_registrations WHERE event_id = ?`,
  )
  const countsAll = db.prepare<[], RegistrationCounts & { eventId: number }>(
    `SELECT event_id AS eventId, ${COUNTS} FROM event_registrations GROUP BY event_id`,
  )
  const waitlist = db.prepare<[number], Waiting>(
    "SELECT id, seats FROM event_registrations WHERE event_id = ? AND status = 'waitlist' ORDER BY id",
  )
  const setStatus = db.prepare<[RegistrationStatus, string, number]>(
    'UPDATE event_registrations SET status = ?, status_changed_at = ? WHERE id = ?',
  )
  const setArrived = db.prepare<[string | null, number]>('UPDATE event_registrations SET arrived_at = ? WHERE id = ?')
  const setPerson = db.prepare<[number, number]>('UPDATE event_registrations SET person_id = ? WHERE id = ?')
  const addLink = db.prepare<[string, number, string]>(
    'INSERT INTO event_registration_links (token_hash, registration_id, created_at) VALUES (?, ?, ?)',
  )
  const byLink = db.prepare<[string], AdminRegistration>(
    `SELECT ${COLUMNS} FROM event_registrations
     WHERE id = (SELECT registration_id FROM event_registration_links WHERE token_hash = ?)`,
  )

  return {
    insert: (registration: NewRegistration): number => Number(insert.run(registration).lastInsertRowid),
    find: (id: number): AdminRegistration | undefined => byId.get(id),
    /** An event's sign-ups in the order they came, and its counts. */
    list(eventId: number): RegistrationList {
      const { seatsTaken, seatsWaiting, seatsArrived } = countsOf.get(eventId) ?? NO_COUNTS
      return { items: ofEvent.all(eventId), counts: { seatsTaken, seatsWaiting, seatsArrived } }
    },
    counts: (eventId: number): RegistrationCounts => countsOf.get(eventId) ?? NO_COUNTS,
    /** The counts of every event that has sign-ups, by event id. */
    countsByEvent(): Map<number, RegistrationCounts> {
      return new Map(countsAll.all().map(({ eventId, ...counts }) => [eventId, counts]))
    },
    /** The waiting list, first come first. */
    waitlist: (eventId: number): Waiting[] => waitlist.all(eventId),
    setStatus: (id: number, status: RegistrationStatus, at: string): void => void setStatus.run(status, at, id),
    /** `at`: when the person came in; null to untick. */
    setArrived: (id: number, at: string | null): void => void setArrived.run(at, id),
    setPerson: (id: number, personId: number): void => void setPerson.run(personId, id),
    /** Keeps the SHA-256 of a cancel link's token (never the token). */
    addLink: (tokenHash: string, registrationId: number, at: string): void =>
      void addLink.run(tokenHash, registrationId, at),
    findByLink: (tokenHash: string): AdminRegistration | undefined => byLink.get(tokenHash),
  }
}
export type EventRegistrationsRepository = ReturnType<typeof createEventRegistrationsRepository>
