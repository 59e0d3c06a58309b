import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '#common/schemas/admin.ts'
import {
  MESSAGE_STATUS_LABELS,
  adminMessageSchema,
  adminMessagesQuerySchema,
  canMoveMessage,
  messageStatusChangeSchema,
} from '#common/schemas/admin-follow-up.ts'
import { addStatusRoute } from './status-route.ts'
import { FOLLOW_UP } from './roles.ts'

/** Contact messages: list and search, follow-up status (nouveau → lu → répondu). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.contactMessagesRepository

  app.get(
    '/messages',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Messages du formulaire de contact (q : nom, e-mail, sujet, texte, téléphone ; status)',
        querystring: adminMessagesQuerySchema,
        response: { 200: pageOf(adminMessageSchema) },
      },
    },
    async (request) => messages.list(request.query),
  )

  addStatusRoute(app, {
    url: '/messages/:id',
    summary: 'Change le statut de suivi d’un message',
    body: messageStatusChangeSchema,
    record: adminMessageSchema,
    repository: messages,
    canMove: canMoveMessage,
    labels: MESSAGE_STATUS_LABELS,
    audit: {
      action: 'message.status',
      entity: 'contact_message',
      name: (message) => `Message n° ${message.id} (${message.name})`,
    },
    logMessage: 'message status changed',
  })
}
export default messageRoutes
