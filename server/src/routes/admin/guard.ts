import type { FastifyReply, FastifyRequest } from 'fastify'
import { crossSiteRefusal } from '../../auth/same-origin.ts'
import { MESSAGES } from '../../plugins/error-handler.ts'

export const LOGIN_URL = '/api/admin/login'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * onRequest hook for the whole /api/admin prefix, so a route added later cannot be left open:
 * a state-changing request from another origin is refused (403), and every route but login
 * needs a live session (401).
 */
export async function adminGuard(request: FastifyRequest, reply: FastifyReply) {
  if (!SAFE_METHODS.has(request.method)) {
    const refusal = crossSiteRefusal(request)
    if (refusal) {
      request.log.warn({ refusal }, 'cross-origin admin request refused')
      return reply.code(403).send({ message: MESSAGES.forbidden })
    }
  }
  if (request.routeOptions.url === LOGIN_URL) return
  const session = request.server.adminAuth.readSession(request)
  if (!session) return reply.code(401).send({ message: MESSAGES.unauthorized })
  request.adminSession = session
}
