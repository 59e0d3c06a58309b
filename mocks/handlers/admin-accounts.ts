// The team's accounts (administrators only): the list, inviting someone, changing a role,
// disabling or enabling an account, and a new link (invitation or password reset).
import { http, HttpResponse } from 'msw'
import { ACCOUNT_AUDIT, ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import {
  ACCOUNT_MINISTRIES_NEEDED,
  ACCESS_PAGE_PATH,
  STAFF_ROLE_LABELS,
  TOKEN_FRAGMENT,
  accountInviteSchema,
  accountUpdateSchema,
} from '#common/schemas/staff-account.ts'
import { clockNow } from '../clock.ts'
import { audit } from '../audit.ts'
import { randomBase64Url } from '../random.ts'
import { ADMIN_API, apiError, fieldRefused, guarded, notFound, parseBody, parseId } from '../respond.ts'
import { currentAccount, mockAccounts, type MockAccount, type MockToken } from '../session.ts'
import { state } from '../state.ts'

const LINK_HOURS = 72
/** The links start with the site's address (PUBLIC_URL on the server). */
const siteOrigin = () => globalThis.location?.origin ?? 'http://localhost:3000'

/**
 * A new link: given back to pass on by hand, as a server without SMTP does; with a mail server
 * (state.smtpConfigured) it goes by e-mail instead, and the answer holds no link.
 */
function newLink(purpose: MockToken['purpose'], accountId: number) {
  const token = randomBase64Url(32)
  const expiresAt = new Date(clockNow().getTime() + LINK_HOURS * 3_600_000).toISOString()
  mockAccounts.tokens = mockAccounts.tokens.filter((entry) => entry.accountId !== accountId)
  mockAccounts.tokens.push({ token, purpose, accountId, expiresAt, issuedBy: currentAccount().id })
  if (state.smtpConfigured) return { link: null, mailQueued: true, expiresAt }
  return { link: `${siteOrigin()}${ACCESS_PAGE_PATH}#${TOKEN_FRAGMENT}=${token}`, mailQueued: false, expiresAt }
}

const publicAccount = ({ password, recoveryCodes, needsProfile, ...account }: MockAccount) => account

const activeAdministrators = () =>
  mockAccounts.items.filter((account) => account.role === 'administrateur' && account.status === 'actif')

/** Only an administrator (403 for the others), and only with a session (401). */
const administratorsOnly: typeof guarded = (resolver) =>
  guarded((info) =>
    currentAccount().role === 'administrateur' ? resolver(info) : apiError(403, API_MESSAGES.forbidden),
  )

const knownMinistries = (ids: readonly number[]) =>
  ids.every((id) => state.attendance.ministries.some((ministry) => ministry.id === id))

const byRoleThenName = (a: MockAccount, b: MockAccount) =>
  Number(b.role === 'administrateur') - Number(a.role === 'administrateur') || a.name.localeCompare(b.name, 'fr')

export const adminAccountHandlers = [
  http.get(
    `${ADMIN_API}/accounts`,
    administratorsOnly(() =>
      HttpResponse.json({ items: [...mockAccounts.items].sort(byRoleThenName).map(publicAccount) }),
    ),
  ),
  http.post(
    `${ADMIN_API}/accounts`,
    administratorsOnly(async ({ request }) => {
      const { data, error } = await parseBody(request, accountInviteSchema)
      if (error) return error
      if (mockAccounts.items.some((account) => account.email.toLowerCase() === data.email.toLowerCase()))
        return fieldRefused(409, 'email', ACCOUNT_MESSAGES.emailTaken)
      if (data.role === 'responsable' && !knownMinistries(data.ministryIds ?? []))
        return fieldRefused(400, 'ministryIds', ACCOUNT_MESSAGES.unknownMinistry)
      const account: MockAccount = {
        id: mockAccounts.items.reduce((max, item) => Math.max(max, item.id), 0) + 1,
        ...data,
        ministryIds: data.role === 'responsable' ? (data.ministryIds ?? []) : [],
        status: 'invite',
        totp: false,
        passkeys: 0,
        createdAt: clockNow().toISOString(),
        lastLoginAt: null,
        password: '',
        recoveryCodes: [],
        needsProfile: false,
      }
      mockAccounts.items.push(account)
      const summary = `Compte de ${account.name} (${STAFF_ROLE_LABELS[account.role]}) créé, invitation envoyée`
      audit('account.create', 'staff_account', account.id, summary)
      const { link, mailQueued } = newLink('invitation', account.id)
      return HttpResponse.json({ account: publicAccount(account), link, mailQueued }, { status: 201 })
    }),
  ),
  http.patch(
    `${ADMIN_API}/accounts/:id`,
    administratorsOnly(async ({ params, request }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, accountUpdateSchema)
      if (error) return error
      const account = mockAccounts.items.find((item) => item.id === id.data)
      if (!account) return notFound()
      const demoted = data.role !== undefined && data.role !== account.role
      const disabled = data.active === false && account.status !== 'desactive'
      const leads = (data.role ?? account.role) === 'responsable'
      if (leads && data.ministryIds !== undefined && !knownMinistries(data.ministryIds))
        return fieldRefused(400, 'ministryIds', ACCOUNT_MESSAGES.unknownMinistry)
      if (leads && (data.ministryIds ?? account.ministryIds).length === 0)
        return fieldRefused(400, 'ministryIds', ACCOUNT_MINISTRIES_NEEDED)
      if ((demoted || disabled) && account.id === currentAccount().id)
        return apiError(409, ACCOUNT_MESSAGES.notYourself)
      const losesAdministrator =
        account.role === 'administrateur' &&
        account.status === 'actif' &&
        ((demoted && data.role !== 'administrateur') || disabled)
      if (losesAdministrator && activeAdministrators().length <= 1)
        return apiError(409, ACCOUNT_MESSAGES.lastAdministrator)
      // The audit line says what changed, and there is none when nothing did (as on the server).
      const changes: string[] = []
      if (demoted && data.role) {
        account.role = data.role
        changes.push(`rôle ${STAFF_ROLE_LABELS[data.role]}`)
      }
      const nextMinistries = account.role === 'responsable' ? (data.ministryIds ?? account.ministryIds) : []
      if (nextMinistries.join() !== account.ministryIds.join()) {
        account.ministryIds = nextMinistries
        if (account.role === 'responsable') changes.push(`ministères n° ${nextMinistries.join(', ')}`)
      }
      if (disabled) {
        account.status = 'desactive'
        changes.push('désactivé')
      } else if (data.active === true && account.status === 'desactive') {
        account.status = account.password ? 'actif' : 'invite'
        changes.push('réactivé')
      }
      if (changes.length > 0)
        audit('account.update', 'staff_account', account.id, `Compte de ${account.name} : ${changes.join(', ')}`)
      return HttpResponse.json(publicAccount(account))
    }),
  ),
  http.post(
    `${ADMIN_API}/accounts/:id/link`,
    administratorsOnly(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const account = mockAccounts.items.find((item) => item.id === id.data)
      if (!account) return notFound()
      if (account.status === 'desactive') return apiError(409, ACCOUNT_MESSAGES.disabledAccount)
      const purpose = account.status === 'invite' ? 'invitation' : 'reset'
      audit('account.link', 'staff_account', account.id, ACCOUNT_AUDIT.linkIssued(purpose, account.name))
      return HttpResponse.json(newLink(purpose, account.id))
    }),
  ),
]
