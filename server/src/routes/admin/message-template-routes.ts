import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PEOPLE_MESSAGES } from '#common/people-rules.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { messageTemplateInputSchema, messageTemplateSchema } from '#common/schemas/people.ts'
import { justWritten } from '../../lib/just-written.ts'
import { audited } from './audited.ts'
import { FOLLOW_UP } from './roles.ts'

/** The WhatsApp templates (« Bienvenue »…) the church edits; PUT on a new key adds one. */
const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = app.peopleRepository.templates

  app.get(
    '/message-templates',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Modèles de message WhatsApp, avec {prénom}, en français, créole, espagnol et anglais',
        response: { 200: z.array(messageTemplateSchema) },
      },
    },
    async () => templates.list(),
  )

  app.put(
    '/message-templates/:key',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Enregistre un modèle (le français est obligatoire ; les autres langues se rabattent sur lui)',
        params: z.object({
          key: z.string().regex(/^[a-z0-9_]{1,60}$/, { error: PEOPLE_MESSAGES.invalidTemplateKey }),
        }),
        body: messageTemplateInputSchema,
        response: { 200: messageTemplateSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { key } = request.params
      const existed = templates.find(key) !== undefined
      const template = { key, ...request.body }
      const summary = `Modèle de message « ${template.label} » ${existed ? 'modifié' : 'ajouté'}`
      audited(request, { action: 'message-template.update', entity: 'message_template', summary }, () =>
        templates.put(template, app.now()),
      )
      return justWritten(templates.find(key), 'message template')
    },
  )
}
export default messageTemplateRoutes
