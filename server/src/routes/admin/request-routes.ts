import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '#common/schemas/admin.ts'
import {
  REQUEST_STATUS_LABELS,
  adminRequestSchema,
  adminRequestsQuerySchema,
  canMoveRequest,
  requestStatusChangeSchema,
} from '#common/schemas/admin-follow-up.ts'
import { FEPROBA_REQUEST_TYPE } from '#common/schemas/feproba-request.ts'
import { addStatusRoute } from './status-route.ts'
import { FOLLOW_UP } from './roles.ts'

/** FEPROBA requests and ISL applications: the contact messages' workflow, then « Traité ». */
const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.programmeRequestsRepository

  app.get(
    '/requests',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Demandes FEPROBA et candidatures ISL (q, status, type, program)',
        querystring: adminRequestsQuerySchema,
        response: { 200: pageOf(adminRequestSchema) },
      },
    },
    async (request) => requests.list(request.query),
  )

  addStatusRoute(app, {
    url: '/requests/:id',
    summary: 'Change le statut de suivi d’une demande (nouveau → lu → répondu, traité)',
    body: requestStatusChangeSchema,
    record: adminRequestSchema,
    repository: requests,
    canMove: canMoveRequest,
    labels: REQUEST_STATUS_LABELS,
    audit: {
      action: 'request.status',
      entity: 'programme_request',
      name: (request) =>
        `${request.type === FEPROBA_REQUEST_TYPE ? 'Demande FEPROBA' : 'Candidature ISL'} n° ${request.id} (${request.name})`,
    },
    logMessage: 'programme request status changed',
  })
}
export default requestRoutes
