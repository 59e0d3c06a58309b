import { z } from 'zod'
import { email, isoDate, optionalPhone, optionalText } from './common.ts'
import { PAYPAL_CURRENCIES, PAYPAL_CURRENCY_LABELS } from './donation-defaults.ts'

/**
 * Gifts are recorded in the currency they were received in: pesos, and each currency the site's
 * donate link accepts (PAYPAL_CURRENCIES). Totals never mix currencies.
 */
export const GIFT_CURRENCIES = ['DOP', ...PAYPAL_CURRENCIES] as const
export type GiftCurrency = (typeof GIFT_CURRENCIES)[number]
export const GIFT_CURRENCY_LABELS: Record<GiftCurrency, string> = {
  DOP: 'Peso dominicain (DOP)',
  ...PAYPAL_CURRENCY_LABELS,
}

export const GIFT_METHODS = ['especes', 'virement', 'paypal'] as const
export type GiftMethod = (typeof GIFT_METHODS)[number]
export const GIFT_METHOD_LABELS: Record<GiftMethod, string> = {
  especes: 'Espèces',
  virement: 'Virement',
  paypal: 'PayPal',
}

/** Ten million (pesos, dollars or euros): above, it is a typo (an extra zero or two), not a gift. */
export const GIFT_MAX_CENTS = 10_000_000_00
export const GIFT_TEXT_LIMITS = { donor: 120, note: 500 } as const

const AMOUNT_REQUIRED = 'Montant obligatoire.'
const AMOUNT_SHAPE = 'Montant invalide : écrivez par exemple 1500 ou 1500,50.'

/**
 * "1 500,50", "1500.5" or 1500.5 → 150050 cents. Spaces between thousands are allowed; one comma
 * or one dot before at most two decimals. Parsed as text, so 0.1 + 0.2 never enters a total.
 */
export function parseAmountCents(input: string | number): number | 'required' | 'shape' | 'decimals' {
  const text = (typeof input === 'number' ? String(input) : input).replace(/[\s\u00a0\u202f]/g, '')
  if (text === '') return 'required'
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text)
  if (!match) return 'shape'
  const [, units = '', decimals = ''] = match
  if (decimals.length > 2) return 'decimals'
  // Beyond 12 digits of units the number is refused below anyway; this keeps it a safe integer.
  if (units.replace(/^0+/, '').length > 12) return GIFT_MAX_CENTS + 1
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'))
}

/** The amount as typed (text or number) → cents, with a French message for each mistake. */
export const giftAmount = z.union([z.string(), z.number()], { error: AMOUNT_REQUIRED }).transform((input, context) => {
  const cents = parseAmountCents(input)
  const message =
    cents === 'required'
      ? AMOUNT_REQUIRED
      : cents === 'shape'
        ? AMOUNT_SHAPE
        : cents === 'decimals'
          ? 'Deux décimales au maximum (les centimes).'
          : cents <= 0
            ? 'Le montant doit être supérieur à 0.'
            : cents > GIFT_MAX_CENTS
              ? 'Montant trop élevé : 10\u00a0000\u00a0000 au maximum.'
              : null
  if (message === null) return cents as number
  context.addIssue({ code: 'custom', message })
  return z.NEVER
})

const giftDate = isoDate.refine((value) => value >= '2000-01-01', { error: 'Date antérieure à l’an 2000.' })

/**
 * A gift as the dashboard sends it (POST /api/admin/gifts, PUT /api/admin/gifts/:id): the amount
 * as typed, read into `amountCents`. The server also refuses a date after today in Santiago.
 */
const giftFields = z.object({
  date: giftDate,
  amount: giftAmount,
  currency: z.enum(GIFT_CURRENCIES, { error: 'Choisissez la devise.' }),
  method: z.enum(GIFT_METHODS, { error: 'Choisissez le moyen de paiement.' }),
  donor: optionalText(GIFT_TEXT_LIMITS.donor),
  note: optionalText(GIFT_TEXT_LIMITS.note),
})
const toNewGift = ({ amount, donor, note, ...gift }: z.output<typeof giftFields>) => ({
  ...gift,
  amountCents: amount,
  donor: donor ?? '',
  note: note ?? '',
})
export const giftInputSchema = giftFields.transform(toNewGift)

/**
 * POST /api/admin/gifts: the gift, and who gave it, to link it to a person (never stored on the
 * gift): the person chosen (`personId`), else the one with this e-mail or phone (made if there is
 * none, named by `donor`), else the one person named exactly `donor`, else nobody.
 */
export const newGiftInputSchema = giftFields
  .extend({
    personId: z
      .number({ error: 'Personne inconnue.' })
      .int({ error: 'Personne inconnue.' })
      .positive({ error: 'Personne inconnue.' })
      .optional(),
    donorEmail: z.union([z.literal(''), email], { error: 'Adresse e-mail invalide.' }).optional(),
    donorPhone: optionalPhone,
  })
  .transform(({ personId, donorEmail, donorPhone, ...fields }) => ({
    gift: toNewGift(fields),
    giver: { personId: personId ?? null, email: donorEmail ?? '', phone: donorPhone ?? '' },
  }))
export type GiftInput = z.input<typeof giftInputSchema>
export type NewGift = z.output<typeof giftInputSchema>

export const giftSchema = z.object({
  id: z.number().int().positive(),
  date: z.string(),
  amountCents: z.number().int().positive(),
  currency: z.enum(GIFT_CURRENCIES),
  method: z.enum(GIFT_METHODS),
  donor: z.string(),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type Gift = z.infer<typeof giftSchema>

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** GET /api/admin/gifts and gifts.csv: one page (the CSV takes every row), optional filters. */
export const giftFiltersSchema = z.object({
  month: z.string().regex(MONTH, { error: 'Mois invalide (format AAAA-MM).' }).optional(),
  currency: z.enum(GIFT_CURRENCIES, { error: 'Devise invalide.' }).optional(),
  method: z.enum(GIFT_METHODS, { error: 'Moyen de paiement invalide.' }).optional(),
})
export type GiftFilters = z.infer<typeof giftFiltersSchema>

/** One month's total in one currency (GET /api/admin/gifts/totals), newest month first. */
export const giftTotalSchema = z.object({
  month: z.string(),
  currency: z.enum(GIFT_CURRENCIES),
  totalCents: z.number().int(),
  count: z.number().int(),
})
export type GiftTotal = z.infer<typeof giftTotalSchema>
export const giftTotalsSchema = z.array(giftTotalSchema)

/** 150050 → "1500.50": what the dashboard sends back when a gift is edited, and the CSV's amount. */
export const centsToDecimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

const moneyFormats = new Map<string, Intl.NumberFormat>()
/**
 * 150050, 'DOP' → "1 500,50 DOP"; 'USD' → "1 500,50 $US"; 'EUR' → "1 500,50 €"; 'CAD' → "1 500,50 $CA"
 * (French conventions, server and browser alike).
 */
export function formatMoney(cents: number, currency: GiftCurrency | string): string {
  let format = moneyFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: 2 })
    moneyFormats.set(currency, format)
  }
  return format.format(cents / 100)
}
