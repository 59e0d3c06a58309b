import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { rollCompleteInputSchema, rollCompleteSchema } from '#common/schemas/people.ts'
import { ROLL_COMPLETE_KEY, rollCompleteOf, type RollComplete } from '../../db/people-stats.ts'
import { audited } from './audited.ts'
import { operatorOf } from './operator.ts'
import { FOLLOW_UP } from './roles.ts'

/**
 * « Le registre est complet »: from then on the member figures (GET /api/members/stats, the
 * overview, the home page) are counted from the people, and the typed figures are set aside; off
 * again, the typed figures come back as they were.
 */
const rollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/roll-complete',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Le registre des personnes est-il complet (les chiffres des membres en sont alors comptés) ?',
        response: { 200: rollCompleteSchema },
      },
    },
    async () => rollCompleteOf(app.settingsRepository),
  )

  app.put(
    '/settings/roll-complete',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Déclare le registre complet (complete: true) ou non : les chiffres publics suivent',
        body: rollCompleteInputSchema,
        response: { 200: rollCompleteSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { complete } = request.body
      const value: RollComplete = { complete, updatedAt: app.now().toISOString(), updatedBy: operatorOf(request) }
      const summary = complete
        ? 'Registre des personnes déclaré complet : les chiffres des membres en sont comptés'
        : 'Registre des personnes déclaré incomplet : les chiffres saisis sont de nouveau affichés'
      audited(request, { action: 'roll.update', entity: 'settings', summary }, () =>
        app.settingsRepository.set(ROLL_COMPLETE_KEY, value),
      )
      return value
    },
  )
}
export default rollRoutes
