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
import { named } from '../../lib/global-plugin.ts'

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
  await app.register(named('admin-sessionRoutes', sessionRoutes))
  await app.register(named('admin-passkeyRoutes', passkeyRoutes), { nodeEnv: options.nodeEnv })
  await app.register(named('admin-tokenRoutes', tokenRoutes))
  await app.register(named('admin-accountRoutes', accountRoutes))
  await app.register(named('admin-overviewRoutes', overviewRoutes))
  await app.register(named('admin-memberRoutes', memberRoutes))
  await app.register(named('admin-messageRoutes', messageRoutes))
  await app.register(named('admin-requestRoutes', requestRoutes))
  await app.register(named('admin-newsletterRoutes', newsletterRoutes))
  await app.register(named('admin-letterRoutes', letterRoutes))
  await app.register(named('admin-outboxRoutes', outboxRoutes))
  await app.register(named('admin-alertRecipientsRoutes', alertRecipientsRoutes))
  await app.register(named('admin-exportRoutes', exportRoutes))
  await app.register(named('admin-eventRoutes', eventRoutes))
  await app.register(named('admin-eventRegistrationRoutes', eventRegistrationRoutes))
  await app.register(named('admin-serviceRoutes', serviceRoutes))
  await app.register(named('admin-galleryRoutes', galleryRoutes))
  await app.register(named('admin-sermonRoutes', sermonRoutes))
  await app.register(named('admin-donationRoutes', donationRoutes))
  await app.register(named('admin-giftRoutes', giftRoutes))
  await app.register(named('admin-figuresRoutes', figuresRoutes))
  await app.register(named('admin-auditRoutes', auditRoutes))
  await app.register(named('admin-siteRoutes', siteRoutes))
  await app.register(named('admin-launchChecklistRoutes', launchChecklistRoutes))
  await app.register(named('admin-peopleRightsRoutes', peopleRightsRoutes))
  await app.register(named('admin-peopleRoutes', peopleRoutes))
  await app.register(named('admin-householdRoutes', householdRoutes))
  await app.register(named('admin-messageTemplateRoutes', messageTemplateRoutes))
  await app.register(named('admin-rollRoutes', rollRoutes))
  await app.register(named('admin-attendanceRoutes', attendanceRoutes))
  // A catch-all inside the prefix, so an unknown admin path also goes through the guard (401
  // before 404) instead of reaching the app-wide not-found handler.
  app.all('/*', { config: { roles: EVERY_ROLE, duringSetup: true }, schema: { hide: true } }, sendNotFound)
}
export default adminRoutes
