import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { GIFTS_CSV } from '#common/admin-exports.ts'
import { churchDate } from '#common/church-time.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import { formatLongDate } from '#common/format-date.ts'
import { pageOf, paginationSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  GIFT_METHOD_LABELS,
  formatMoney,
  giftFiltersSchema,
  giftInputSchema,
  newGiftInputSchema,
  giftSchema,
  giftTotalsSchema,
  type NewGift,
} from '#common/schemas/gift.ts'
import { badRequest, sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { changedFields } from './changed-fields.ts'
import { sendCsv } from './csv-download.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { operatorOf } from './operator.ts'
import { justWritten } from '../../lib/just-written.ts'
import { linkGift } from '../../db/people-linking.ts'
import { GIFTS } from './roles.ts'

const FUTURE_DATE = API_MESSAGES.futureGift

const FIELD_LABELS: Record<keyof NewGift, string> = {
  date: 'date',
  amountCents: 'montant',
  currency: 'devise',
  method: 'moyen de paiement',
  donor: 'donateur',
  note: 'note',
}

/** « Don de 1 500,00 DOP (Espèces) du 22 novembre 2026 » */
const describe = (gift: NewGift) =>
  `Don de ${formatMoney(gift.amountCents, gift.currency)} (${GIFT_METHOD_LABELS[gift.method]}) du ${formatLongDate(gift.date)}`

/** The register of gifts received: list, monthly totals, CSV, record, correct, delete. */
const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  const gifts = app.giftsRepository
  const isFuture = (date: string) => date > churchDate(app.now())

  app.get(
    '/gifts',
    {
      config: { roles: GIFTS },
      schema: {
        tags: ['admin'],
        summary: 'Dons enregistrés, les plus récents d’abord (month AAAA-MM, currency, method)',
        querystring: paginationSchema.extend(giftFiltersSchema.shape),
        response: { 200: pageOf(giftSchema) },
      },
    },
    async (request) => gifts.list(request.query),
  )

  app.get(
    '/gifts/totals',
    {
      config: { roles: GIFTS },
      schema: {
        tags: ['admin'],
        summary: 'Total des dons par mois et par devise (les devises ne sont jamais additionnées)',
        response: { 200: giftTotalsSchema },
      },
    },
    async () => gifts.totals(),
  )

  app.get(
    '/gifts.csv',
    {
      config: { roles: GIFTS },
      schema: { tags: ['admin'], summary: 'Dons en CSV (mêmes filtres que la liste)', querystring: giftFiltersSchema },
    },
    async (request, reply) => sendCsv(reply, GIFTS_CSV, gifts.all(request.query)),
  )

  app.post(
    '/gifts',
    {
      config: { roles: GIFTS },
      schema: {
        tags: ['admin'],
        summary:
          'Enregistre un don reçu (montant tel que saisi : « 1500,50 ») ; personId, donorEmail ou donorPhone le relient à une personne',
        body: newGiftInputSchema,
        response: { 201: giftSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { gift, giver } = request.body
      if (isFuture(gift.date)) return badRequest(reply, FUTURE_DATE, 'date')
      if (giver.personId !== null && !app.peopleRepository.findActive(giver.personId))
        return badRequest(reply, 'Personne inconnue.', 'personId')
      const id = audited(
        request,
        (newId) => ({
          action: 'gift.create',
          entity: 'gift',
          entityId: newId,
          summary: `${describe(gift)} enregistré`,
        }),
        () => {
          const now = app.now()
          const newId = gifts.insert(gift, now.toISOString(), operatorOf(request))
          linkGift(app, newId, gift.donor, giver, now)
          return newId
        },
      )
      return reply.code(201).send(justWritten(gifts.find(id), 'gift'))
    },
  )

  app.put(
    '/gifts/:id',
    {
      config: { roles: GIFTS },
      schema: {
        tags: ['admin'],
        summary: 'Corrige un don enregistré',
        params: idParamsSchema,
        body: giftInputSchema,
        response: { 200: giftSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const gift = request.body
      if (isFuture(gift.date)) return badRequest(reply, FUTURE_DATE, 'date')
      const before = gifts.find(id)
      if (!before) return sendNotFound(request, reply)
      const summary = `${describe(gift)} modifié : ${changedFields(before, gift, FIELD_LABELS)}`
      audited(request, { action: 'gift.update', entity: 'gift', entityId: id, summary }, () =>
        gifts.update(id, gift, app.now().toISOString(), operatorOf(request)),
      )
      return gifts.find(id)
    },
  )

  app.delete(
    '/gifts/:id',
    {
      config: { roles: GIFTS },
      schema: {
        tags: ['admin'],
        summary: 'Supprime un don enregistré par erreur',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const before = gifts.find(id)
      if (!before) return sendNotFound(request, reply)
      const summary = `${describe(before)} supprimé`
      audited(request, { action: 'gift.delete', entity: 'gift', entityId: id, summary }, () => gifts.remove(id))
      return reply.code(204).send()
    },
  )
}
export default giftRoutes
