import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { fallbackServices } from '#common/content/seed-data.ts'
import { ApiError } from './api-error.ts'
import { getJson } from './get-json.ts'

const loadServiceList = () => import('#common/schemas/service.ts').then((m) => m.serviceListSchema)

describe('getJson', () => {
  it('returns the body checked by the schema', async () => {
    expect(await getJson('api/services', loadServiceList)).toEqual(fallbackServices)
  })

  it('rejects a body the schema refuses', async () => {
    server.use(http.get('*/api/services', () => HttpResponse.json([{ id: 'un' }])))
    await expect(getJson('api/services', loadServiceList)).rejects.toThrow()
  })

  it('retries once after a passing failure', async () => {
    let calls = 0
    server.use(
      http.get('*/api/services', () => {
        calls += 1
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(fallbackServices)
      }),
    )
    expect(await getJson('api/services', loadServiceList)).toEqual(fallbackServices)
    expect(calls).toBe(2)
  })

  it('gives up after the retry with an ApiError carrying the status and message', async () => {
    let calls = 0
    server.use(
      http.get('*/api/services', () => {
        calls += 1
        return HttpResponse.json({ message: 'Service indisponible.' }, { status: 500 })
      }),
    )
    const error = await getJson('api/services', loadServiceList).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(500)
    expect((error as ApiError).message).toBe('Service indisponible.')
    expect(calls).toBe(2)
  })

  it('does not retry an answer that will not change (404), and names the status', async () => {
    let calls = 0
    server.use(
      http.get('*/api/services', () => {
        calls += 1
        return new HttpResponse('absent', { status: 404 })
      }),
    )
    const error = await getJson('api/services', loadServiceList).catch((e: unknown) => e)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).message).toBe('Erreur 404')
    expect(calls).toBe(1)
  })
  describe('with the data the page already holds', () => {
    it('returns that very data, without loading the schema, when the answer is the same', async () => {
      const known = structuredClone(fallbackServices)
      const loadSchema = vi.fn(loadServiceList)
      // Same content, keys in another order: still the same data.
      server.use(
        http.get('*/api/services', () =>
          HttpResponse.json(fallbackServices.map((s) => Object.fromEntries(Object.entries(s).reverse()))),
        ),
      )
      expect(await getJson('api/services', loadSchema, known)).toBe(known)
      expect(loadSchema).not.toHaveBeenCalled()
    })

    it('checks and returns a changed answer', async () => {
      const changed = fallbackServices.map((s, i) => (i === 0 ? { ...s, time: '08:00 - 10:00' } : s))
      server.use(http.get('*/api/services', () => HttpResponse.json(changed)))
      const loadSchema = vi.fn(loadServiceList)
      const result = await getJson('api/services', loadSchema, fallbackServices)
      expect(result).toEqual(changed)
      expect(loadSchema).toHaveBeenCalledOnce()
    })

    it('still refuses a changed answer the schema refuses', async () => {
      server.use(http.get('*/api/services', () => HttpResponse.json([...fallbackServices, { id: 'un' }])))
      await expect(getJson('api/services', loadServiceList, fallbackServices)).rejects.toThrow()
    })
  })
})
