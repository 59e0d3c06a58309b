// Who receives the staff alerts, on the mock's store: the administrators' setting, by default the
// e-mails of the active administrators' and secretaries' accounts (server/src/mail/alert-recipients.ts).
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import { type AlertRecipients, alertRecipientsInputSchema } from '#common/schemas/alert-recipients.ts'
import { audit } from '../audit.ts'
import { ADMIN_API, apiError, guarded, parseBody } from '../respond.ts'
import { currentAccount, mockAccounts } from '../session.ts'
import { state } from '../state.ts'

/** The team's default recipients, administrators first, as the server lists its accounts. */
function teamRecipients(): string[] {
  return mockAccounts.items
    .filter((account) => account.status === 'actif' && ['administrateur', 'secretariat'].includes(account.role))
    .sort(
      (a, b) =>
        Number(b.role === 'administrateur') - Number(a.role === 'administrateur') ||
        a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }) ||
        a.id - b.id,
    )
    .map((account) => account.email)
    .filter((address) => address.includes('@'))
}

export const alertRecipients = (): AlertRecipients => ({
  emails: state.alertRecipients,
  recipients: state.alertRecipients.length > 0 ? state.alertRecipients : teamRecipients(),
})

const administratorsOnly: typeof guarded = (resolver) =>
  guarded((info) =>
    currentAccount().role === 'administrateur' ? resolver(info) : apiError(403, API_MESSAGES.forbidden),
  )

export const adminAlertHandlers = [
  http.get(
    `${ADMIN_API}/alert-recipients`,
    administratorsOnly(() => HttpResponse.json(alertRecipients())),
  ),
  http.put(
    `${ADMIN_API}/alert-recipients`,
    administratorsOnly(async ({ request }) => {
      const { data, error } = await parseBody(request, alertRecipientsInputSchema)
      if (error) return error
      state.alertRecipients = data.emails
      audit(
        'alerts.recipients',
        'settings',
        null,
        data.emails.length > 0
          ? `Destinataires des alertes : ${data.emails.join(', ')}`
          : 'Destinataires des alertes : les administrateurs et le secrétariat',
      )
      return HttpResponse.json(alertRecipients())
    }),
  ),
]
