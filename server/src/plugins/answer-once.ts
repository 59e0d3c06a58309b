import { createHash, randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { KEPT_MAX_AGE_MS } from '#common/kept-submissions.ts'
import { HONEYPOT_FIELD } from '#common/schemas/common.ts'
import { globalPlugin } from '../lib/global-plugin.ts'
import { RequestError } from './error-handler.ts'

/**
 * How long a first answer is kept (8 days): a day longer than a phone keeps a submission it could
 * not send, so a copy sent again on its last day, whose first sending reached us but whose answer
 * was lost, still finds its first answer.
 */
export const ANSWER_RETENTION_MS = KEPT_MAX_AGE_MS + 24 * 3600_000
const PURGE_EVERY_MS = 3600_000
/** Visible ASCII (what a UUID, or any sensible key, is made of), 200 characters at most. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'En-tête Idempotency-Key invalide : de 1 à 200 caractères visibles, sans espace ni accent.',
  keyReused:
    'Cet identifiant d’envoi (Idempotency-Key) a déjà servi pour un autre contenu : rechargez la page avant de renvoyer.',
} as const

export interface Answer {
  status: number
  body: unknown
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a public form's submission once. `store` writes the submission (and its staff
     * alert) and returns the answer; it runs inside the transaction that also records that
     * answer under the request's `Idempotency-Key`. A repeat with the same key and body gets the
     * recorded answer and stores nothing; the same key with another body gets a 422. With
     * `sameContent`, a submission equal to one answered within the dedup window gets that answer
     * too, key or not (a second tap, the same person sending again).
     */
    answerOnce: (
      request: FastifyRequest,
      reply: FastifyReply,
      options: { sameContent: boolean },
      store: () => Answer,
    ) => FastifyReply
  }
}

/** SHA-256 of the form's path and its fields in name order (the honeypot left out). */
export function bodyHash(route: string, body: unknown): string {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : { body }
  const content = Object.keys(fields)
    .filter((name) => name !== HONEYPOT_FIELD)
    .sort()
    .map((name) => [name, fields[name]])
  return createHash('sha256')
    .update(JSON.stringify([route, content]))
    .digest('hex')
}

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key']
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new RequestError(400, IDEMPOTENCY_MESSAGES.invalidKey, 'IDEMPOTENCY_KEY_INVALID')
  }
  return value
}

/** `sameContentMs`: the dedup window (FORM_DEDUP_MINUTES); 0 turns the content check off. */
export default globalPlugin<{ sameContentMs: number }>('answer-once', async (app, { sameContentMs }) => {
  let lastPurge = Number.NEGATIVE_INFINITY

  app.decorate('answerOnce', (request, reply, options, store) => {
    const key = keyOf(request)
    const route = request.routeOptions.url ?? request.url
    const hash = bodyHash(route, request.body)
    const repository = app.idempotencyRepository
    const now = app.now()
    const createdAt = now.toISOString()
    const checkContent = options.sameContent && sameContentMs > 0
    const since = new Date(now.getTime() - sameContentMs).toISOString()

    const answerOnceInTransaction = (): Answer & { replayed: boolean } => {
      if (now.getTime() - lastPurge >= PURGE_EVERY_MS) {
        repository.purgeBefore(new Date(now.getTime() - ANSWER_RETENTION_MS).toISOString())
        lastPurge = now.getTime()
      }
      const seen = key === undefined ? undefined : repository.find(key)
      if (seen && (seen.route !== route || seen.bodyHash !== hash)) {
        throw new RequestError(422, IDEMPOTENCY_MESSAGES.keyReused, 'IDEMPOTENCY_KEY_REUSED')
      }
      const first = seen ?? (checkContent ? repository.latestSameContent(route, hash, since) : undefined)
      if (first) {
        // A new key for content already answered: its own retries must find that answer too.
        if (key !== undefined && !seen) repository.record({ ...first, key, createdAt })
        return { status: first.status, body: JSON.parse(first.response) as unknown, replayed: true }
      }
      const { status, body } = store()
      // Without a key, the row only serves to recognise the same content: not kept otherwise.
      if (key !== undefined || checkContent) {
        const response = JSON.stringify(body)
        repository.record({ key: key ?? randomUUID(), route, bodyHash: hash, status, response, createdAt })
      }
      return { status, body, replayed: false }
    }
    // IMMEDIATE: the write lock is taken before the lookups, so that even two processes sharing
    // the database could not both find nothing and both store.
    const answer = app.db.transaction(answerOnceInTransaction).immediate()

    if (answer.replayed) {
      request.log.info({ status: answer.status }, 'repeated submission answered with its first answer')
      reply.header('idempotent-replayed', 'true')
    }
    return reply.code(answer.status).send(answer.body)
  })
})
