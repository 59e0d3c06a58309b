import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { ApiError, apiClient } from './api-client.ts'

describe('apiClient', () => {
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
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Adresse e-mail invalide.'] })
  })

  it('gives a generic ApiError when the body is not the error shape', async () => {
    server.use(http.get('*/api/services', () => new HttpResponse('boom', { status: 502 })))
    const error = await apiClient.get('api/services', { retry: 0 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(502)
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
