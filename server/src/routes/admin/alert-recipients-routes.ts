// Who receives the staff alerts: an administrators' setting. The alerts carry every field of a
// submission, so the roles that may not read submissions in the dashboard may not choose where
// they are mailed either (the site's public contact address no longer is).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { alertRecipientsInputSchema, alertRecipientsSchema } from '#common/schemas/alert-recipients.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { audited } from './audited.ts'
import { ADMINISTRATOR_ONLY } from './roles.ts'

const alertRecipientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const recipients = app.alertRecipients
  const config = { roles: ADMINISTRATOR_ONLY }

  app.get(
    '/alert-recipients',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Destinataires des alertes e-mail (inscriptions, messages, demandes)',
        response: { 200: alertRecipientsSchema },
      },
    },
    async () => recipients.current(),
  )

  app.put(
    '/alert-recipients',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Choisit les destinataires des alertes ; une liste vide revient aux administrateurs et au secrétariat',
        body: alertRecipientsInputSchema,
        response: { 200: alertRecipientsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { emails } = request.body
      const summary =
        emails.length > 0
          ? `Destinataires des alertes : ${emails.join(', ')}`
          : 'Destinataires des alertes : les administrateurs et le secrétariat'
      return audited(request, { action: 'alerts.recipients', entity: 'settings', summary }, () =>
        recipients.set(emails),
      )
    },
  )
}
export default alertRecipientsRoutes
