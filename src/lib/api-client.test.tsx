import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { sampleServices } from '#common/seed/services-and-events.ts'
import { ApiError, apiClient } from './api-client.ts'
import { apiClient as coreClient } from './api-client-core.ts'
import { getJson, readJson } from './api-client-read.ts'
import { errorBodyOf } from './api-error.ts'

const loadServiceList = () => import('#common/schemas/service.ts').then((m) => m.serviceListSchema)

describe('apiClient', () => {
  it('is one client: the forms and the public reads share the same instance', () => {
    expect(apiClient).toBe(coreClient)
  })

  it('turns an error answer into an ApiError carrying the field errors', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          { message: 'Certains champs sont invalides.', fieldErrors: { email: ['Adresse e-mail invalide.'] } },
          { status: 400 },
        ),
      ),
    )
    const error = await apiClient.post('api/contact', { json: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).message).toBe('Certains champs sont invalides.')
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Adresse e-mail invalide.'] })
  })

  it('gives a generic ApiError when the body is not the error shape', async () => {
    server.use(http.get('*/api/services', () => new HttpResponse('boom', { status: 502 })))
    const error = await apiClient.get('api/services', { retry: 0 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(502)
    expect((error as ApiError).message).toBe('Erreur 502')
  })

  it('reaches the mocked backend for the programme paths outside /api', async () => {
    const res = await apiClient.post('feproba/register', {
      json: {
        name: 'Ana',
        email: 'ana@example.org',
        phone: '809-555-0101',
        program: 'couture',
        type: 'feproba_registration',
      },
    })
    expect(res.status).toBe(201)
  })
})

describe('errorBodyOf', () => {
  // The client reads error answers without zod: its check must accept what the schema accepts.
  it.each([
    { message: 'Refusé.' },
    { message: 'Refusé.', fieldErrors: { email: ['Adresse e-mail invalide.'], _: [] } },
    { message: 'Refusé.', extra: 1 },
    { message: 1 },
    { fieldErrors: {} },
    { message: 'Refusé.', fieldErrors: { email: 'Adresse e-mail invalide.' } },
    { message: 'Refusé.', fieldErrors: { email: [1] } },
    { message: 'Refusé.', fieldErrors: [['Adresse e-mail invalide.']] },
    { message: 'Refusé.', fieldErrors: null },
    'Refusé.',
    null,
    undefined,
  ])('agrees with apiErrorSchema on %j', (body) => {
    const parsed = apiErrorSchema.safeParse(body)
    expect(errorBodyOf(body)).toEqual(parsed.success ? parsed.data : undefined)
  })
})

describe('getJson', () => {
  it('returns the body checked by the schema', async () => {
    expect(await getJson('api/services', loadServiceList)).toEqual(sampleServices)
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
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(sampleServices)
      }),
    )
    expect(await getJson('api/services', loadServiceList)).toEqual(sampleServices)
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

  it('does not load the schema when the read fails', async () => {
    server.use(http.get('*/api/services', () => new HttpResponse('absent', { status: 404 })))
    const loadSchema = vi.fn(loadServiceList)
    await expect(getJson('api/services', loadSchema)).rejects.toBeInstanceOf(ApiError)
    expect(loadSchema).not.toHaveBeenCalled()
  })

  describe('with the data the page already holds', () => {
    it('returns that very data, without loading the schema, when the answer is the same', async () => {
      const known = structuredClone(sampleServices)
      const loadSchema = vi.fn(loadServiceList)
      // Same content, keys in another order: still the same data.
      server.use(
        http.get('*/api/services', () =>
          HttpResponse.json(sampleServices.map((s) => Object.fromEntries(Object.entries(s).reverse()))),
        ),
      )
      expect(await getJson('api/services', loadSchema, known)).toBe(known)
      expect(loadSchema).not.toHaveBeenCalled()
    })

    it('checks and returns a changed answer', async () => {
      const changed = sampleServices.map((s, i) => (i === 0 ? { ...s, time: '08:00 - 10:00' } : s))
      server.use(http.get('*/api/services', () => HttpResponse.json(changed)))
      const loadSchema = vi.fn(loadServiceList)
      const result = await getJson('api/services', loadSchema, sampleServices)
      expect(result).toEqual(changed)
      expect(loadSchema).toHaveBeenCalledOnce()
    })

    it('still refuses a changed answer the schema refuses', async () => {
      server.use(http.get('*/api/services', () => HttpResponse.json([...sampleServices, { id: 'un' }])))
      await expect(getJson('api/services', loadServiceList, sampleServices)).rejects.toThrow()
    })
  })
})

describe('readJson', () => {
  it('compares the answer with the data the query holds, and keeps that object when it is the same', async () => {
    const queryClient = new QueryClient()
    const queryKey = ['services', 'list']
    const known = structuredClone(sampleServices)
    queryClient.setQueryData(queryKey, known)
    const loadSchema = vi.fn(loadServiceList)
    const data = await queryClient.fetchQuery({ queryKey, queryFn: readJson('api/services', loadSchema) })
    expect(data).toBe(known)
    expect(loadSchema).not.toHaveBeenCalled()
    queryClient.clear()
  })
})
