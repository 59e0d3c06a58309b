import type { ChurchEvent, EventInput } from '../../../src/schemas/event.ts'
import type { Db } from './database.ts'

const COLUMNS = 'id, title, date, time, description, location, category'

export function createEventsRepository(db: Db) {
  const upcoming = db.prepare<[string], ChurchEvent>(
    `SELECT ${COLUMNS} FROM events WHERE date >= ? ORDER BY date, time, id`,
  )
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM events')
  const insert = db.prepare<[EventInput & { createdAt: string }]>(
    `INSERT INTO events (title, date, time, description, location, category, created_at)
     VALUES (@title, @date, @time, @description, @location, @category, @createdAt)`,
  )
  return {
    /** Events on or after `today` (YYYY-MM-DD); past events stay in the table. */
    upcoming: (today: string): ChurchEvent[] => upcoming.all(today),
    count: (): number => count.get()?.n ?? 0,
    insert(event: EventInput, createdAt: string): number {
      return Number(insert.run({ ...event, createdAt }).lastInsertRowid)
    },
  }
}
export type EventsRepository = ReturnType<typeof createEventsRepository>
