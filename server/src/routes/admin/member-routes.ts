import { API_MESSAGES, notAnEarlierDuplicate } from '#common/api-messages.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '#common/schemas/admin.ts'
import {
  MEMBER_STATUS_LABELS,
  adminMemberSchema,
  adminMembersQuerySchema,
  canMoveMember,
  memberStatusChangeSchema,
  mergeMemberSchema,
} from '#common/schemas/admin-follow-up.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { badRequest, sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { operatorOf } from './operator.ts'
import { addStatusRoute } from './status-route.ts'
import { FOLLOW_UP } from './roles.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }

/** « Inscription n° 12 (Marie Joseph) » */
const named = (member: { id: number; firstName: string; lastName: string }) =>
  `Inscription n° ${member.id} (${member.firstName} ${member.lastName})`

/** Registrations: list and search, follow-up status, duplicates (merge or dismiss). */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = app.memberFollowUpRepository

  app.get(
    '/members',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Inscriptions (q : nom, e-mail, ville ou chiffres du téléphone ; status ; duplicates=1)',
        querystring: adminMembersQuerySchema,
        response: { 200: pageOf(adminMemberSchema) },
      },
    },
    async (request) => members.list({ ...request.query, duplicates: request.query.duplicates === '1' }),
  )

  addStatusRoute(app, {
    url: '/members/:id',
    summary: 'Change le statut de suivi (nouveau → contacté → accueilli, archivé, restauré)',
    body: memberStatusChangeSchema,
    record: adminMemberSchema,
    repository: members,
    canMove: canMoveMember,
    labels: MEMBER_STATUS_LABELS,
    audit: { action: 'member.status', entity: 'member', name: named },
    logMessage: 'member status changed',
  })

  app.post(
    '/members/:id/merge',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Fusionne ce doublon dans une inscription antérieure (complète ses champs vides, archive le doublon)',
        params: idParamsSchema,
        body: mergeMemberSchema,
        response: { 200: adminMemberSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { intoId } = request.body
      const duplicate = members.find(id)
      if (!duplicate) return sendNotFound(request, reply)
      if (intoId === id) return badRequest(reply, API_MESSAGES.mergeIntoItself, 'intoId')
      if (!duplicate.duplicateOf.includes(intoId)) {
        return badRequest(reply, notAnEarlierDuplicate(intoId), 'intoId')
      }
      const summary = `${named(duplicate)} fusionnée dans la n° ${intoId}`
      // merge() is a transaction of its own: here it nests (a savepoint) in the one with the audit line.
      audited(request, { action: 'member.merge', entity: 'member', entityId: id, summary }, () =>
        members.merge(id, intoId, app.now().toISOString(), operatorOf(request)),
      )
      request.log.info({ id, intoId }, 'duplicate registration merged')
      return members.find(intoId)
    },
  )

  app.post(
    '/members/:id/dismiss-duplicate',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Ce n’est pas un doublon : les paires actuelles ne sont plus signalées',
        params: idParamsSchema,
        response: { 200: adminMemberSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const member = members.find(id)
      if (!member) return sendNotFound(request, reply)
      const others = member.duplicateOf.map((other) => `n° ${other}`).join(', ')
      const summary = `${named(member)} : pas un doublon${others ? ` de la ${others}` : ''}`
      audited(request, { action: 'member.dismiss-duplicate', entity: 'member', entityId: id, summary }, () =>
        members.dismissDuplicates(id, member.duplicateOf, app.now().toISOString(), operatorOf(request)),
      )
      return members.find(id)
    },
  )
}
export default memberRoutes
