// Who is at the keyboard: the name given in the dashboard ("Vous êtes :"), recorded with each
// status change, gift and audit line.
import type { FastifyRequest } from 'fastify'
import { DEFAULT_OPERATOR } from '#common/schemas/admin-follow-up.ts'

export const operatorOf = (request: FastifyRequest): string => request.adminSession?.operatorName ?? DEFAULT_OPERATOR
