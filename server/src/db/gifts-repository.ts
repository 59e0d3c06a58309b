import type { Gift, GiftFilters, GiftTotal, NewGift } from '#common/schemas/gift.ts'
import type { Db } from './database.ts'
import { offsetOf, type Page, type PageRequest } from './pagination.ts'

const COLUMNS = `id, date, amount_cents AS amountCents, currency, method, donor, note, created_at AS createdAt,
  created_by AS createdBy, updated_at AS updatedAt, updated_by AS updatedBy`
// Months compare as the date's first seven characters (YYYY-MM): the index on date still serves.
const WHERE = `(@month IS NULL OR (date >= @month || '-01' AND date < @month || '-32'))
  AND (@currency IS NULL OR currency = @currency)
  AND (@method IS NULL OR method = @method)`
const ORDER = 'ORDER BY date DESC, id DESC'

type FilterParams = { month: string | null; currency: string | null; method: string | null }
const filterParams = (filters: GiftFilters): FilterParams => ({
  month: filters.month ?? null,
  currency: filters.currency ?? null,
  method: filters.method ?? null,
})

/** Gifts received by hand (cash, transfer) or through PayPal, amounts in cents. */
export function createGiftsRepository(db: Db) {
  const insert = db.prepare<[NewGift & { at: string; by: string }]>(
    `INSERT INTO gifts (date, amount_cents, currency, method, donor, note, created_at, created_by)
     VALUES (@date, @amountCents, @currency, @method, @donor, @note, @at, @by)`,
  )
  const update = db.prepare<[NewGift & { id: number; at: string; by: string }]>(
    `UPDATE gifts SET date = @date, amount_cents = @amountCents, currency = @currency, method = @method,
       donor = @donor, note = @note, updated_at = @at, updated_by = @by
     WHERE id = @id`,
  )
  const remove = db.prepare<[number]>('DELETE FROM gifts WHERE id = ?')
  const byId = db.prepare<[number], Gift>(`SELECT ${COLUMNS} FROM gifts WHERE id = ?`)
  const page = db.prepare<[FilterParams & { limit: number; offset: number }], Gift>(
    `SELECT ${COLUMNS} FROM gifts WHERE ${WHERE} ${ORDER} LIMIT @limit OFFSET @offset`,
  )
  const total = db.prepare<[FilterParams], number>(`SELECT COUNT(*) FROM gifts WHERE ${WHERE}`).pluck()
  const all = db.prepare<[FilterParams], Gift>(`SELECT ${COLUMNS} FROM gifts WHERE ${WHERE} ${ORDER}`)
  // Summed in integers (cents), one row per month and currency: currencies are never added up.
  const totals = db.prepare<[], GiftTotal>(
    `SELECT substr(date, 1, 7) AS month, currency, SUM(amount_cents) AS totalCents, COUNT(*) AS count
     FROM gifts GROUP BY month, currency ORDER BY month DESC, currency`,
  )

  return {
    insert(gift: NewGift, at: string, by: string): number {
      return Number(insert.run({ ...gift, at, by }).lastInsertRowid)
    },
    /** Returns false when there is no such gift. */
    update: (id: number, gift: NewGift, at: string, by: string): boolean =>
      update.run({ ...gift, id, at, by }).changes === 1,
    remove: (id: number): boolean => remove.run(id).changes === 1,
    find: (id: number): Gift | undefined => byId.get(id),
    /** Most recent gift first (by the date it was received). */
    list(request: PageRequest & GiftFilters): Page<Gift> {
      const params = filterParams(request)
      return {
        items: page.all({ ...params, limit: request.pageSize, offset: offsetOf(request) }),
        total: total.get(params) ?? 0,
      }
    },
    /** Every matching gift (the CSV export). */
    all: (filters: GiftFilters): IterableIterator<Gift> => all.iterate(filterParams(filters)),
    /** Monthly totals per currency, newest month first. */
    totals: (): GiftTotal[] => totals.all(),
  }
}
export type GiftsRepository = ReturnType<typeof createGiftsRepository>
