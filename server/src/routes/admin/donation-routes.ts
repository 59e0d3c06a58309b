import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { GIFTS_CSV, csvFileName, writeCsv } from '#common/admin-exports.ts'
import { formatLongDate } from '#common/format-date.ts'
import { pageOf, paginationSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import { adminDonationSettingsSchema, donationSettingsSchema } from '#common/schemas/donation-settings.ts'
import {
  GIFT_METHOD_LABELS,
  formatMoney,
  giftFiltersSchema,
  giftInputSchema,
  giftSchema,
  giftTotalsSchema,
  type NewGift,
} from '#common/schemas/gift.ts'
import { churchDate } from '#common/church-time.ts'
import { readDonationSettings, writeDonationSettings } from '../../lib/donation-settings.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { audit, badRequest, idParamsSchema, operatorOf } from './follow-up.ts'

const FUTURE_DATE = API_MESSAGES.futureGift

const FIELD_LABELS: Record<keyof NewGift, string> = {
  date: 'date',
  amountCents: 'montant',
  currency: 'devise',
  method: 'moyen de paiement',
  donor: 'donateur',
  note: 'note',
}

/** "montant, note": what an edit changed. */
const changedFields = (before: NewGift, after: NewGift) => {
  const changed = (Object.keys(FIELD_LABELS) as (keyof NewGift)[]).filter((key) => before[key] !== after[key])
  return changed.length > 0 ? changed.map((key) => FIELD_LABELS[key]).join(', ') : 'aucun changement'
}

/** « Don de 1 500,00 DOP (Espèces) du 22 novembre 2026 » */
const describe = (gift: NewGift) =>
  `Don de ${formatMoney(gift.amountCents, gift.currency)} (${GIFT_METHOD_LABELS[gift.method]}) du ${formatLongDate(gift.date)}`

/** The PayPal donate link's settings, and the register of gifts received (issue 6). */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const gifts = app.giftsRepository
  const isFuture = (date: string) => date > churchDate(app.now())

  app.get(
    '/donation-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Compte PayPal et devise du bouton « Faire un don »',
        response: { 200: adminDonationSettingsSchema },
      },
    },
    async () => readDonationSettings(app.settingsRepository),
  )

  app.put(
    '/donation-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change le compte PayPal ou la devise (le site les lit sur GET /api/donation)',
        body: donationSettingsSchema,
        response: { 200: adminDonationSettingsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const value = request.body
      app.db.transaction(() => {
        writeDonationSettings(app.settingsRepository, value, app.now().toISOString(), operatorOf(request))
        audit(request, {
          action: 'donation.settings',
          entity: 'settings',
          summary: `Lien de don PayPal : compte ${value.paypalEmail}, devise ${value.currency}`,
        })
      })()
      return readDonationSettings(app.settingsRepository)
    },
  )

  app.get(
    '/gifts',
    {
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
      schema: {
        tags: ['admin'],
        summary: 'Total des dons par mois et par devise (DOP et USD jamais additionnés)',
        response: { 200: giftTotalsSchema },
      },
    },
    async () => gifts.totals(),
  )

  app.get(
    '/gifts.csv',
    {
      schema: { tags: ['admin'], summary: 'Dons en CSV (mêmes filtres que la liste)', querystring: giftFiltersSchema },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(GIFTS_CSV, churchDate(app.now()))}"`)
        .send(writeCsv(GIFTS_CSV, gifts.all(request.query))),
  )

  app.post(
    '/gifts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enregistre un don reçu (montant tel que saisi : « 1500,50 »)',
        body: giftInputSchema,
        response: { 201: giftSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const gift = request.body
      if (isFuture(gift.date)) return badRequest(reply, FUTURE_DATE, 'date')
      const created = app.db.transaction(() => {
        const id = gifts.insert(gift, app.now().toISOString(), operatorOf(request))
        audit(request, { action: 'gift.create', entity: 'gift', entityId: id, summary: `${describe(gift)} enregistré` })
        return gifts.find(id)!
      })()
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/gifts/:id',
    {
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
      const updated = app.db.transaction(() => {
        const before = gifts.find(id)
        if (!before || !gifts.update(id, gift, app.now().toISOString(), operatorOf(request))) return undefined
        const summary = `${describe(gift)} modifié : ${changedFields(before, gift)}`
        audit(request, { action: 'gift.update', entity: 'gift', entityId: id, summary })
        return gifts.find(id)
      })()
      return updated ? reply.send(updated) : sendNotFound(request, reply)
    },
  )

  app.delete(
    '/gifts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Supprime un don enregistré par erreur',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const removed = app.db.transaction(() => {
        const before = gifts.find(id)
        if (!before || !gifts.remove(id)) return false
        audit(request, { action: 'gift.delete', entity: 'gift', entityId: id, summary: `${describe(before)} supprimé` })
        return true
      })()
      return removed ? reply.code(204).send() : sendNotFound(request, reply)
    },
  )
}
export default donationRoutes
