import type { ChurchEvent, EventInput } from '#common/schemas/event.ts'
import type { Db } from './database.ts'

const COLUMNS = 'id, title, date, time, description, location, category'

export interface EventFigures {
  total: number
  upcoming: number
  thisMonth: number
}

export function createEventsRepository(db: Db) {
  const upcoming = db.prepare<[string], ChurchEvent>(
    `SELECT ${COLUMNS} FROM events WHERE date >= ? ORDER BY date, time, id`,
  )
  const all = db.prepare<[], ChurchEvent>(`SELECT ${COLUMNS} FROM events ORDER BY date, time, id`)
  const byId = db.prepare<[number], ChurchEvent>(`SELECT ${COLUMNS} FROM events WHERE id = ?`)
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM events')
  const figures = db.prepare<[{ today: string; month: string }], EventFigures>(
    `SELECT COUNT(*) AS total, COALESCE(SUM(date > @today), 0) AS upcoming,
       COALESCE(SUM(substr(date, 1, 7) = @month), 0) AS thisMonth
     FROM events`,
  )
  const insert = db.prepare<[EventInput & { createdAt: string }]>(
    `INSERT INTO events (title, date, time, description, location, category, created_at)
     VALUES (@title, @date, @time, @description, @location, @category, @createdAt)`,
  )
  const update = db.prepare<[EventInput & { id: number }]>(
    `UPDATE events SET title = @title, date = @date, time = @time, description = @description,
       location = @location, category = @category
     WHERE id = @id`,
  )
  const remove = db.prepare<[number]>('DELETE FROM events WHERE id = ?')
  return {
    /** Events on or after `today` (YYYY-MM-DD); past events stay in the table. */
    upcoming: (today: string): ChurchEvent[] => upcoming.all(today),
    /** Every event, past ones included, by date (the dashboard). */
    all: (): ChurchEvent[] => all.all(),
    find: (id: number): ChurchEvent | undefined => byId.get(id),
    count: (): number => count.get()?.n ?? 0,
    /** Over all events: how many, how many after `today` (YYYY-MM-DD), how many in `month` (YYYY-MM). */
    figures: (today: string, month: string): EventFigures =>
      figures.get({ today, month }) ?? { total: 0, upcoming: 0, thisMonth: 0 },
    insert(event: EventInput, createdAt: string): number {
      return Number(insert.run({ ...event, createdAt }).lastInsertRowid)
    },
    /** False when there is no such event. */
    update: (id: number, event: EventInput): boolean => update.run({ ...event, id }).changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,
  }
}
export type EventsRepository = ReturnType<typeof createEventsRepository>
