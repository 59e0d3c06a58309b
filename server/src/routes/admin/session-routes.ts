import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminLoginSchema } from '#common/schemas/admin.ts'
import { adminIdentitySchema, adminSessionSchema } from '#common/schemas/admin-follow-up.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { API_MESSAGES } from '#common/api-messages.ts'

export const WRONG_PASSWORD = API_MESSAGES.wrongPassword
export const TOO_MANY_ATTEMPTS = API_MESSAGES.tooManyAttempts

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.adminAuth

  app.post(
    '/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Connexion : pose le cookie de session',
        body: adminLoginSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const wait = auth.throttle.begin(request.ip, app.now().getTime())
      if (wait > 0) {
        request.log.warn({ ip: request.ip }, 'admin login refused: too many attempts')
        return reply.code(429).header('retry-after', String(wait)).send({ message: TOO_MANY_ATTEMPTS })
      }
      if (!(await auth.checkPassword(request.body.password))) {
        request.log.warn({ ip: request.ip }, 'admin login failed')
        return reply.code(401).send({ message: WRONG_PASSWORD })
      }
      auth.throttle.succeeded(request.ip)
      auth.startSession(request, reply)
      request.log.info({ ip: request.ip }, 'admin signed in')
      return reply.code(204).send()
    },
  )

  app.post(
    '/logout',
    { schema: { tags: ['admin'], summary: 'Déconnexion', response: { 204: z.undefined() } } },
    async (request, reply) => {
      auth.endSession(request, reply)
      return reply.code(204).send()
    },
  )

  app.get(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Session en cours ? (401 sinon) et nom de la personne au clavier',
        response: { 200: adminSessionSchema },
      },
    },
    async (request) => ({ authenticated: true as const, name: request.adminSession?.operatorName ?? null }),
  )

  app.put(
    '/session/identity',
    {
      schema: {
        tags: ['admin'],
        summary: 'Qui est au clavier : nom enregistré avec chaque changement de statut',
        body: adminIdentitySchema,
        response: { 200: adminSessionSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      // The guard has set the session (this route is not the login one).
      const session = request.adminSession
      if (!session) throw new Error('admin route reached without a session')
      app.adminRepository.setOperatorName(session.idHash, request.body.name)
      return { authenticated: true as const, name: request.body.name }
    },
  )
}
export default sessionRoutes
