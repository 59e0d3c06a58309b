import type { Service } from '../../../src/schemas/service.ts'
import type { Db } from './database.ts'

type NewService = Omit<Service, 'id'>

export function createServicesRepository(db: Db) {
  const list = db.prepare<[], Service>(
    'SELECT id, name, day, time, description, color, icon FROM services ORDER BY sort_order, id',
  )
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM services')
  const insert = db.prepare<[NewService & { sortOrder: number }]>(
    `INSERT INTO services (name, day, time, description, color, icon, sort_order)
     VALUES (@name, @day, @time, @description, @color, @icon, @sortOrder)`,
  )
  return {
    list: (): Service[] => list.all(),
    count: (): number => count.get()?.n ?? 0,
    insert(service: NewService, sortOrder: number): number {
      return Number(insert.run({ ...service, sortOrder }).lastInsertRowid)
    },
  }
}
export type ServicesRepository = ReturnType<typeof createServicesRepository>
