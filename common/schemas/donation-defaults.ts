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

/** The currencies of the church's bank account (a transfer in pesos, or in dollars). */
export const TRANSFER_CURRENCIES = ['DOP', 'USD'] as const
export type TransferCurrency = (typeof TRANSFER_CURRENCIES)[number]
export const TRANSFER_CURRENCY_LABELS: Record<TransferCurrency, string> = {
  DOP: 'Peso dominicain (DOP)',
  USD: 'Dollar américain (USD)',
}

/** The other ways to give, each '' until the church fills it in (then the « Donner » section shows it). */
export interface OtherGiving {
  transfer: { bank: string; holder: string; accountNumber: string; rnc: string; currency: TransferCurrency }
  /** A mobile payment (its name and number), as the church writes it. */
  mobilePayment: string
  /** How the offering is received at the service. */
  offering: string
}

export const NO_OTHER_GIVING: OtherGiving = {
  transfer: { bank: '', holder: '', accountNumber: '', rnc: '', currency: 'DOP' },
  mobilePayment: '',
  offering: '',
}

/** Settings stored before these ways existed, or a built-in value, with each of them empty. */
export const withOtherGiving = <T extends object>(settings: T & Partial<OtherGiving>): T & OtherGiving => ({
  ...settings,
  transfer: { ...NO_OTHER_GIVING.transfer, ...settings.transfer },
  mobilePayment: settings.mobilePayment ?? '',
  offering: settings.offering ?? '',
})

/** A bank transfer is shown once the bank and the account number are given. */
export const transferGiven = (giving: OtherGiving) =>
  giving.transfer.bank.trim() !== '' && giving.transfer.accountNumber.trim() !== ''

/** The audit line's end: which other ways the « Donner » section now shows. */
export function otherGivingSummary(settings: Partial<OtherGiving>): string {
  const giving = withOtherGiving(settings)
  const shown = [
    transferGiven(giving) ? `virement (${giving.transfer.bank}, ${giving.transfer.currency})` : '',
    giving.mobilePayment ? 'paiement mobile' : '',
    giving.offering ? 'offrande au culte' : '',
  ].filter(Boolean)
  return shown.length > 0 ? ` ; aussi : ${shown.join(', ')}` : ''
}
