// The "Faire un don" link as a new installation starts with it, apart from the rest of the
// church's facts (church.ts): the fixed button on every page builds its link from this before it
// knows the account the church set, and importing church.ts for it put all the seed facts and
// the forms' messages into the code every page runs first.
import { paypalDonateUrl } from '../schemas/donation-defaults.ts'
import type { DonationSettings } from '../schemas/donation-settings.ts'

export const CHURCH_NAME = 'Église Baptiste Francophone de Santiago'

/**
 * SAMPLE: the account that receives PayPal gifts. The built-in value: the dashboard's Dons tab
 * changes it (stored in the database, GET /api/donation), and the site then links there.
 */
export const BUILT_IN_DONATION = { paypalEmail: 'dons@example.org', currency: 'USD' } satisfies DonationSettings

/**
 * PayPal's donate page for `settings` (account e-mail, currency), offering the recurring option,
 * the gift named after `churchName` (the site passes the stored content's name).
 */
export const donateUrlFor = (settings: DonationSettings, churchName: string = CHURCH_NAME) =>
  paypalDonateUrl(settings, `Don — ${churchName}`)

/** The donate page for the built-in account, until the site knows the one the church set. */
export const donationUrl = donateUrlFor(BUILT_IN_DONATION)
