// Helpers for component tests: watch, hold or fail the calls the forms make.
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import { server } from './node.ts'

/** Records the JSON body of every POST to `path`, then lets the regular mock answer it. */
export function recordPosts(path: string) {
  const bodies: unknown[] = []
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.clone().json())
      // No response: MSW falls through to the regular handler.
    }),
  )
  return bodies
}

/** Keeps POSTs to `path` waiting until `release()`, then lets the regular mock answer. */
export function holdPosts(path: string) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.post(path, async () => {
      await gate
    }),
  )
  return { release: () => release() }
}

/** Answers POSTs to `path` with the API's error body and `status`. */
export function failPosts(path: string, status = 500, fieldErrors?: Record<string, string[]>) {
  const message = status === 400 ? API_MESSAGES.invalidFields : API_MESSAGES.internal
  server.use(http.post(path, () => HttpResponse.json({ message, fieldErrors }, { status })))
}

/** Makes POSTs to `path` fail like a lost connection (no answer at all). */
export function breakPosts(path: string) {
  server.use(http.post(path, () => HttpResponse.error()))
}
