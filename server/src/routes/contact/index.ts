import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactMessageSchema } from '#common/schemas/contact-message.ts'
import { namedSender } from '../../db/people-linking.ts'
import { contactAlert } from '../../mail/staff-alerts.ts'
import { createdSchema, honeypotTrap, storeWithStaffAlert } from '../submission.ts'

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['public'],
        summary: 'Message du formulaire de contact',
        body: contactMessageSchema,
        response: { 201: createdSchema },
      },
      preValidation: honeypotTrap('contact', app.contactMessagesRepository.nextId),
    },
    async (request, reply) => {
      const { website: _honeypot, ...message } = request.body
      return app.answerOnce(request, reply, { sameContent: true }, () => {
        const createdAt = app.now().toISOString()
        const id = storeWithStaffAlert(
          app,
          createdAt,
          () => {
            const newId = app.contactMessagesRepository.insert(message, createdAt)
            app.peopleLinker.link('contact_messages', newId, namedSender(message), new Date(createdAt))
            return newId
          },
          (newId) => contactAlert(newId, message, createdAt),
        )
        request.log.info({ id }, 'contact message stored')
        return { status: 201, body: { id } }
      })
    },
  )
}
export default contactRoutes
