// Donations, member figures and the audit log (issue 6), answered in memory with the shared
// schemas, the server's error bodies and a 401 without a session; plus the public GET
// /api/donation that the site's "Faire un don" button reads.
import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import { church } from '#common/content/church.ts'
import { formatLongDate } from '#common/format-date.ts'
import { paginationSchema } from '#common/schemas/admin.ts'
import type { AuditEntry } from '#common/schemas/audit-log.ts'
import { donationSettingsSchema, type AdminDonationSettings } from '#common/schemas/donation-settings.ts'
import {
  GIFT_METHOD_LABELS,
  centsToDecimal,
  formatMoney,
  giftFiltersSchema,
  giftInputSchema,
  type Gift,
  type GiftTotal,
  type NewGift,
} from '#common/schemas/gift.ts'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats-defaults.ts'
import { memberFiguresSchema, type AdminFigures } from '#common/schemas/member-figures.ts'
import { mockAdminSession } from './admin.ts'
import { csvResponse } from './admin-dashboard-csv.ts'
import { parseBody } from './validate.ts'

const SAMPLE_GIFTS: Omit<Gift, 'id'>[] = [
  {
    date: '2026-11-15',
    amountCents: 250000,
    currency: 'DOP',
    method: 'especes',
    donor: 'Famille Joseph',
    note: 'Offrande de Noël',
    createdAt: '2026-11-15T18:00:00.000Z',
    createdBy: 'Secrétaire',
    updatedAt: null,
    updatedBy: null,
  },
  {
    date: '2026-11-08',
    amountCents: 5000,
    currency: 'USD',
    method: 'paypal',
    donor: '',
    note: '',
    createdAt: '2026-11-09T14:00:00.000Z',
    createdBy: 'Secrétaire',
    updatedAt: null,
    updatedBy: null,
  },
  {
    date: '2026-10-20',
    amountCents: 1500050,
    currency: 'DOP',
    method: 'virement',
    donor: 'Marie Pierre',
    note: 'Projet FEPROBA',
    createdAt: '2026-10-21T13:30:00.000Z',
    createdBy: 'Pasteur',
    updatedAt: null,
    updatedBy: null,
  },
]

const SAMPLE_AUDIT: Omit<AuditEntry, 'id'>[] = [
  {
    at: '2026-11-20T22:15:00.000Z',
    actor: 'Pasteur',
    action: 'event.create',
    entity: 'event',
    entityId: 7,
    summary: 'Événement « Soirée de louange » ajouté (12 décembre 2026)',
  },
  {
    at: '2026-11-21T13:05:00.000Z',
    actor: 'Secrétaire',
    action: 'member.status',
    entity: 'member',
    entityId: 4,
    summary: 'Inscription n° 4 (Ruth Charles) : Nouveau → Contacté',
  },
]

function createState() {
  return {
    settings: { ...church.donation, updatedAt: null, updatedBy: null } as AdminDonationSettings,
    gifts: SAMPLE_GIFTS.map((gift, index) => ({ ...gift, id: index + 1 })),
    figures: {
      baseline: { ...DEFAULT_MEMBER_STATS },
      updatedAt: null as string | null,
      updatedBy: null as string | null,
    },
    audit: SAMPLE_AUDIT.map((entry, index) => ({ ...entry, id: index + 1 })),
    nextId: 100,
  }
}
let state = createState()
export function resetAdminDonationsMockState() {
  state = createState()
}

const API = '*/api/admin'
const unauthorized = () => HttpResponse.json({ message: 'Authentification requise.' }, { status: 401 })
const notFound = () => HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })
const invalid = (message: string, fieldErrors?: Record<string, string[]>) =>
  HttpResponse.json({ message, fieldErrors }, { status: 400 })
const operator = () => mockAdminSession.name ?? 'Administrateur'

const guarded =
  (resolver: HttpResponseResolver<Record<string, string>>): HttpResponseResolver<Record<string, string>> =>
  (info) =>
    mockAdminSession.signedIn ? resolver(info) : unauthorized()

function audit(action: string, entity: string, entityId: number | null, summary: string) {
  state.audit.push({
    id: state.nextId++,
    at: new Date().toISOString(),
    actor: operator(),
    action,
    entity,
    entityId,
    summary,
  })
}

const readQuery = (request: Request) =>
  Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ''))
const page = <T>(rows: T[], p: { page: number; pageSize: number }) => ({
  items: rows.slice((p.page - 1) * p.pageSize, p.page * p.pageSize),
  total: rows.length,
})

const describe = (gift: NewGift) =>
  `Don de ${formatMoney(gift.amountCents, gift.currency)} (${GIFT_METHOD_LABELS[gift.method]}) du ${formatLongDate(gift.date)}`
const newestFirst = (a: Gift, b: Gift) => b.date.localeCompare(a.date) || b.id - a.id

function filteredGifts(request: Request) {
  const query = giftFiltersSchema.safeParse(readQuery(request))
  if (!query.success) return undefined
  const { month, currency, method } = query.data
  return [...state.gifts]
    .filter(
      (gift) =>
        (!month || gift.date.startsWith(month)) &&
        (!currency || gift.currency === currency) &&
        (!method || gift.method === method),
    )
    .sort(newestFirst)
}

