import { z } from 'zod'
import { email } from './common.ts'
import { PAYPAL_CURRENCIES, PAYPAL_CURRENCY_LABELS, type PaypalCurrency } from './donation-defaults.ts'

export { PAYPAL_CURRENCIES, PAYPAL_CURRENCY_LABELS, type PaypalCurrency }

/**
 * The PayPal donate link's settings (PUT /api/admin/donation-settings, GET /api/donation). The
 * currency is one PayPal's donate page accepts as `currency_code`: the Dominican peso is not
 * among them (developer.paypal.com/docs/api/reference/currency-codes), so gifts in DOP are
 * received in cash or by transfer and recorded in the register.
 */
export const donationSettingsSchema = z.object({
  paypalEmail: email,
  currency: z.enum(PAYPAL_CURRENCIES, {
    error: `Devise non acceptée par PayPal : choisissez ${PAYPAL_CURRENCIES.join(', ')}.`,
  }),
})
export type DonationSettings = z.infer<typeof donationSettingsSchema>

/** What the dashboard reads: the settings, and who changed them last (null: the built-in values). */
export const adminDonationSettingsSchema = donationSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type AdminDonationSettings = z.infer<typeof adminDonationSettingsSchema>
