// Who gets the staff alerts. Each alert holds every field a visitor typed (a birth date, an
// address, a prayer request): only the administrators decide where it goes. The site's public
// contact address is never used: the « Contenu » role edits it, and must not read by e-mail what
// the dashboard refuses it.
import type { AlertRecipients } from '#common/schemas/alert-recipients.ts'
import type { AccountRow } from '../db/admin-repository.ts'
import type { SettingsRepository } from '../db/settings-repository.ts'

/** The settings key of the addresses an administrator chose (a JSON array; absent: the default). */
export const ALERT_RECIPIENTS_KEY = 'staff_alert_recipients'

/** The roles whose members read every submission in the dashboard, so may get it by e-mail. */
const READ_SUBMISSIONS: readonly AccountRow['role'][] = ['administrateur', 'secretariat']

/** The default: the active administrators' and secretaries' own account e-mails. */
export function teamRecipients(accounts: readonly AccountRow[]): string[] {
  return (
    accounts
      .filter((account) => account.status === 'actif' && READ_SUBMISSIONS.includes(account.role))
      .map((account) => account.email)
      // An installation migrated from the shared password has the account `admin` until its profile is given.
      .filter((address) => address.includes('@'))
  )
}

export function createAlertRecipients(settings: SettingsRepository, listAccounts: () => AccountRow[]) {
  const chosen = (): string[] => settings.get<string[]>(ALERT_RECIPIENTS_KEY) ?? []
  const current = (): AlertRecipients => {
    const emails = chosen()
    return { emails, recipients: emails.length > 0 ? emails : teamRecipients(listAccounts()) }
  }
  return {
    current,
    /** The `To:` of the next alert: every recipient, comma-separated ('' when there is none). */
    toAddress: (): string => current().recipients.join(', '),
    /** An empty list goes back to the default. */
    set(emails: readonly string[]): AlertRecipients {
      settings.set(ALERT_RECIPIENTS_KEY, emails)
      return current()
    },
  }
}
export type AlertRecipientsStore = ReturnType<typeof createAlertRecipients>
