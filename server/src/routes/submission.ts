// What every public form route shares: the 201 body, the honeypot trap, the staff alert.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { HONEYPOT_FIELD } from '#common/schemas/common.ts'
import type { OutgoingMail } from '../db/outbox-repository.ts'

export const createdSchema = z.object({ id: z.number().int().positive() })

/**
 * preValidation hook: a filled honeypot means a bot. It gets the very answer a person would
 * (201 and a plausible id, even if the rest is invalid), and nothing is stored.
 */
export function honeypotTrap(form: string, nextId: () => number, status = 201) {
  return honeypotAnswer(form, () => ({ status, body: { id: nextId() } }))
}

/** The honeypot hook of a form whose answer is not "201 and an id": `answer` is what a person gets. */
export function honeypotAnswer(form: string, answer: () => { status: number; body: unknown }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return
    const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
    if (typeof value === 'string' && value.trim() !== '') {
      request.log.info({ form }, 'honeypot filled: submission dropped')
      const { status, body: sent } = answer()
      return reply.code(status).send(sent)
    }
  }
}

/**
 * Stores a submission and queues the staff's e-mail about it in ONE transaction: both rows or
 * neither, so an answered 201 always has its alert and an alert never announces a lost row. The
 * alert goes to the recipients the administrators chose (mail/alert-recipients.ts), never to the
 * site's public address.
 */
export function storeWithStaffAlert(
  app: FastifyInstance,
  createdAt: string,
  store: () => number,
  alert: (id: number) => Omit<OutgoingMail, 'to'>,
): number {
  return app.db.transaction(() => {
    const id = store()
    app.outboxRepository.enqueue({ ...alert(id), to: app.alertRecipients.toAddress() }, createdAt)
    return id
  })()
}
