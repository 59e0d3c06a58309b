import { API_MESSAGES } from '#common/api-messages.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf, paginationSchema } from '#common/schemas/admin.ts'
import { outboxItemSchema } from '#common/schemas/admin-follow-up.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { TOKEN_FRAGMENT } from '#common/schemas/staff-account.ts'
import { badRequest, sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { FOLLOW_UP } from './roles.ts'

export const ALREADY_SENT = API_MESSAGES.alreadySent

// A link's token in a body, in a fragment (`#jeton=`, the staff's links) or a query string
// (`?jeton=`, the newsletter's).
const LINK_TOKEN = new RegExp(`([#?&]${TOKEN_FRAGMENT}=)[^\\s&#]+`, 'g')

/**
 * Invitation, reset and newsletter confirmation e-mails wait here too. Their links are made when
 * they are sent and never stored (mail/make-link.ts); a token in a body stored otherwise is still
 * hidden, so reading the outbox (the secretariat may) gives no way into an account or a
 * subscription.
 */
export const withoutLinkToken = <T extends { body: string }>(item: T): T => ({
  ...item,
  body: item.body.replace(LINK_TOKEN, '$1…'),
})

/** The staff alerts: what was sent, what waits, what keeps failing (and why). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.outboxRepository

  app.get(
    '/outbox',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Alertes e-mail à l’équipe, les plus récentes d’abord',
        querystring: paginationSchema,
        response: { 200: pageOf(outboxItemSchema) },
      },
    },
    async (request) => {
      const page = outbox.list(request.query)
      return { ...page, items: page.items.map(withoutLinkToken) }
    },
  )

  app.post(
    '/outbox/:id/retry',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Remet une alerte non envoyée en tête : nouvelle tentative au prochain passage',
        params: idParamsSchema,
        response: { 200: outboxItemSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const item = outbox.find(id)
      if (!item) return sendNotFound(request, reply)
      if (item.sentAt !== null) return badRequest(reply, ALREADY_SENT)
      const summary = `Alerte e-mail n° ${id} (« ${item.subject} ») relancée`
      audited(request, { action: 'outbox.retry', entity: 'outbox', entityId: id, summary }, () =>
        outbox.retryNow(id, app.now().toISOString()),
      )
      const retried = outbox.find(id)
      return retried && withoutLinkToken(retried)
    },
  )
}
export default outboxRoutes
