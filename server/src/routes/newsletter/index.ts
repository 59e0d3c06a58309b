import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  newsletterSubscriptionSchema,
  SUBSCRIBE_ANSWER_STATUS,
  subscribeAnswer,
  subscribeAnswerSchema,
} from '#common/schemas/newsletter-subscription.ts'
import { subscriberSender } from '../../db/people-linking.ts'
import { confirmationMail } from '../../mail/newsletter-mails.ts'
import { honeypotAnswer } from '../submission.ts'
import letterPages from './letter-pages.ts'
import { named } from '../../lib/global-plugin.ts'

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whether a confirmation mail can leave now: the server's state, the same for every address.
  const answer = subscribeAnswer(app.smtpConfigured)
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['public'],
        summary:
          'Abonnement à la lettre d’information (201 et le même corps pour une adresse nouvelle, à confirmer, confirmée ou désabonnée ; confirmationSent : false sans serveur d’e-mails)',
        body: newsletterSubscriptionSchema,
        response: { [SUBSCRIBE_ANSWER_STATUS]: subscribeAnswerSchema },
      },
      preValidation: honeypotAnswer('newsletter', () => ({ status: SUBSCRIBE_ANSWER_STATUS, body: answer })),
    },
    async (request, reply) =>
      // The table already keeps one row per address: only a repeat with the same Idempotency-Key
      // gets its first answer again (sameContent: false).
      app.answerOnce(request, reply, { sameContent: false }, () => {
        const createdAt = app.now().toISOString()
        // Without a relay the confirmation mail waits in the outbox, like the staff alerts, and
        // leaves once SMTP_URL is set; the address waits « à confirmer » meanwhile.
        const result = app.db.transaction(() => {
          const subscribed = app.newsletterRepository.subscribe(request.body.email, createdAt)
          // A known address keeps its person; a new one finds (or makes) it.
          if (subscribed.created)
            app.peopleLinker.link(
              'newsletter_subscribers',
              subscribed.id,
              subscriberSender(request.body.email),
              new Date(createdAt),
            )
          // The link is made as the mail leaves (mail/make-link.ts): its token is never stored.
          if (subscribed.sendConfirmation)
            app.outboxRepository.enqueue(
              confirmationMail(request.body.email, subscribed.id, app.letterSender()),
              createdAt,
            )
          return subscribed
        })()
        if (result.created) request.log.info({ id: result.id }, 'newsletter subscriber stored')
        // Whatever the address's state, the same answer: it never tells who is on the list.
        return { status: SUBSCRIBE_ANSWER_STATUS, body: answer }
      }),
  )

  await app.register(named('letterPages', letterPages))
}
export default newsletterRoutes
