import type { EventSignup, Recurrence, SavedEventInput } from '#common/schemas/event.ts'
import type { Db } from './database.ts'

const COLUMNS = `id, title, date, time, description, location, category, end_date, recurrence, signup_enabled,
  signup_capacity, signup_closes_at`

interface EventRow {
  id: number
  title: string
  date: string
  time: string
  description: string
  location: string
  category: string
  end_date: string | null
  recurrence: string | null
  signup_enabled: number
  signup_capacity: number | null
  signup_closes_at: string | null
}

/** An event as stored: its texts, its days and how it repeats, whether it takes sign-ups. */
export interface StoredEvent {
  id: number
  title: string
  date: string
  time: string
  description: string
  location: string
  category: string
  endDate: string | null
  recurrence: Recurrence | null
  signup: EventSignup | null
}

const toEvent = (row: EventRow): StoredEvent => ({
  id: row.id,
  title: row.title,
  date: row.date,
  time: row.time,
  description: row.description,
  location: row.location,
  category: row.category,
  endDate: row.end_date,
  recurrence: row.recurrence ? (JSON.parse(row.recurrence) as Recurrence) : null,
  signup: row.signup_enabled ? { capacity: row.signup_capacity, closesAt: row.signup_closes_at } : null,
})

const toColumns = (event: SavedEventInput) => ({
  title: event.title,
  date: event.date,
  time: event.time,
  description: event.description,
  location: event.location,
  category: event.category,
  endDate: event.endDate,
  recurrence: event.recurrence ? JSON.stringify(event.recurrence) : null,
  signupEnabled: event.signup ? 1 : 0,
  signupCapacity: event.signup?.capacity ?? null,
  signupClosesAt: event.signup?.closesAt ?? null,
})
type EventColumns = ReturnType<typeof toColumns>

export interface EventFigures {
  total: number
  upcoming: number
  thisMonth: number
}

/** An event as the seed or an older caller writes it: the days, repeat and sign-ups left out are none. */
export type NewEvent = Omit<SavedEventInput, 'endDate' | 'recurrence' | 'signup'> &
  Partial<Pick<SavedEventInput, 'endDate' | 'recurrence' | 'signup'>>

const withDefaults = (event: NewEvent): SavedEventInput => ({
  ...event,
  endDate: event.endDate ?? null,
  recurrence: event.recurrence ?? null,
  signup: event.signup ?? null,
})

export function createEventsRepository(db: Db) {
  // Not over on `today`: a one-day event from its day on, a longer one until its last day, a
  // repeated one until its last date (its later occurrences may still end on a day left out:
  // the caller works out the next occurrence).
  const current = db.prepare<[{ today: string }], EventRow>(
    `SELECT ${COLUMNS} FROM events
     WHERE COALESCE(end_date, date) >= @today
        OR (recurrence IS NOT NULL AND COALESCE(json_extract(recurrence, '$.until'), '9999-12-31') >= @today)
     ORDER BY date, time, id`,
  )
  const all = db.prepare<[], EventRow>(`SELECT ${COLUMNS} FROM events ORDER BY date, time, id`)
  const byId = db.prepare<[number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE id = ?`)
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM events')
  const figures = db.prepare<[{ today: string; month: string }], EventFigures>(
    `SELECT COUNT(*) AS total, COALESCE(SUM(date > @today), 0) AS upcoming,
       COALESCE(SUM(substr(date, 1, 7) = @month), 0) AS thisMonth
     FROM events`,
  )
  const insert = db.prepare<[EventColumns & { createdAt: string }]>(
    `INSERT INTO events (title, date, time, description, location, category, end_date, recurrence, signup_enabled,
       signup_capacity, signup_closes_at, created_at)
     VALUES (@title, @date, @time, @description, @location, @category, @endDate, @recurrence, @signupEnabled,
       @signupCapacity, @signupClosesAt, @createdAt)`,
  )
  const update = db.prepare<[EventColumns & { id: number }]>(
    `UPDATE events SET title = @title, date = @date, time = @time, description = @description,
       location = @location, category = @category, end_date = @endDate, recurrence = @recurrence,
       signup_enabled = @signupEnabled, signup_capacity = @signupCapacity, signup_closes_at = @signupClosesAt
     WHERE id = @id`,
  )
  const remove = db.prepare<[number]>('DELETE FROM events WHERE id = ?')
  return {
    /** Events not over on `today` (YYYY-MM-DD), by first date; past events stay in the table. */
    current: (today: string): StoredEvent[] => current.all({ today }).map(toEvent),
    /** Every event, past ones included, by date (the dashboard). */
    all: (): StoredEvent[] => all.all().map(toEvent),
    find: (id: number): StoredEvent | undefined => {
      const row = byId.get(id)
      return row ? toEvent(row) : undefined
    },
    count: (): number => count.get()?.n ?? 0,
    /** Over all events: how many, how many after `today` (YYYY-MM-DD), how many in `month` (YYYY-MM). */
    figures: (today: string, month: string): EventFigures =>
      figures.get({ today, month }) ?? { total: 0, upcoming: 0, thisMonth: 0 },
    insert(event: NewEvent, createdAt: string): number {
      return Number(insert.run({ ...toColumns(withDefaults(event)), createdAt }).lastInsertRowid)
    },
    /** False when there is no such event. */
    update: (id: number, event: NewEvent): boolean => update.run({ ...toColumns(withDefaults(event)), id }).changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,
  }
}
export type EventsRepository = ReturnType<typeof createEventsRepository>
