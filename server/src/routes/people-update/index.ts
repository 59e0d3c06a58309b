// The public side of the update links (/mes-informations/<token>): the person reads the details
// the church has about them and sends them back corrected, without an account. The token is the
// only key: unknown, used and expired links each get their French answer. The PUT is a public
// write, so the forms' rate limit applies to it (plugins/rate-limit.ts).
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { selfDetailsSchema, selfUpdateSchema, UPDATE_LINK_MESSAGES } from '#common/schemas/people-update.ts'
import { createUpdateLinks, type LinkState } from '../../db/people-update-links.ts'

const tokenParams = z.object({ token: z.string().max(200) })
const refusals = { 404: apiErrorSchema, 410: apiErrorSchema }

/** 404 for a link nobody made, 410 for one that served or expired. */
function refuse(reply: FastifyReply, state: Exclude<LinkState['state'], 'valid'>) {
  return reply.code(state === 'unknown' ? 404 : 410).send({ message: UPDATE_LINK_MESSAGES[state] })
}

const peopleUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = createUpdateLinks(app.db)
  // Personal details: never kept by a cache, never sent on as a Referer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  })

  app.get(
    '/api/people-update/:token',
    {
      schema: {
        tags: ['public'],
        summary: 'Les informations d’une personne, par son lien de mise à jour (à usage unique, 7 jours)',
        params: tokenParams,
        response: { 200: selfDetailsSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const link = links.check(request.params.token, app.now())
      if (link.state !== 'valid') return refuse(reply, link.state)
      const details = links.details(link.personId, link.expiresAt)
      return details ?? refuse(reply, 'unknown')
    },
  )

  app.put(
    '/api/people-update/:token',
    {
      schema: {
        tags: ['public'],
        summary: 'La personne corrige ses informations et ses consentements ; le lien ne sert plus ensuite',
        params: tokenParams,
        body: selfUpdateSchema,
        response: { 204: z.undefined(), 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const now = app.now()
      const link = links.check(request.params.token, now)
      if (link.state !== 'valid') return refuse(reply, link.state)
      // Checked again in the transaction: two sendings at once store one.
      if (!links.apply(link, request.body, now)) return refuse(reply, 'used')
      request.log.info({ personId: link.personId }, 'person updated their details')
      return reply.code(204).send()
    },
  )
}
export default peopleUpdateRoutes
