import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactMessageSchema } from '../../../../src/schemas/contact-message.ts'
import { createdSchema, honeypotTrap } from '../submission.ts'

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
      const id = app.contactMessagesRepository.insert(message, app.now().toISOString())
      request.log.info({ id }, 'contact message stored')
      return reply.code(201).send({ id })
    },
  )
}
export default contactRoutes
