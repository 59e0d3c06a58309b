// Without zod, so the site's fixed "Faire un don" button can build its link on the first screen.

/**
 * Currencies offered for the PayPal donate page: among those PayPal accepts as `currency_code`,
 * the ones the church's givers use (US dollar first; euro and Canadian dollar for French-speaking
 * friends abroad). The Dominican peso (DOP) is not accepted by PayPal.
 */
export const PAYPAL_CURRENCIES = ['USD', 'EUR', 'CAD'] as const
export type PaypalCurrency = (typeof PAYPAL_CURRENCIES)[number]

export const PAYPAL_CURRENCY_LABELS: Record<PaypalCurrency, string> = {
  USD: 'Dollar américain (USD)',
  EUR: 'Euro (EUR)',
  CAD: 'Dollar canadien (CAD)',
}

/** PayPal's donate page for `paypalEmail`, in `currency`, offering the recurring option. */
export function paypalDonateUrl(settings: { paypalEmail: string; currency: string }, itemName: string): string {
  return `https://www.paypal.com/donate/?${new URLSearchParams({
    business: settings.paypalEmail,
    currency_code: settings.currency,
    no_recurring: '0',
    item_name: itemName,
  })}`
}
