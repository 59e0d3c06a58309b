import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withoutEmptyParams } from '#common/schemas/paging.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import alertRecipientsRoutes from './alert-recipients-routes.ts'
import attendanceRoutes from './attendance-routes.ts'
import auditRoutes from './audit-routes.ts'
import donationRoutes from './donation-routes.ts'
import eventRegistrationRoutes from './event-registration-routes.ts'
import eventRoutes from './event-routes.ts'
import exportRoutes from './export-routes.ts'
import figuresRoutes from './figures-routes.ts'
import galleryRoutes from './gallery-routes.ts'
import giftRoutes from './gift-routes.ts'
import householdRoutes from './household-routes.ts'
import accountRoutes from './account-routes.ts'
import { adminGuard } from './guard.ts'
import letterRoutes from './letter-routes.ts'
import memberRoutes from './member-routes.ts'
import launchChecklistRoutes from './launch-checklist-routes.ts'
import messageRoutes from './message-routes.ts'
import messageTemplateRoutes from './message-template-routes.ts'
import newsletterRoutes from './newsletter-routes.ts'
import outboxRoutes from './outbox-routes.ts'
import passkeyRoutes, { type PasskeyRoutesOptions } from './passkey-routes.ts'
import peopleRightsRoutes from './people-rights-routes.ts'
import peopleRoutes from './people-routes.ts'
import overviewRoutes from './overview-routes.ts'
import requestRoutes from './request-routes.ts'
import rollRoutes from './roll-routes.ts'
import serviceRoutes from './service-routes.ts'
import sermonRoutes from './sermon-routes.ts'
import sessionRoutes from './session-routes.ts'
import siteRoutes from './site-routes.ts'
import tokenRoutes from './token-routes.ts'
import { checkRoleDeclaration, EVERY_ROLE } from './roles.ts'

/** Everything under /api/admin: one guard for the prefix, answers never cached. */
const adminRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, options) => {
  // A route that says nothing about who may use it stops the start (see roles.ts).
  app.addHook('onRoute', checkRoleDeclaration)
  app.addHook('onRequest', adminGuard)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  // The dashboard sends `?status=` for "all statuses": an empty parameter means no filter, not 400.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined
    if (query) request.query = withoutEmptyParams(query)
  })
  await app.register(sessionRoutes)
  await app.register(passkeyRoutes, { nodeEnv: options.nodeEnv })
  await app.register(tokenRoutes)
  await app.register(accountRoutes)
  await app.register(overviewRoutes)
  await app.register(memberRoutes)
  await app.register(messageRoutes)
  await app.register(requestRoutes)
  await app.register(newsletterRoutes)
  await app.register(letterRoutes)
  await app.register(outboxRoutes)
  await app.register(alertRecipientsRoutes)
  await app.register(exportRoutes)
  await app.register(eventRoutes)
  await app.register(eventRegistrationRoutes)
  await app.register(serviceRoutes)
  await app.register(galleryRoutes)
  await app.register(sermonRoutes)
  await app.register(donationRoutes)
  await app.register(giftRoutes)
  await app.register(figuresRoutes)
  await app.register(auditRoutes)
  await app.register(siteRoutes)
  await app.register(launchChecklistRoutes)
  await app.register(peopleRightsRoutes)
  await app.register(peopleRoutes)
  await app.register(householdRoutes)
  await app.register(messageTemplateRoutes)
  await app.register(rollRoutes)
  await app.register(attendanceRoutes)
  // A catch-all inside the prefix, so an unknown admin path also goes through the guard (401
  // before 404) instead of reaching the app-wide not-found handler.
  app.all('/*', { config: { roles: EVERY_ROLE, duringSetup: true }, schema: { hide: true } }, sendNotFound)
}
export default adminRoutes
