import { church } from '#common/seed/church.ts'
import type { AdminDonationSettings, DonationSettings } from '#common/schemas/donation-settings.ts'
import { SETTING_KEYS, type SettingsRepository } from '../db/settings-repository.ts'

type Stored = DonationSettings & { updatedAt: string; updatedBy: string }

/** The PayPal link's settings: as the dashboard last saved them, else the built-in ones (church.ts). */
export function readDonationSettings(settings: SettingsRepository): AdminDonationSettings {
  const stored = settings.get<Stored>(SETTING_KEYS.donationSettings)
  if (!stored) return { ...church.donation, updatedAt: null, updatedBy: null }
  return {
    paypalEmail: stored.paypalEmail,
    currency: stored.currency,
    updatedAt: stored.updatedAt,
    updatedBy: stored.updatedBy,
  }
}

export function writeDonationSettings(
  settings: SettingsRepository,
  value: DonationSettings,
  at: string,
  by: string,
): void {
  const stored: Stored = { paypalEmail: value.paypalEmail, currency: value.currency, updatedAt: at, updatedBy: by }
  settings.set(SETTING_KEYS.donationSettings, stored)
}
