// Who is at the keyboard: the name given in the dashboard ("Vous êtes :"), recorded with each
// status change, gift and audit line.
import type { FastifyRequest } from 'fastify'

/** Recorded when nobody gave their name (PUT /session/identity). */
export const DEFAULT_OPERATOR = 'Administrateur'

export const operatorOf = (request: FastifyRequest): string => request.adminSession?.operatorName ?? DEFAULT_OPERATOR
