// The French answer to a status move the follow-up workflow does not allow.
import type { FastifyReply } from 'fastify'
import type { ApiErrorBody } from '#common/schemas/api-error.ts'

export function refuseTransition(reply: FastifyReply, from: string, to: string) {
  const body: ApiErrorBody = { message: `Changement de statut impossible : ${from} → ${to}.` }
  return reply.code(400).send(body)
}
