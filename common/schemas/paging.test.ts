import { describe, expect, it } from 'vitest'
import { paginationSchema } from './admin.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, offsetOf, pageOfRows, withoutEmptyParams } from './paging.ts'

describe('paging', () => {
  const rows = Array.from({ length: 45 }, (_, index) => index + 1)

  it('cuts pages from 1, and counts every row', () => {
    expect(pageOfRows(rows, { page: 1, pageSize: 20 })).toEqual({ items: rows.slice(0, 20), total: 45 })
    expect(pageOfRows(rows, { page: 3, pageSize: 20 })).toEqual({ items: [41, 42, 43, 44, 45], total: 45 })
    expect(pageOfRows(rows, { page: 4, pageSize: 20 })).toEqual({ items: [], total: 45 })
    expect(offsetOf({ page: 2, pageSize: 10 })).toBe(10)
  })

  it('gives the shared schema its default and its limit', () => {
    expect(paginationSchema.parse({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE })
    expect(paginationSchema.safeParse({ pageSize: String(MAX_PAGE_SIZE) }).success).toBe(true)
    expect(paginationSchema.safeParse({ pageSize: String(MAX_PAGE_SIZE + 1) }).success).toBe(false)
    expect(paginationSchema.safeParse({ page: '0' }).success).toBe(false)
  })

  it('drops empty parameters only', () => {
    expect(withoutEmptyParams({ q: '', status: 'nouveau', page: '2', type: '' })).toEqual({
      status: 'nouveau',
      page: '2',
    })
  })
})
