import { church } from '#common/seed/church.ts'
import {
  type AdminDonationSettings,
  type DonationSettings,
  type OtherGiving,
  withOtherGiving,
} from '#common/schemas/donation-settings.ts'
import { SETTING_KEYS, type SettingsRepository } from '../db/settings-repository.ts'

type Stored = DonationSettings & { updatedAt: string; updatedBy: string }

/**
 * The ways to give: as the dashboard last saved them, else the built-in PayPal link (church.ts);
 * the transfer, mobile payment and offering empty until the church fills them in.
 */
export function readDonationSettings(settings: SettingsRepository): AdminDonationSettings & OtherGiving {
  const stored = settings.get<Stored>(SETTING_KEYS.donationSettings)
  if (!stored) return withOtherGiving({ ...church.donation, updatedAt: null, updatedBy: null })
  return withOtherGiving({
    paypalEmail: stored.paypalEmail,
    currency: stored.currency,
    ...(stored.transfer ? { transfer: stored.transfer } : {}),
    ...(stored.mobilePayment === undefined ? {} : { mobilePayment: stored.mobilePayment }),
    ...(stored.offering === undefined ? {} : { offering: stored.offering }),
    updatedAt: stored.updatedAt,
    updatedBy: stored.updatedBy,
  })
}

export function writeDonationSettings(
  settings: SettingsRepository,
  value: DonationSettings,
  at: string,
  by: string,
): void {
  const { transfer, mobilePayment, offering } = withOtherGiving(value)
  const stored: Stored = {
    paypalEmail: value.paypalEmail,
    currency: value.currency,
    transfer,
    mobilePayment,
    offering,
    updatedAt: at,
    updatedBy: by,
  }
  settings.set(SETTING_KEYS.donationSettings, stored)
}
