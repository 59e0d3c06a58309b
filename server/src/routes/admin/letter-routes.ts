// The newsletter's letters: compose (draft), preview, send a test to oneself, then send to every
// confirmed subscriber through the deliveries table (mail/newsletter-worker.ts).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  LETTER_MESSAGES,
  letterInputSchema,
  letterListSchema,
  letterPreviewSchema,
  letterSchema,
  letterSendAnswerSchema,
  letterTestAnswerSchema,
} from '#common/schemas/newsletter-letter.ts'
import { letterDocument, letterPlainText } from '../../mail/newsletter-mails.ts'
import { createdSchema } from '../submission.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { FOLLOW_UP } from './roles.ts'

/** The preview's unsubscribe link: the real one is personal, made for each address when sent. */
const PREVIEW_UNSUBSCRIBE = '#se-desabonner'
const roles = { roles: FOLLOW_UP }

/**
 * Where « M'envoyer un test » goes: the signed-in account's own e-mail, never the church's public
 * address. An installation migrated from the shared password has the account `admin` until its
 * profile is given: no address yet, no test.
 */
function testRecipient(request: FastifyRequest): string | undefined {
  const email = request.adminSession?.account.email
  return email?.includes('@') ? email : undefined
}

const refuse = (reply: FastifyReply, status: 409 | 503 | 502, message: string) => reply.code(status).send({ message })

const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  const letters = app.newsletterLettersRepository
  const preview = (subject: string, body: string) => {
    const sender = app.letterSender()
    return {
      html: letterDocument(subject, body, sender, PREVIEW_UNSUBSCRIBE),
      text: letterPlainText(subject, body, sender, PREVIEW_UNSUBSCRIBE),
    }
  }

  app.get(
    '/newsletters',
    {
      config: roles,
      schema: {
        tags: ['admin'],
        summary: 'Lettres d’information : brouillons et lettres envoyées',
        response: { 200: letterListSchema },
      },
    },
    async () => ({ items: letters.list(), confirmedSubscribers: app.newsletterRepository.confirmedCount() }),
  )

  app.post(
    '/newsletters',
    {
      config: roles,
      schema: {
        tags: ['admin'],
        summary: 'Nouvelle lettre (brouillon)',
        body: letterInputSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => {
      const { subject, body } = request.body
      const id = audited(
        request,
        (newId: number) => ({
          action: 'newsletter.letter.create',
          entity: 'newsletter',
          entityId: newId,
          summary: `Lettre « ${subject} » rédigée`,
        }),
        () => letters.create(subject, body, app.now().toISOString()),
      )
      return reply.code(201).send({ id })
    },
  )

  app.post(
    '/newsletters/preview',
    {
      config: roles,
      schema: {
        tags: ['admin'],
        summary: 'Aperçu d’une lettre telle que l’e-mail la montrera',
        body: letterInputSchema,
        response: { 200: letterPreviewSchema },
      },
    },
    async (request) => preview(request.body.subject, request.body.body),
  )

  app.get(
    '/newsletters/:id',
    {
      config: roles,
      schema: {
        tags: ['admin'],
        summary: 'Une lettre, son aperçu et où en sont ses envois',
        params: idParamsSchema,
        response: { 200: letterSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const letter = letters.find(request.params.id)
      if (!letter) return sendNotFound(request, reply)
      return { ...letter, html: preview(letter.subject, letter.body).html, failures: letters.failures(letter.id) }
    },
  )

  app.put(
    '/newsletters/:id',
    {
      config: roles,
      schema: {
        tags: ['admin'],
        summary: 'Modifie un brouillon',
        params: idParamsSchema,
        body: letterInputSchema,
        response: { 200: createdSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const letter = letters.find(id)
      if (!letter) return sendNotFound(request, reply)
      if (letter.sentAt) return refuse(reply, 409, LETTER_MESSAGES.alreadySent)
      const { subject, body } = request.body
      audited(
        request,
        {
          action: 'newsletter.letter.update',
          entity: 'newsletter',
          entityId: id,
          summary: `Lettre « ${subject} » modifiée`,
        },
        () => letters.update(id, subject, body, app.now().toISOString()),
      )
      return { id }
    },
  )

  app.post(
    '/newsletters/:id/test',
    {
      config: roles,
      schema: {
        tags: ['admin'],
        summary: 'Envoie la lettre à son propre compte, pour la relire',
        params: idParamsSchema,
        response: { 200: letterTestAnswerSchema, 404: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const letter = letters.find(request.params.id)
      if (!letter) return sendNotFound(request, reply)
      const to = testRecipient(request)
      if (!app.smtpConfigured || !to) return refuse(reply, 503, LETTER_MESSAGES.noMailRelay)
      try {
        await app.sendLetterTest(to, letter.subject, letter.body)
      } catch (error) {
        request.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'letter test not sent')
        return refuse(reply, 502, LETTER_MESSAGES.testFailed)
      }
      return { to }
    },
  )

  app.post(
    '/newsletters/:id/send',
    {
      config: roles,
      schema: {
        tags: ['admin'],
        summary: 'Envoie la lettre à chaque abonné confirmé (une seule fois)',
        params: idParamsSchema,
        response: { 202: letterSendAnswerSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const letter = letters.find(id)
      if (!letter) return sendNotFound(request, reply)
      const recipients = app.newsletterRepository.confirmedRecipients()
      if (recipients.length === 0) return refuse(reply, 409, LETTER_MESSAGES.noRecipients)
      const queued = audited(
        request,
        (count: number | undefined) =>
          count === undefined
            ? undefined
            : {
                action: 'newsletter.letter.send',
                entity: 'newsletter',
                entityId: id,
                summary: `Lettre « ${letter.subject} » envoyée à ${count} abonnés`,
              },
        () => letters.queue(id, recipients, app.now().toISOString()),
      )
      if (queued === undefined) return refuse(reply, 409, LETTER_MESSAGES.alreadySent)
      request.log.info({ id, recipients: queued }, 'letter queued')
      // The worker's next tick starts sending; nothing waits for it here.
      return reply.code(202).send({ recipients: queued })
    },
  )
}
export default letterRoutes

export const letterIdSchema = z.object({ id: z.number() })
