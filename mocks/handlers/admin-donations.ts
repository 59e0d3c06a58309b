// The PayPal link's settings and the register of gifts, on the mock's store; the site's
// "Faire un don" button reads the settings through GET /api/donation (handlers/public.ts).
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import { GIFTS_CSV } from '#common/admin-exports.ts'
import { churchDate } from '#common/church-time.ts'
import { formatLongDate } from '#common/format-date.ts'
import { paginationSchema } from '#common/schemas/admin.ts'
import { otherGivingSummary, withOtherGiving } from '#common/schemas/donation-defaults.ts'
import { donationSettingsSchema } from '#common/schemas/donation-settings.ts'
import {
  GIFT_METHOD_LABELS,
  formatMoney,
  giftFiltersSchema,
  giftInputSchema,
  newGiftInputSchema,
  type Gift,
  type GiftFilters,
  type GiftTotal,
  type NewGift,
} from '#common/schemas/gift.ts'
import { pageOfRows } from '#common/schemas/paging.ts'
import { clockNow } from '../clock.ts'
import { audit, changedFields } from '../audit.ts'
import {
  ADMIN_API,
  csvResponse,
  fieldRefused,
  guarded,
  noContent,
  notFound,
  parseBody,
  parseId,
  parseQuery,
} from '../respond.ts'
import { operator } from '../session.ts'
import { isActivePerson, linkGift } from './admin-people.ts'
import { nextId, now, state } from '../state.ts'

const GIFT_LABELS: Record<keyof NewGift, string> = {
  date: 'date',
  amountCents: 'montant',
  currency: 'devise',
  method: 'moyen de paiement',
  donor: 'donateur',
  note: 'note',
}

const describe = (gift: NewGift) =>
  `Don de ${formatMoney(gift.amountCents, gift.currency)} (${GIFT_METHOD_LABELS[gift.method]}) du ${formatLongDate(gift.date)}`

/** A gift received tomorrow is a typo: refused like the server refuses it. */
const futureDate = (gift: NewGift) =>
  gift.date > churchDate(clockNow()) ? fieldRefused(400, 'date', API_MESSAGES.futureGift) : null

/** Most recent gift first (by the date it was received), as the server lists them. */
const gifts = ({ month, currency, method }: GiftFilters): Gift[] =>
  state.gifts
    .filter(
      (gift) =>
        (!month || gift.date.startsWith(month)) &&
        (!currency || gift.currency === currency) &&
        (!method || gift.method === method),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)

/** One total per month and currency, newest month first: currencies are never added up. */
function totals(): GiftTotal[] {
  const byKey = new Map<string, GiftTotal>()
  for (const gift of state.gifts) {
    const month = gift.date.slice(0, 7)
    const key = `${month} ${gift.currency}`
    const total = byKey.get(key) ?? { month, currency: gift.currency, totalCents: 0, count: 0 }
    byKey.set(key, { ...total, totalCents: total.totalCents + gift.amountCents, count: total.count + 1 })
  }
  return [...byKey.values()].sort((a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency))
}

export const adminDonationHandlers = [
  http.get(
    `${ADMIN_API}/donation-settings`,
    guarded(() => HttpResponse.json(withOtherGiving(state.donationSettings))),
  ),
  http.put(
    `${ADMIN_API}/donation-settings`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, donationSettingsSchema)
      if (error) return error
      state.donationSettings = withOtherGiving({ ...data, updatedAt: now(), updatedBy: operator() })
      const summary = `Lien de don PayPal : compte ${data.paypalEmail}, devise ${data.currency}${otherGivingSummary(data)}`
      audit('donation.settings', 'settings', null, summary)
      return HttpResponse.json(state.donationSettings)
    }),
  ),

  http.get(
    `${ADMIN_API}/gifts/totals`,
    guarded(() => HttpResponse.json(totals())),
  ),
  http.get(
    `${ADMIN_API}/gifts.csv`,
    guarded(({ request }) => {
      const { data, error } = parseQuery(request, giftFiltersSchema)
      return error ?? csvResponse(request, GIFTS_CSV, gifts(data))
    }),
  ),
  http.get(
    `${ADMIN_API}/gifts`,
    guarded(({ request }) => {
      const { data, error } = parseQuery(request, paginationSchema.extend(giftFiltersSchema.shape))
      return error ?? HttpResponse.json(pageOfRows(gifts(data), data))
    }),
  ),
  http.post(
    `${ADMIN_API}/gifts`,
    guarded(async ({ request }) => {
      const { data: input, error } = await parseBody(request, newGiftInputSchema)
      if (error) return error
      const { gift: data, giver } = input
      const refused = futureDate(data)
      if (refused) return refused
      if (giver.personId !== null && !isActivePerson(giver.personId))
        return fieldRefused(400, 'personId', 'Personne inconnue.')
      const gift: Gift = {
        ...data,
        id: nextId(state.gifts),
        createdAt: now(),
        createdBy: operator(),
        updatedAt: null,
        updatedBy: null,
      }
      state.gifts.push(gift)
      linkGift(gift.id, data.donor, giver, gift.createdAt)
      audit('gift.create', 'gift', gift.id, `${describe(data)} enregistré`)
      return HttpResponse.json(gift, { status: 201 })
    }),
  ),
  http.put(
    `${ADMIN_API}/gifts/:id`,
    guarded(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, giftInputSchema)
      if (error) return error
      const refused = futureDate(data)
      if (refused) return refused
      const gift = state.gifts.find((candidate) => candidate.id === id.data)
      if (!gift) return notFound()
      audit('gift.update', 'gift', gift.id, `${describe(data)} modifié : ${changedFields(gift, data, GIFT_LABELS)}`)
      Object.assign(gift, data, { updatedAt: now(), updatedBy: operator() })
      return HttpResponse.json(gift)
    }),
  ),
  http.delete(
    `${ADMIN_API}/gifts/:id`,
    guarded(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const gift = state.gifts.find((candidate) => candidate.id === id.data)
      if (!gift) return notFound()
      state.gifts = state.gifts.filter((candidate) => candidate !== gift)
      audit('gift.delete', 'gift', gift.id, `${describe(gift)} supprimé`)
      return noContent()
    }),
  ),
]
