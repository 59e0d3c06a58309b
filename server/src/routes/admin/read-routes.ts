import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageOf, paginationSchema } from '../../../../src/schemas/admin.ts'
import { contactMessageRecordSchema } from '../../../../src/schemas/contact-message.ts'
import { FEPROBA_PROGRAM_IDS, FEPROBA_REQUEST_TYPE } from '../../../../src/schemas/feproba-request.ts'
import { ISL_PROGRAM_IDS, ISL_REQUEST_TYPE } from '../../../../src/schemas/isl-request.ts'
import { memberRecordSchema } from '../../../../src/schemas/member-registration.ts'
import { newsletterSubscriberSchema } from '../../../../src/schemas/newsletter-subscription.ts'
import { programmeRequestRecordSchema } from '../../../../src/schemas/programme-request.ts'

const membersQuery = paginationSchema.extend({
  q: z.string().trim().max(100, { error: '100 caractères au maximum.' }).optional(),
})
const requestsQuery = paginationSchema.extend({
  type: z.enum([FEPROBA_REQUEST_TYPE, ISL_REQUEST_TYPE], { error: 'Type de demande invalide.' }).optional(),
  program: z.enum([...FEPROBA_PROGRAM_IDS, ...ISL_PROGRAM_IDS], { error: 'Programme inconnu.' }).optional(),
})

/** What the dashboard reads: every list newest first, paginated (`page` from 1, `pageSize` ≤ 100). */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    {
      schema: {
        tags: ['admin'],
        summary: 'Inscriptions de membres (q : nom, e-mail, ville ou téléphone)',
        querystring: membersQuery,
        response: { 200: pageOf(memberRecordSchema) },
      },
    },
    async (request) => app.membersRepository.list(request.query),
  )

  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages du formulaire de contact',
        querystring: paginationSchema,
        response: { 200: pageOf(contactMessageRecordSchema) },
      },
    },
    async (request) => app.contactMessagesRepository.list(request.query),
  )

  app.get(
    '/requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Demandes FEPROBA et candidatures ISL (filtres type et program)',
        querystring: requestsQuery,
        response: { 200: pageOf(programmeRequestRecordSchema) },
      },
    },
    async (request) => app.programmeRequestsRepository.list(request.query),
  )

  app.get(
    '/newsletter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Abonnés à la lettre d’information',
        querystring: paginationSchema,
        response: { 200: pageOf(newsletterSubscriberSchema) },
      },
    },
    async (request) => app.newsletterRepository.list(request.query),
  )
}
export default readRoutes
