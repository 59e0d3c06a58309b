import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { z } from 'zod'
import { server } from '#mocks/node.ts'
import { adminGet, adminRead, adminSend } from './query.ts'

// The admin reads and changes load their schema only with an answer to check (kit/query.ts).
const itemsSchema = z.object({ items: z.array(z.object({ id: z.number() })), total: z.number() })
const page = { items: [{ id: 1 }, { id: 2 }], total: 2 }

/** Answers `body` at GET /api/admin/things and keeps the query string of each request. */
function answerThings(body: JsonBodyType) {
  const queries: string[] = []
  server.use(
    http.get('*/api/admin/things', ({ request }) => {
      queries.push(new URL(request.url).search)
      return HttpResponse.json(body)
    }),
  )
  return queries
}

const queryClient = new QueryClient()
afterEach(() => queryClient.clear())

describe('adminGet', () => {
  it('sends the filters without the empty ones, and checks the answer with the schema it then imports', async () => {
    const queries = answerThings(page)
    const loadSchema = vi.fn(() => Promise.resolve(itemsSchema))
    const data = await adminGet('things', loadSchema, { q: '', page: 2, birthdays: true, hidden: false, id: undefined })
    expect(data).toEqual(page)
    expect(queries).toEqual(['?page=2&birthdays=1'])
    expect(loadSchema).toHaveBeenCalledOnce()
  })

  it('sends no query string without filters, and takes a schema as well as its import', async () => {
    const queries = answerThings(page)
    expect(await adminGet('things', itemsSchema)).toEqual(page)
    expect(queries).toEqual([''])
  })

  it('refuses an answer the schema refuses', async () => {
    answerThings({ items: [{ id: 'un' }], total: 1 })
    await expect(adminGet('things', () => Promise.resolve(itemsSchema))).rejects.toThrow()
  })
})

describe('adminRead', () => {
  it('keeps the data the query holds, without loading the schema, when the answer is the same', async () => {
    answerThings(page)
    const queryKey = ['admin', 'things']
    const known = structuredClone(page)
    queryClient.setQueryData(queryKey, known)
    const loadSchema = vi.fn(() => Promise.resolve(itemsSchema))
    const data = await queryClient.fetchQuery({ queryKey, queryFn: adminRead('things', loadSchema), staleTime: 0 })
    expect(data).toBe(known)
    expect(loadSchema).not.toHaveBeenCalled()
  })

  it('checks and keeps an answer that changed', async () => {
    const changed = { items: [{ id: 3 }], total: 1 }
    answerThings(changed)
    const queryKey = ['admin', 'things']
    queryClient.setQueryData(queryKey, page)
    const loadSchema = vi.fn(() => Promise.resolve(itemsSchema))
    const data = await queryClient.fetchQuery({ queryKey, queryFn: adminRead('things', loadSchema), staleTime: 0 })
    expect(data).toEqual(changed)
    expect(loadSchema).toHaveBeenCalledOnce()
  })
})

describe('adminSend', () => {
  it('sends the change and checks its answer with the schema it imports', async () => {
    let sent: unknown
    server.use(
      http.put('*/api/admin/things/1', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ id: 1, name: 'Chorale' })
      }),
    )
    const loadSchema = vi.fn(() => Promise.resolve(z.object({ id: z.number(), name: z.string() })))
    const saved = await adminSend((api) => api.put('api/admin/things/1', { json: { name: 'Chorale' } }), loadSchema)
    expect(saved).toEqual({ id: 1, name: 'Chorale' })
    expect(sent).toEqual({ name: 'Chorale' })
    expect(loadSchema).toHaveBeenCalledOnce()
  })

  it('refuses an answer the schema refuses', async () => {
    server.use(http.put('*/api/admin/things/1', () => HttpResponse.json({ id: 'un' })))
    await expect(
      adminSend(
        (api) => api.put('api/admin/things/1', { json: {} }),
        () => Promise.resolve(z.object({ id: z.number() })),
      ),
    ).rejects.toThrow()
  })
})
