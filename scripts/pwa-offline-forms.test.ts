import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  KEPT_BY_WORKER_HEADER,
  KEPT_MAX_AGE_MS,
  PUBLIC_FORM_PATHS,
  SENT_BY_WORKER_MESSAGE,
} from '#common/kept-submissions.ts'
import { answerKept, matchesPublicForm, offlineFormsRoute, sendKept } from './pwa-offline-forms.ts'
import { pwaOptions } from './pwa-options.ts'

const ORIGIN = 'https://eglise.example'

/** The worker's global scope: with or without Background Sync, and the pages it can post to. */
function workerScope({ sync = true } = {}) {
  const messages: unknown[] = []
  vi.stubGlobal('self', {
    registration: sync ? { sync: {} } : {},
    clients: { matchAll: async () => [{ postMessage: (message: unknown) => messages.push(message) }] },
  })
  return messages
}
afterEach(() => vi.unstubAllGlobals())

const matches = (path: string, sameOrigin = true) => matchesPublicForm({ url: new URL(path, ORIGIN), sameOrigin })

/** A Background Sync queue holding `requests`, as workbox-background-sync's Queue hands them out. */
function syncQueue(requests: Request[]) {
  const entries = requests.map((request) => ({ request, timestamp: 1 }))
  return {
    entries,
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry: { request: Request; timestamp?: number }) => {
      entries.unshift({ request: entry.request, timestamp: entry.timestamp ?? 1 })
    },
  }
}
const formPost = (key: string) =>
  new Request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ name: 'Paul' }),
  })

describe('the service worker route for a form POST the network did not take', () => {
  it('matches the five public forms, and only where the browser has Background Sync', () => {
    workerScope()
    for (const path of PUBLIC_FORM_PATHS) expect(matches(`/${path}`), path).toBe(true)
    for (const path of ['/api/admin/members', '/api/admin/login', '/api/services', '/api/contact/x', '/contact']) {
      expect(matches(path), path).toBe(false)
    }
    expect(matches('/api/contact', false)).toBe(false)
    workerScope({ sync: false })
    expect(matches('/api/contact')).toBe(false)
  })

  it('is a POST route sent by the network only, kept 7 days at most', () => {
    expect(offlineFormsRoute).toMatchObject({ method: 'POST', handler: 'NetworkOnly' })
    expect(offlineFormsRoute.options?.backgroundSync?.options?.maxRetentionTime).toBe(KEPT_MAX_AGE_MS / 60_000)
    expect(pwaOptions(new Set()).workbox?.runtimeCaching).toContain(offlineFormsRoute)
  })

  it('answers the page 202 with the kept header after a network failure, and nothing after another failure', async () => {
    const networkFailure = Object.assign(new Error('no-response'), { details: { error: new TypeError('Failed') } })
    const response = await answerKept({ error: networkFailure })
    expect(response?.status).toBe(202)
    expect(response?.headers.get(KEPT_BY_WORKER_HEADER)).toBe('1')

    const storeFailure = Object.assign(new Error('no-response'), { details: { error: new Error('QuotaExceeded') } })
    expect(await answerKept({ error: storeFailure })).toBeUndefined()
  })

  it('sends the kept submissions with their key, and tells the pages how each ended', async () => {
    const messages = workerScope()
    const keys: (string | null)[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      keys.push(request.headers.get('idempotency-key'))
      return new Response('{"id":7}', { status: keys.length === 1 ? 201 : 422 })
    })
    const queue = syncQueue([formPost('clé-1'), formPost('clé-2')])

    await sendKept({ queue })

    expect(keys).toEqual(['clé-1', 'clé-2'])
    expect(queue.entries).toEqual([])
    expect(messages).toEqual([
      { type: SENT_BY_WORKER_MESSAGE, key: 'clé-1', status: 201 },
      { type: SENT_BY_WORKER_MESSAGE, key: 'clé-2', status: 422 },
    ])
  })

  it.each([
    ['the network fails again', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server is busy', () => Promise.resolve(new Response('{}', { status: 503 }))],
    ['the server limits us', () => Promise.resolve(new Response('{}', { status: 429 }))],
  ])('keeps the submission and throws for a later sync when %s', async (_case, answer) => {
    const messages = workerScope()
    vi.stubGlobal('fetch', answer)
    const queue = syncQueue([formPost('clé-1')])

    await expect(sendKept({ queue })).rejects.toThrow()

    expect(queue.entries.map((entry) => entry.request.headers.get('idempotency-key'))).toEqual(['clé-1'])
    expect(messages).toEqual([])
  })
})
