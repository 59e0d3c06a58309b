import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { churchDate } from '#common/church-time.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  absentListSchema,
  absentWeeksSchema,
  assigneesSchema,
  followUpAgainSchema,
  ATTENDANCE_MESSAGES,
  attendanceInputSchema,
  attendanceListSchema,
  attendanceQuerySchema,
  attendanceRecordSchema,
  attendanceTrendsSchema,
  DEFAULT_ABSENT_WEEKS,
  ministryInputSchema,
  ministryListSchema,
  ministryMemberInputSchema,
  ministryMemberParamsSchema,
  ministryMembersSchema,
  ministryNewcomerAnswerSchema,
  ministryNewcomerSchema,
  ministrySchema,
} from '#common/schemas/attendance.ts'
import { personSchema } from '#common/schemas/people.ts'
import { z } from 'zod'
import { createAttendanceRepository } from '../../db/attendance-repository.ts'
import { justWritten } from '../../lib/just-written.ts'
import { badRequest, RequestError, sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { operatorOf } from './operator.ts'
import type { PersonFields } from '../../db/people-repository.ts'
import { actorOf, viewerOf } from './people-routes.ts'
import { ATTENDANCE, MINISTRY_ROLL } from './roles.ts'
import { sessionOf } from './session-routes.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }
const named = (id: number) => `Personne n° ${id}`

/**
 * The ministries the signed-in account records: those of its account for a « Responsable de
 * ministère », undefined (every one) for the office.
 */
function ledMinistries(request: FastifyRequest): readonly number[] | undefined {
  const { account } = sessionOf(request)
  return account.role === 'responsable' ? account.ministryIds : undefined
}

const notYours = () =>
  new RequestError(403, ATTENDANCE_MESSAGES.notYourMinistry, 'FORBIDDEN', {
    ministryId: [ATTENDANCE_MESSAGES.notYourMinistry],
  })

/**
 * Attendance: headcounts and roll calls (POST answered once per Idempotency-Key, like the public
 * forms, so a phone sending again after a lost answer never counts a service twice), who is
 * missed, the trends, and the ministries' rosters. Who may use them: docs/decisions/0010.
 */
const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const attendance = createAttendanceRepository(app.db)
  /** Whom a person's follow-up can be entrusted to: the office's active accounts, by name. */
  const assignees = () =>
    app.adminRepository
      .listAccounts()
      .filter((account) => account.status === 'actif' && ATTENDANCE.includes(account.role))
      .map(({ id, name }) => ({ id, name: name || 'Administrateur' }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))

  app.post(
    '/attendance',
    {
      config: { roles: MINISTRY_ROLL },
      schema: {
        tags: ['admin'],
        summary:
          'Enregistre un comptage (adultes, enfants, première visite) et/ou les personnes cochées présentes ; une seule fois par Idempotency-Key. Un responsable de ministère : pour ses ministères, leurs membres seulement',
        body: attendanceInputSchema,
        response: { 201: attendanceRecordSchema, 400: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { date, serviceId, ministryId, headcount, personIds = [] } = request.body
      const led = ledMinistries(request)
      if (led && (!ministryId || !led.includes(ministryId))) throw notYours()
      if (led && ministryId && !attendance.ministries.onRoster(ministryId, personIds))
        return badRequest(reply, ATTENDANCE_MESSAGES.notOnRoster, 'personIds')
      if (serviceId && !attendance.serviceExists(serviceId))
        return badRequest(reply, ATTENDANCE_MESSAGES.unknownService, 'serviceId')
      if (ministryId && !attendance.ministryExists(ministryId))
        return badRequest(reply, ATTENDANCE_MESSAGES.unknownMinistry, 'ministryId')
      if (attendance.unknownPeople(personIds).length > 0)
        return badRequest(reply, ATTENDANCE_MESSAGES.unknownPeople, 'personIds')
      return app.answerOnce(request, reply, { sameContent: false }, () => {
        const record = audited(
          request,
          (created) => ({
            action: 'attendance.create',
            entity: 'attendance',
            entityId: created.id,
            summary: `Présences du ${date} enregistrées${headcount ? ` (${headcount.adults + headcount.children} personnes)` : ''}${personIds.length > 0 ? `, ${new Set(personIds).size} cochées` : ''}`,
          }),
          () =>
            attendance.create(
              {
                date,
                serviceId: serviceId ?? null,
                ministryId: ministryId ?? null,
                headcount: headcount ?? null,
                personIds,
                createdBy: operatorOf(request),
              },
              app.now(),
            ),
        )
        return { status: 201, body: record }
      })
    },
  )

  app.get(
    '/attendance',
    {
      config: { roles: MINISTRY_ROLL },
      schema: {
        tags: ['admin'],
        summary:
          'Les comptages et appels entre from et to (AAAA-MM-JJ, inclus), les plus récents d’abord (1 000 au plus) ; ceux de ses ministères pour un responsable',
        querystring: attendanceQuerySchema,
        response: { 200: attendanceListSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const led = ledMinistries(request)
      if (!led) return { items: attendance.list(request.query) }
      if (request.query.ministryId && !led.includes(request.query.ministryId)) throw notYours()
      const items = attendance.list(request.query)
      return { items: items.filter((record) => record.ministryId !== null && led.includes(record.ministryId)) }
    },
  )

  app.get(
    '/attendance/absent',
    {
      config: { roles: ATTENDANCE },
      schema: {
        tags: ['admin'],
        summary:
          'Les absents : venus au moins deux jours dans les deux mois avant la fenêtre, plus cochés depuis weeks semaines (3 par défaut)',
        querystring: z.object({ weeks: absentWeeksSchema.default(DEFAULT_ABSENT_WEEKS) }),
        response: { 200: absentListSchema },
      },
    },
    async (request) => {
      const items = attendance.absent(churchDate(app.now()), request.query.weeks)
      return { items, total: items.length }
    },
  )

  app.get(
    '/attendance/trends',
    {
      config: { roles: ATTENDANCE },
      schema: {
        tags: ['admin'],
        summary:
          'Tendances : comptage par semaine sur 12 mois, premières visites par mois, membres venus ces 8 dernières semaines',
        response: { 200: attendanceTrendsSchema },
      },
    },
    async () => attendance.trends(churchDate(app.now())),
  )

  app.post(
    '/people/:id/follow-up',
    {
      config: { roles: ATTENDANCE },
      schema: {
        tags: ['admin'],
        summary:
          'Remet la personne en suivi (étape « À contacter ») et la confie à assignedTo (par défaut, au compte connecté) : « Remettre en suivi » depuis les absents',
        params: idParamsSchema,
        body: followUpAgainSchema,
        response: { 200: personSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!app.peopleRepository.findActive(id)) return sendNotFound(request, reply)
      const assignee = assignees().find(
        (account) => account.id === (request.body?.assignedTo ?? sessionOf(request).account.id),
      )
      if (!assignee) return badRequest(reply, ATTENDANCE_MESSAGES.notAnAssignee, 'assignedTo')
      audited(
        request,
        {
          action: 'person.update',
          entity: 'person',
          entityId: id,
          summary: `${named(id)} remise en suivi (absente), confiée au compte n° ${assignee.id}`,
        },
        () =>
          app.db.transaction(() => {
            app.peopleRepository.patch(id, { followUpStep: 'a_contacter' } as PersonFields, actorOf(request), app.now())
            app.peopleRepository.entrust(id, assignee.id)
          })(),
      )
      return justWritten(app.peopleRepository.detail(id, viewerOf(request)), 'person')
    },
  )

  app.get(
    '/people/assignees',
    {
      config: { roles: ATTENDANCE },
      schema: {
        tags: ['admin'],
        summary: 'Les comptes actifs de l’administration et du secrétariat, à qui confier le suivi d’une personne',
        response: { 200: assigneesSchema },
      },
    },
    async () => ({ items: assignees() }),
  )

  app.get(
    '/ministries',
    {
      config: { roles: MINISTRY_ROLL },
      schema: {
        tags: ['admin'],
        summary:
          'Les ministères, avec le nombre de leurs membres et responsables (ceux de son compte pour un responsable de ministère)',
        response: { 200: ministryListSchema },
      },
    },
    async (request) => {
      const led = ledMinistries(request)
      const items = attendance.ministries.list()
      return { items: led ? items.filter((ministry) => led.includes(ministry.id)) : items }
    },
  )

  app.post(
    '/ministries',
    {
      config: { roles: ATTENDANCE },
      schema: {
        tags: ['admin'],
        summary: 'Ajoute un ministère (nom unique)',
        body: ministryInputSchema,
        response: { 201: ministrySchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.body
      const id = audited(
        request,
        (newId) =>
          newId === undefined
            ? undefined
            : {
                action: 'ministry.create',
                entity: 'ministry',
                entityId: newId,
                summary: `Ministère « ${name} » ajouté`,
              },
        () => attendance.ministries.create(name),
      )
      if (id === undefined) return badRequest(reply, ATTENDANCE_MESSAGES.ministryExists, 'name')
      const created = attendance.ministries.list().find((ministry) => ministry.id === id)
      return reply.code(201).send(justWritten(created, 'ministry'))
    },
  )

  app.get(
    '/ministries/:id/members',
    {
      config: { roles: MINISTRY_ROLL },
      schema: {
        tags: ['admin'],
        summary: 'Les membres d’un ministère, ses responsables d’abord (whatsapp : consentement donné)',
        params: idParamsSchema,
        response: { 200: ministryMembersSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!attendance.ministryExists(id)) return sendNotFound(request, reply)
      if (ledMinistries(request)?.includes(id) === false) throw notYours()
      return { items: attendance.ministries.roster(id) }
    },
  )

  app.post(
    '/ministries/:id/members',
    {
      config: { roles: ATTENDANCE },
      schema: {
        tags: ['admin'],
        summary: 'Ajoute une personne au ministère (ou change leader) ; renvoie la liste',
        params: idParamsSchema,
        body: ministryMemberInputSchema,
        response: { 200: ministryMembersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { personId, leader = false } = request.body
      if (!attendance.ministryExists(id)) return sendNotFound(request, reply)
      if (!app.peopleRepository.findActive(personId))
        throw new RequestError(404, ATTENDANCE_MESSAGES.unknownPerson, 'NOT_FOUND', {
          personId: [ATTENDANCE_MESSAGES.unknownPerson],
        })
      audited(
        request,
        {
          action: 'ministry.member',
          entity: 'ministry',
          entityId: id,
          summary: `${named(personId)} ajoutée au ministère n° ${id}${leader ? ' (responsable)' : ''}`,
        },
        () => attendance.ministries.put(id, personId, leader),
      )
      return { items: attendance.ministries.roster(id) }
    },
  )

  app.post(
    '/ministries/:id/newcomers',
    {
      config: { roles: MINISTRY_ROLL },
      schema: {
        tags: ['admin'],
        summary:
          'Ajoute une personne rencontrée à l’entrée d’une réunion : aux personnes et aux membres du ministère ; renvoie la liste et son id',
        params: idParamsSchema,
        body: ministryNewcomerSchema,
        response: { 201: ministryNewcomerAnswerSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!attendance.ministryExists(id)) return sendNotFound(request, reply)
      if (ledMinistries(request)?.includes(id) === false) throw notYours()
      const personId = audited(
        request,
        (newId: number) => ({
          action: 'person.create',
          entity: 'person',
          entityId: newId,
          summary: `${named(newId)} ajoutée à l’entrée, au ministère n° ${id}`,
        }),
        () =>
          app.db.transaction(() => {
            const created = app.peopleRepository.create(request.body as PersonFields, app.now())
            attendance.ministries.put(id, created, false)
            return created
          })(),
      )
      return reply.code(201).send({ personId, items: attendance.ministries.roster(id) })
    },
  )

  app.delete(
    '/ministries/:id/members/:personId',
    {
      config: { roles: ATTENDANCE },
      schema: {
        tags: ['admin'],
        summary: 'Retire une personne du ministère ; renvoie la liste',
        params: ministryMemberParamsSchema,
        response: { 200: ministryMembersSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, personId } = request.params
      if (!attendance.ministryExists(id)) return sendNotFound(request, reply)
      const removed = audited(
        request,
        (done) =>
          done
            ? {
                action: 'ministry.member',
                entity: 'ministry',
                entityId: id,
                summary: `${named(personId)} retirée du ministère n° ${id}`,
              }
            : undefined,
        () => attendance.ministries.remove(id, personId),
      )
      if (!removed) return sendNotFound(request, reply)
      return { items: attendance.ministries.roster(id) }
    },
  )
}
export default attendanceRoutes
