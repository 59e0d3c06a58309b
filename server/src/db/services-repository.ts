import type { Service } from '#common/schemas/service.ts'
import type { Db } from './database.ts'

type NewService = Omit<Service, 'id'>

export function createServicesRepository(db: Db) {
  const list = db.prepare<[], Service>(
    'SELECT id, name, day, time, description, color, icon FROM services ORDER BY sort_order, id',
  )
  const byId = db.prepare<[number], Service>(
    'SELECT id, name, day, time, description, color, icon FROM services WHERE id = ?',
  )
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM services')
  const nextOrder = db.prepare<[], number>('SELECT COALESCE(MAX(sort_order), -1) + 1 FROM services').pluck()
  const insert = db.prepare<[NewService & { sortOrder: number }]>(
    `INSERT INTO services (name, day, time, description, color, icon, sort_order)
     VALUES (@name, @day, @time, @description, @color, @icon, @sortOrder)`,
  )
  const update = db.prepare<[NewService & { id: number }]>(
    `UPDATE services SET name = @name, day = @day, time = @time, description = @description,
       color = @color, icon = @icon
     WHERE id = @id`,
  )
  const setOrder = db.prepare<[{ id: number; sortOrder: number }]>(
    'UPDATE services SET sort_order = @sortOrder WHERE id = @id',
  )
  const remove = db.prepare<[number]>('DELETE FROM services WHERE id = ?')
  return {
    list: (): Service[] => list.all(),
    find: (id: number): Service | undefined => byId.get(id),
    count: (): number => count.get()?.n ?? 0,
    /** At `sortOrder`, or after every other service when none is given. */
    insert(service: NewService, sortOrder: number = nextOrder.get() ?? 0): number {
      return Number(insert.run({ ...service, sortOrder }).lastInsertRowid)
    },
    /** False when there is no such service. */
    update: (id: number, service: NewService): boolean => update.run({ ...service, id }).changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,
    /**
     * Swaps the service with its neighbour above (-1) or below (+1) on the home page, and numbers
     * the list 0, 1, 2… (the seed may have left equal numbers). Call inside a transaction.
     * False when it is already first (or last).
     */
    move(id: number, step: -1 | 1): boolean {
      const ids = list.all().map((service) => service.id)
      const from = ids.indexOf(id)
      const to = from + step
      if (from < 0 || to < 0 || to >= ids.length) return false
      ids.splice(to, 0, ...ids.splice(from, 1))
      for (const [sortOrder, serviceId] of ids.entries()) setOrder.run({ id: serviceId, sortOrder })
      return true
    },
  }
}
export type ServicesRepository = ReturnType<typeof createServicesRepository>
