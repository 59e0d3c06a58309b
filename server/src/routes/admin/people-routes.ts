import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  contactTitle,
  describeChanges,
  PEOPLE_MESSAGES,
  renderTemplate,
  TIMELINE_TITLES,
  whatsAppUrl,
} from '#common/people-rules.ts'
import { PEOPLE_CSV, peopleCsvQuerySchema } from '#common/people-exports.ts'
import { absentPeopleQuerySchema, absentPeoplePage } from './attendance-absent.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  CONTACT_OUTCOME_LABELS,
  contactInputSchema,
  mergeInputSchema,
  noteInputSchema,
  peopleListSchema,
  peopleQuerySchema,
  personEmailSchema,
  personInputSchema,
  personPatchSchema,
  personSchema,
  whatsAppMessageSchema,
} from '#common/schemas/people.ts'
import { justWritten } from '../../lib/just-written.ts'
import { languagesOf } from '../../db/people-columns.ts'
import type { Actor, PersonFields, Viewer } from '../../db/people-repository.ts'
import { badRequest, MESSAGES, sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { sendCsv } from './csv-download.ts'
import { operatorIdOf, operatorOf } from './operator.ts'
import { FOLLOW_UP, GIFTS } from './roles.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }

/**
 * The audit lines name a person by their id alone (« Personne n° 12 »), never by their name,
 * e-mail or phone: the person stays in entity_id, and erasing them leaves no personal data there.
 */
const named = (id: number) => `Personne n° ${id}`

export const viewerOf = (request: FastifyRequest): Viewer => {
  const role = request.adminSession?.account.role
  return {
    accountId: operatorIdOf(request),
    administrator: role === 'administrateur',
    // Who reads the register of gifts (gift-routes.ts) sees the gifts in a person's timeline.
    seesGifts: role !== undefined && GIFTS.includes(role),
  }
}
export const actorOf = (request: FastifyRequest): Actor => ({
  accountId: operatorIdOf(request),
  name: operatorOf(request),
})

/**
 * The people: the list and its filters, one person with their timeline, what staff record about
 * them (notes, calls, e-mails), merges and their undo, and a WhatsApp template filled in for them.
 * Import, export, erasure and update links are in people-rights-routes.ts.
 */
const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const people = app.peopleRepository

  /** The person as the request's account may see them, once a change is made. */
  const answer = (request: FastifyRequest, id: number) => justWritten(people.detail(id, viewerOf(request)), 'person')
  const householdRefused = (householdId: number | null | undefined) =>
    householdId !== undefined && householdId !== null && !people.households.find(householdId)

  app.get(
    '/people',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary:
          'Personnes, les membres d’abord (q : nom, e-mail ou chiffres du téléphone ; status ; followUp=waiting|stale ; birthdays=week ; householdId ; ministryId ; consent)',
        querystring: peopleQuerySchema.extend(absentPeopleQuerySchema),
        response: { 200: peopleListSchema },
      },
    },
    async (request) =>
      request.query.absentWeeks === undefined
        ? people.list(request.query, app.now())
        : absentPeoplePage(app.db, request.query, app.now()),
  )

  app.get(
    '/people.csv',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary:
          'Personnes en CSV : les filtres de la liste, et from/to (AAAA-MM-JJ) les jours où elles ont été ajoutées',
        querystring: peopleCsvQuerySchema,
      },
    },
    async (request, reply) => sendCsv(reply, PEOPLE_CSV, people.csvRows(request.query, app.now())),
  )

  app.post(
    '/people',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Ajoute une personne (le prénom suffit : visiteur, français, sans suivi)',
        body: personInputSchema,
        response: { 201: personSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const fields = request.body
      if (householdRefused(fields.householdId))
        return badRequest(reply, PEOPLE_MESSAGES.unknownHousehold, 'householdId')
      const id = audited(
        request,
        (newId) => ({ action: 'person.create', entity: 'person', entityId: newId, summary: `${named(newId)} ajoutée` }),
        () => people.create(fields, app.now()),
      )
      request.log.info({ id }, 'person created')
      return reply.code(201).send(answer(request, id))
    },
  )

  app.get(
    '/people/:id',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Une personne : sa fiche, son foyer, ses consentements et sa chronologie (la plus récente d’abord)',
        params: idParamsSchema,
        response: { 200: personSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => people.detail(request.params.id, viewerOf(request)) ?? sendNotFound(request, reply),
  )

  app.patch(
    '/people/:id',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Modifie une personne (les champs envoyés seulement) ; statut et suivi datés dans la chronologie',
        params: idParamsSchema,
        body: personPatchSchema,
        response: { 200: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const fields = request.body as PersonFields
      const before = people.detail(id, viewerOf(request))
      if (!before) return sendNotFound(request, reply)
      if (householdRefused(fields.householdId))
        return badRequest(reply, PEOPLE_MESSAGES.unknownHousehold, 'householdId')
      const summary = `${named(id)} modifiée : ${describeChanges(before, fields)}`
      audited(request, { action: 'person.update', entity: 'person', entityId: id, summary }, () =>
        people.patch(id, fields, actorOf(request), app.now()),
      )
      return answer(request, id)
    },
  )

  app.post(
    '/people/:id/notes',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Ajoute une note ; confidentielle, seuls son auteur et les administrateurs la reçoivent',
        params: idParamsSchema,
        body: noteInputSchema,
        response: { 201: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { text, confidential } = request.body
      if (!people.findActive(id)) return sendNotFound(request, reply)
      const summary = `${named(id)} : ${confidential ? 'note confidentielle ajoutée' : 'note ajoutée'}`
      audited(request, { action: 'person.note', entity: 'person', entityId: id, summary }, () =>
        people.addTimeline({
          personId: id,
          kind: 'note',
          at: app.now().toISOString(),
          actor: actorOf(request),
          title: TIMELINE_TITLES.note(confidential),
          text,
          confidential,
        }),
      )
      return reply.code(201).send(answer(request, id))
    },
  )

  app.post(
    '/people/:id/contacts',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: '« J’ai appelé / écrit » : un appel, un WhatsApp ou un e-mail et son résultat (rappeler le …)',
        params: idParamsSchema,
        body: contactInputSchema,
        response: { 201: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { channel, outcome, callBackOn, note } = request.body
      if (!people.findActive(id)) return sendNotFound(request, reply)
      const at = app.now().toISOString()
      const summary = `${named(id)} : ${contactTitle(channel, outcome, callBackOn).toLowerCase()}`
      audited(request, { action: 'person.contact', entity: 'person', entityId: id, summary }, () => {
        people.addTimeline({
          personId: id,
          kind: 'contact',
          at,
          actor: actorOf(request),
          title: contactTitle(channel, outcome, callBackOn),
          text: note ?? '',
          data: { channel, outcome, outcomeLabel: CONTACT_OUTCOME_LABELS[outcome], callBackOn },
        })
        people.touchContact(id, at)
      })
      return reply.code(201).send(answer(request, id))
    },
  )

  app.post(
    '/people/:id/emails',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Écrit à la personne : l’e-mail part par la file d’envoi et reste dans sa chronologie',
        params: idParamsSchema,
        body: personEmailSchema,
        response: { 201: personSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { subject, body } = request.body
      const person = people.findActive(id)
      if (!person) return sendNotFound(request, reply)
      if (!person.email) return reply.code(409).send({ message: PEOPLE_MESSAGES.noEmail })
      if (people.consents(id).some((consent) => consent.channel === 'email' && !consent.granted))
        return reply.code(409).send({ message: PEOPLE_MESSAGES.emailRefused })
      const at = app.now().toISOString()
      const replyTo = request.adminSession?.account.email ?? null
      audited(
        request,
        { action: 'person.email', entity: 'person', entityId: id, summary: `${named(id)} : e-mail envoyé` },
        () => {
          const outboxId = app.outboxRepository.enqueue(
            { to: person.email, replyTo: replyTo?.includes('@') ? replyTo : null, subject, body },
            at,
          )
          people.addTimeline({
            personId: id,
            kind: 'email',
            at,
            actor: actorOf(request),
            title: TIMELINE_TITLES.email(subject),
            text: body,
            data: { outboxId },
          })
          people.touchContact(id, at)
        },
      )
      request.log.info({ id }, 'e-mail to a person queued')
      return reply.code(201).send(answer(request, id))
    },
  )

  app.post(
    '/people/:id/merge',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary:
          'Fusionne otherId dans cette personne (tout ce qui la concerne la suit ; ses champs complètent les vides) ; annulable le jour même',
        params: idParamsSchema,
        body: mergeInputSchema,
        response: { 200: personSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { otherId } = request.body
      if (!people.findActive(id)) return sendNotFound(request, reply)
      if (otherId === id) return badRequest(reply, PEOPLE_MESSAGES.mergeIntoItself, 'otherId')
      const other = people.findRow(otherId)
      if (!other)
        return reply.code(404).send({ message: MESSAGES.notFound, fieldErrors: { otherId: [MESSAGES.notFound] } })
      if (other.merged_into !== null) return reply.code(409).send({ message: PEOPLE_MESSAGES.alreadyMerged })
      const summary = `${named(otherId)} fusionnée dans la n° ${id}`
      audited(request, { action: 'person.merge', entity: 'person', entityId: id, summary }, () =>
        app.peopleMerge.merge(id, otherId, actorOf(request), app.now()),
      )
      request.log.info({ id, otherId }, 'people merged')
      return answer(request, id)
    },
  )

  app.post(
    '/people/:id/merge/undo',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Annule la dernière fusion dans cette personne (le jour même seulement, sinon 409)',
        params: idParamsSchema,
        response: { 200: personSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!people.findActive(id)) return sendNotFound(request, reply)
      const result = audited(
        request,
        (outcome) =>
          outcome === 'undone'
            ? { action: 'person.merge-undo', entity: 'person', entityId: id, summary: `${named(id)} : fusion annulée` }
            : undefined,
        () => app.peopleMerge.undo(id, app.now()),
      )
      if (result === 'nothing') return reply.code(409).send({ message: PEOPLE_MESSAGES.nothingToUndo })
      if (result === 'too-late') return reply.code(409).send({ message: PEOPLE_MESSAGES.undoTooLate })
      request.log.info({ id }, 'merge undone')
      return answer(request, id)
    },
  )

  app.get(
    '/people/:id/whatsapp/:key',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Un modèle de message rempli pour la personne, dans sa langue, et son lien wa.me',
        params: idParamsSchema.extend({ key: z.string().max(60) }),
        response: { 200: whatsAppMessageSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, key } = request.params
      const person = people.findActive(id)
      if (!person) return sendNotFound(request, reply)
      const template = people.templates.find(key)
      if (!template) return reply.code(404).send({ message: PEOPLE_MESSAGES.unknownTemplate })
      if (!person.phone) return reply.code(409).send({ message: PEOPLE_MESSAGES.noPhone })
      const { language, text } = renderTemplate(template, {
        firstName: person.first_name,
        languages: languagesOf(person),
      })
      return { language, text, url: whatsAppUrl(person.phone, text) }
    },
  )
}
export default peopleRoutes
