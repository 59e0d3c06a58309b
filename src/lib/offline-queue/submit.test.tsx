import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { breakPosts, failPosts } from '#mocks/testing.ts'
import { KEPT_BY_WORKER_HEADER, KEPT_DASHBOARD_PATHS, PUBLIC_FORM_PATHS } from '#common/kept-submissions.ts'
import { recordKeys, UUID } from '#tests/setup/idempotency-keys.ts'
import { ApiError } from '../api-error.ts'
import { flushKept } from './page-outbox.ts'
import { submitOrKeep } from './submit.ts'

const PATH = '*/api/contact'
const message = (text: string) => ({
  name: 'Paul Martin',
  email: 'paul@example.org',
  subject: 'Prière',
  message: text,
  website: '',
})
const keptFlag = () => localStorage.getItem('envois-gardes')

describe('submitOrKeep', () => {
  it('sends the answer back with the key, and nothing is kept', async () => {
    const keys = recordKeys(PATH)
    await expect(submitOrKeep('api/contact', message('Un'))).resolves.toEqual({
      kept: false,
      data: { id: expect.any(Number) },
    })
    expect(keys).toEqual([expect.stringMatching(UUID)])
    expect(keptFlag()).toBeNull()
  })

  it('throws an error answer as before (the form shows its error), and keeps nothing', async () => {
    failPosts(PATH, 400, { message: ['Trop court.'] })
    const error = await submitOrKeep('api/contact', message('Deux')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect(keptFlag()).toBeNull()
  })

  it('keeps on the phone what the network did not take, flags it for the next visit, and clears the flag once sent', async () => {
    breakPosts(PATH)
    const submitted = await submitOrKeep('api/contact', message('Trois'))
    expect(submitted).toEqual({ kept: true, key: expect.stringMatching(UUID) })
    expect(keptFlag()).toBe('1')

    server.resetHandlers()
    const keys = recordKeys(PATH)
    await flushKept()
    expect(keys).toEqual([submitted.kept ? submitted.key : 'unreachable'])
    expect(keptFlag()).toBeNull()
    // Sent: nothing left to send.
    await flushKept()
    expect(keys).toHaveLength(1)
  })

  it('leaves to the service worker what it kept for Background Sync (its 202), without a copy of its own', async () => {
    server.use(http.post(PATH, () => HttpResponse.json({}, { status: 202, headers: { [KEPT_BY_WORKER_HEADER]: '1' } })))
    const submitted = await submitOrKeep('api/contact', message('Quatre'))
    expect(submitted).toEqual({ kept: true, key: expect.stringMatching(UUID) })
    expect(keptFlag()).toBeNull()

    server.resetHandlers()
    const keys = recordKeys(PATH)
    await flushKept()
    expect(keys).toEqual([])
  })

  it('serves the five public forms and, of the dashboard, the attendance alone', () => {
    expect(PUBLIC_FORM_PATHS.filter((path) => path.includes('admin'))).toEqual([])
    expect(KEPT_DASHBOARD_PATHS).toEqual(['api/admin/attendance'])
    // @ts-expect-error an admin path is not a public form's path
    void (() => submitOrKeep('api/admin/members', {}))
  })
})
