// How the admin lists are paged, for the server (which pages in SQL) and the mocks (which page
// arrays in memory): page numbers from 1, 20 rows unless asked, 100 at most, `{ items, total }`.

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

export interface PageRequest {
  /** From 1. */
  page: number
  pageSize: number
}

/** A page of rows as the admin API sends it: `total` counts every matching row, not the page. */
export interface Page<T> {
  items: T[]
  total: number
}

/** How many rows come before `page`. */
export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize

/** The page of `rows` (already filtered and sorted) that `request` asks for. */
export function pageOfRows<T>(rows: readonly T[], request: PageRequest): Page<T> {
  const start = offsetOf(request)
  return { items: rows.slice(start, start + request.pageSize), total: rows.length }
}

/**
 * A query string without its empty parameters: the dashboard sends `?status=` for "all
 * statuses", which means no filter, not a 400.
 */
export function withoutEmptyParams<T>(query: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
}
