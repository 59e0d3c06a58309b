import { z } from 'zod'
import { email, SINGLE_LINE_MESSAGE } from './common.ts'
import {
  NO_OTHER_GIVING,
  PAYPAL_CURRENCIES,
  PAYPAL_CURRENCY_LABELS,
  TRANSFER_CURRENCIES,
  TRANSFER_CURRENCY_LABELS,
  transferGiven,
  withOtherGiving,
  type OtherGiving,
  type PaypalCurrency,
  type TransferCurrency,
} from './donation-defaults.ts'

export {
  NO_OTHER_GIVING,
  PAYPAL_CURRENCIES,
  PAYPAL_CURRENCY_LABELS,
  TRANSFER_CURRENCIES,
  TRANSFER_CURRENCY_LABELS,
  transferGiven,
  withOtherGiving,
  type OtherGiving,
  type PaypalCurrency,
  type TransferCurrency,
}

const ONE_LINE = /^[^\n\r\v\f\u0085\u2028\u2029]*$/
/** A text the church may leave empty, on one line. */
const line = (max: number) =>
  z
    .string({ error: 'Texte attendu.' })
    .trim()
    .max(max, { error: `${max} caractères au maximum.` })
    .regex(ONE_LINE, { error: SINGLE_LINE_MESSAGE })
    .default('')
/** A text the church may leave empty, on a few lines. */
const lines = (max: number) =>
  z
    .string({ error: 'Texte attendu.' })
    .trim()
    .max(max, { error: `${max} caractères au maximum.` })
    .default('')

// The RNC (Registro Nacional del Contribuyente): 9 digits for an organisation, 11 for a person's
// cédula, written with or without dashes.
const rnc = line(20).refine(
  (value) => value === '' || (/^[\d-]+$/.test(value) && [9, 11].includes(value.replace(/-/g, '').length)),
  {
    error: 'RNC invalide : 9 chiffres (ou 11), avec ou sans tirets.',
  },
)

/**
 * A bank transfer: the bank, the account holder, the account number, the RNC and the account's
 * currency. All empty: not offered; started: the bank, the holder and the number are asked for.
 */
export const bankTransferSchema = z
  .object({
    bank: line(100),
    holder: line(150),
    accountNumber: line(40),
    rnc,
    currency: z.enum(TRANSFER_CURRENCIES, { error: 'Devise attendue : DOP ou USD.' }).default('DOP'),
  })
  .superRefine((transfer, context) => {
    const started = [transfer.bank, transfer.holder, transfer.accountNumber, transfer.rnc].some((v) => v !== '')
    if (!started) return
    for (const [field, label] of [
      ['bank', 'la banque'],
      ['holder', 'le titulaire du compte'],
      ['accountNumber', 'le numéro de compte'],
    ] as const)
      if (transfer[field] === '')
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Indiquez ${label} pour proposer le virement.`,
          input: transfer,
        })
  })

/**
 * The ways to give: the PayPal donate link's settings, and the transfer, mobile payment and
 * offering the « Donner » section shows once filled in (PUT /api/admin/donation-settings, GET
 * /api/donation). The
 * currency is one PayPal's donate page accepts as `currency_code`: the Dominican peso is not
 * among them (developer.paypal.com/docs/api/reference/currency-codes), so gifts in DOP are
 * received in cash or by transfer and recorded in the register.
 */
export const donationSettingsSchema = z.object({
  paypalEmail: email,
  currency: z.enum(PAYPAL_CURRENCIES, {
    error: `Devise non acceptée par PayPal : choisissez ${PAYPAL_CURRENCIES.join(', ')}.`,
  }),
  // The « Donner » section's other ways, in pesos too; each left out ('') is not shown.
  // Optional, so that the built-in settings (PayPal alone) are still settings: the server and the
  // site read them through withOtherGiving, which makes each way missing an empty one.
  transfer: bankTransferSchema.optional(),
  mobilePayment: line(200).optional(),
  offering: lines(600).optional(),
})
export type DonationSettings = z.infer<typeof donationSettingsSchema>

/** What the dashboard reads: the settings, and who changed them last (null: the built-in values). */
export const adminDonationSettingsSchema = donationSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type AdminDonationSettings = z.infer<typeof adminDonationSettingsSchema>
