// Who made a change: the signed-in account's name (and id), recorded with each status change,
// gift and audit line.
import type { FastifyRequest } from 'fastify'
import { DEFAULT_OPERATOR } from '#common/schemas/admin-follow-up.ts'

export const operatorOf = (request: FastifyRequest): string => {
  const account = request.adminSession?.account
  return account ? account.name || account.email : DEFAULT_OPERATOR
}

export const operatorIdOf = (request: FastifyRequest): number | null => request.adminSession?.account.id ?? null
