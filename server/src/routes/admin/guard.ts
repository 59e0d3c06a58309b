import type { FastifyReply, FastifyRequest } from 'fastify'
import { crossSiteRefusal } from '../../auth/same-origin.ts'
import { MESSAGES } from '../../plugins/error-handler.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * onRequest hook for the whole /api/admin prefix, so a route added later cannot be left open:
 * a state-changing request from another origin is refused (403); every route not declared public
 * needs a live session (401) of an account whose role the route allows (403); while the account
 * is still being set up (profile, second factor), only the set-up's own routes answer (403).
 */
export async function adminGuard(request: FastifyRequest, reply: FastifyReply) {
  if (!SAFE_METHODS.has(request.method)) {
    const refusal = crossSiteRefusal(request)
    if (refusal) {
      request.log.warn({ refusal }, 'cross-origin admin request refused')
      return reply.code(403).send({ message: MESSAGES.forbidden })
    }
  }
  const config = request.routeOptions.config
  if (config.public === true) return
  const session = request.server.adminAuth.readSession(request)
  if (!session) return reply.code(401).send({ message: MESSAGES.unauthorized })
  request.adminSession = session
  if (session.step !== null && config.duringSetup !== true)
    return reply.code(403).send({ message: MESSAGES.setupFirst, pending: session.step })
  if (!config.roles?.includes(session.account.role)) return reply.code(403).send({ message: MESSAGES.forbidden })
}
