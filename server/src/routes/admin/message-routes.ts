import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '#common/schemas/admin.ts'
import {
  MESSAGE_STATUS_LABELS,
  adminMessageSchema,
  adminMessagesQuerySchema,
  canMoveMessage,
  messageStatusChangeSchema,
} from '#common/schemas/admin-follow-up.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { refuseTransition } from './follow-up.ts'
import { idParamsSchema } from './id-params.ts'
import { operatorOf } from './operator.ts'

/** Contact messages: list and search, follow-up status (nouveau → lu → répondu). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.contactMessagesRepository

  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages du formulaire de contact (q : nom, e-mail, sujet, texte, téléphone ; status)',
        querystring: adminMessagesQuerySchema,
        response: { 200: pageOf(adminMessageSchema) },
      },
    },
    async (request) => messages.list(request.query),
  )

  app.patch(
    '/messages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change le statut de suivi d’un message',
        params: idParamsSchema,
        body: messageStatusChangeSchema,
        response: { 200: adminMessageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { status } = request.body
      const message = messages.find(id)
      if (!message) return sendNotFound(request, reply)
      if (!canMoveMessage(message.status, status)) {
        return refuseTransition(reply, MESSAGE_STATUS_LABELS[message.status], MESSAGE_STATUS_LABELS[status])
      }
      const summary = `Message n° ${id} (${message.name}) : ${MESSAGE_STATUS_LABELS[message.status]} → ${MESSAGE_STATUS_LABELS[status]}`
      audited(request, { action: 'message.status', entity: 'contact_message', entityId: id, summary }, () =>
        messages.setStatus(id, status, app.now().toISOString(), operatorOf(request)),
      )
      request.log.info({ id, from: message.status, to: status }, 'message status changed')
      return messages.find(id)
    },
  )
}
export default messageRoutes