function totals(): GiftTotal[] {
  const byKey = new Map<string, GiftTotal>()
  for (const gift of state.gifts) {
    const key = `${gift.date.slice(0, 7)} ${gift.currency}`
    const total = byKey.get(key) ?? { month: gift.date.slice(0, 7), currency: gift.currency, totalCents: 0, count: 0 }
    byKey.set(key, { ...total, totalCents: total.totalCents + gift.amountCents, count: total.count + 1 })
  }
  return [...byKey.values()].sort((a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency))
}

/** The mock has no registrations of its own: visitors see the baseline as typed. */
const figures = (): AdminFigures => ({
  ...state.figures.baseline,
  registrations: { total: 0, thisMonth: 0 },
  updatedAt: state.figures.updatedAt,
  updatedBy: state.figures.updatedBy,
})

export const adminDonationsHandlers = [
  http.get('*/api/donation', () =>
    HttpResponse.json({ paypalEmail: state.settings.paypalEmail, currency: state.settings.currency }),
  ),

  http.get(
    `${API}/donation-settings`,
    guarded(() => HttpResponse.json(state.settings)),
  ),
  http.put(
    `${API}/donation-settings`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, donationSettingsSchema)
      if (error) return error
      state.settings = { ...data, updatedAt: new Date().toISOString(), updatedBy: operator() }
      audit(
        'donation.settings',
        'settings',
        null,
        `Lien de don PayPal : compte ${data.paypalEmail}, devise ${data.currency}`,
      )
      return HttpResponse.json(state.settings)
    }),
  ),

  http.get(
    `${API}/gifts/totals`,
    guarded(() => HttpResponse.json(totals())),
  ),
  http.get(
    `${API}/gifts.csv`,
    guarded(({ request }) => {
      const rows = filteredGifts(request)
      if (!rows) return invalid('Paramètres invalides.')
      return csvResponse(
        'dons',
        [
          ['Date', (g) => g.date],
          ['Montant', (g) => centsToDecimal(g.amountCents)],
          ['Devise', (g) => g.currency],
          ['Moyen de paiement', (g) => GIFT_METHOD_LABELS[g.method]],
          ['Donateur', (g) => g.donor],
          ['Note', (g) => g.note],
          ['Enregistré par', (g) => g.createdBy],
          ['Enregistré le', (g) => g.createdAt],
        ],
        rows,
      )
    }),
  ),
  http.get(
    `${API}/gifts`,
    guarded(({ request }) => {
      const rows = filteredGifts(request)
      const paging = paginationSchema.safeParse(readQuery(request))
      return rows && paging.success ? HttpResponse.json(page(rows, paging.data)) : invalid('Paramètres invalides.')
    }),
  ),
  http.post(
    `${API}/gifts`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, giftInputSchema)
      if (error) return error
      const gift: Gift = {
        ...data,
        id: state.nextId++,
        createdAt: new Date().toISOString(),
        createdBy: operator(),
        updatedAt: null,
        updatedBy: null,
      }
      state.gifts.push(gift)
      audit('gift.create', 'gift', gift.id, `${describe(data)} enregistré`)
      return HttpResponse.json(gift, { status: 201 })
    }),
  ),
  http.put(
    `${API}/gifts/:id`,
    guarded(async ({ request, params }) => {
      const { data, error } = await parseBody(request, giftInputSchema)
      if (error) return error
      const gift = state.gifts.find((g) => g.id === Number(params.id))
      if (!gift) return notFound()
      Object.assign(gift, data, { updatedAt: new Date().toISOString(), updatedBy: operator() })
      audit('gift.update', 'gift', gift.id, `${describe(data)} modifié`)
      return HttpResponse.json(gift)
    }),
  ),
  http.delete(
    `${API}/gifts/:id`,
    guarded(({ params }) => {
      const gift = state.gifts.find((g) => g.id === Number(params.id))
      if (!gift) return notFound()
      state.gifts = state.gifts.filter((g) => g !== gift)
      audit('gift.delete', 'gift', gift.id, `${describe(gift)} supprimé`)
      return new HttpResponse(null, { status: 204 })
    }),
  ),

  http.get(
    `${API}/figures`,
    guarded(() => HttpResponse.json(figures())),
  ),
  http.put(
    `${API}/figures`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, memberFiguresSchema)
      if (error) return error
      state.figures = { baseline: data, updatedAt: new Date().toISOString(), updatedBy: operator() }
      audit(
        'figures.update',
        'settings',
        null,
        `Chiffres affichés sur le site : ${data.totalMembers} membres, ${data.newThisMonth} nouveaux ce mois-ci, ${data.activeMembers} actifs`,
      )
      return HttpResponse.json(figures())
    }),
  ),

  http.get(
    `${API}/audit-log`,
    guarded(({ request }) => {
      const paging = paginationSchema.safeParse(readQuery(request))
      if (!paging.success) return invalid('Paramètres invalides.')
      return HttpResponse.json(
        page(
          [...state.audit].sort((a, b) => b.id - a.id),
          paging.data,
        ),
      )
    }),
  ),
]
