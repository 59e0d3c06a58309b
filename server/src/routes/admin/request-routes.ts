import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '#common/schemas/admin.ts'
import {
  MESSAGE_STATUS_LABELS,
  adminRequestSchema,
  adminRequestsQuerySchema,
  canMoveMessage,
  messageStatusChangeSchema,
} from '#common/schemas/admin-follow-up.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { FEPROBA_REQUEST_TYPE } from '#common/schemas/feproba-request.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { refuseTransition } from './follow-up.ts'
import { idParamsSchema } from './id-params.ts'
import { operatorOf } from './operator.ts'

/** FEPROBA requests and ISL applications: the same workflow as the contact messages. */
const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.programmeRequestsRepository

  app.get(
    '/requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Demandes FEPROBA et candidatures ISL (q, status, type, program)',
        querystring: adminRequestsQuerySchema,
        response: { 200: pageOf(adminRequestSchema) },
      },
    },
    async (request) => requests.list(request.query),
  )

  app.patch(
    '/requests/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change le statut de suivi d’une demande',
        params: idParamsSchema,
        body: messageStatusChangeSchema,
        response: { 200: adminRequestSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { status } = request.body
      const current = requests.find(id)
      if (!current) return sendNotFound(request, reply)
      if (!canMoveMessage(current.status, status)) {
        return refuseTransition(reply, MESSAGE_STATUS_LABELS[current.status], MESSAGE_STATUS_LABELS[status])
      }
      const kind = current.type === FEPROBA_REQUEST_TYPE ? 'Demande FEPROBA' : 'Candidature ISL'
      const summary = `${kind} n° ${id} (${current.name}) : ${MESSAGE_STATUS_LABELS[current.status]} → ${MESSAGE_STATUS_LABELS[status]}`
      audited(request, { action: 'request.status', entity: 'programme_request', entityId: id, summary }, () =>
        requests.setStatus(id, status, app.now().toISOString(), operatorOf(request)),
      )
      request.log.info({ id, from: current.status, to: status }, 'programme request status changed')
      return requests.find(id)
    },
  )
}
export default requestRoutes
