// Passkeys in the mocked backend. The mock cannot check a signature: it accepts any answer that
// has the shape of a credential, and signs in whoever registered that credential id.
import { http, HttpResponse } from 'msw'
import { ACCOUNT_AUDIT, ACCOUNT_MESSAGES, REAUTHENTICATION_MESSAGES } from '#common/account-messages.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import {
  currentPasswordSchema,
  type Passkey,
  passkeyLoginSchema,
  passkeyRegistrationSchema,
  reauthenticationSchema,
} from '#common/schemas/staff-account.ts'
import { audit } from '../audit.ts'
import { clockNow } from '../clock.ts'
import { randomBase64Url } from '../random.ts'
import { ADMIN_API, apiError, fieldRefused, guarded, noContent, parseBody } from '../respond.ts'
import {
  currentAccount,
  type MockPasskey,
  mockAccounts,
  mockAdminSession,
  openSession,
  pendingStep,
  recentlyAuthenticated,
} from '../session.ts'

const toPasskey = ({ id, name, createdAt, lastUsedAt }: MockPasskey): Passkey => ({ id, name, createdAt, lastUsedAt })
/** 32 random bytes, base64url, as @simplewebauthn draws a challenge. */
const challenge = () => randomBase64Url(32)
const countFor = (accountId: number) =>
  mockAccounts.passkeys.filter((passkey) => passkey.accountId === accountId).length

export const adminPasskeyHandlers = [
  http.get(
    `${ADMIN_API}/me/passkeys`,
    guarded(() =>
      HttpResponse.json({
        items: mockAccounts.passkeys.filter((p) => p.accountId === currentAccount().id).map(toPasskey),
      }),
    ),
  ),
  http.post(
    `${ADMIN_API}/me/passkeys/options`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, reauthenticationSchema.nullish())
      if (error) return error
      const account = currentAccount()
      if (pendingStep(account) === 'profile') return apiError(403, API_MESSAGES.setupFirst)
      // The password, or a session that proved itself in the last minutes (as on the server).
      if (data?.currentPassword) {
        if (data.currentPassword !== account.password)
          return fieldRefused(400, 'currentPassword', ACCOUNT_MESSAGES.wrongCurrentPassword)
        mockAdminSession.authenticatedAt = clockNow().toISOString()
      } else if (!recentlyAuthenticated()) return apiError(403, REAUTHENTICATION_MESSAGES.needed)
      return HttpResponse.json({
        challenge: challenge(),
        rp: { name: 'Église baptiste francophone de Santiago', id: new URL(request.url).hostname },
        user: { id: btoa(`staff-${account.id}`).replace(/=+$/, ''), name: account.email, displayName: account.name },
        pubKeyCredParams: [-8, -7, -257].map((alg) => ({ alg, type: 'public-key' })),
        timeout: 300_000,
        attestation: 'none',
        excludeCredentials: mockAccounts.passkeys
          .filter((p) => p.accountId === account.id)
          .map((p) => ({ id: p.credentialId, type: 'public-key', transports: ['internal'] })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required', requireResidentKey: true },
        extensions: { credProps: true },
        hints: [],
      })
    }),
  ),
  http.post(
    `${ADMIN_API}/me/passkeys`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, passkeyRegistrationSchema)
      if (error) return error
      const account = currentAccount()
      if (mockAccounts.passkeys.some((p) => p.credentialId === data.response.id))
        return apiError(409, 'Cette clé d’accès est déjà enregistrée.')
      const passkey: MockPasskey = {
        id: Math.max(0, ...mockAccounts.passkeys.map((p) => p.id)) + 1,
        accountId: account.id,
        credentialId: data.response.id,
        name: data.name,
        createdAt: clockNow().toISOString(),
        lastUsedAt: null,
      }
      mockAccounts.passkeys.push(passkey)
      account.passkeys = countFor(account.id)
      audit('account.passkey-add', 'staff_account', account.id, ACCOUNT_AUDIT.passkeyAdded(passkey.name))
      return HttpResponse.json(toPasskey(passkey), { status: 201 })
    }),
  ),
  http.delete(
    `${ADMIN_API}/me/passkeys/:id`,
    guarded(async ({ request, params }) => {
      const { data, error } = await parseBody(request, currentPasswordSchema)
      if (error) return error
      const account = currentAccount()
      const passkey = mockAccounts.passkeys.find((p) => p.id === Number(params.id) && p.accountId === account.id)
      if (!passkey) return apiError(404, API_MESSAGES.notFound)
      if (data.currentPassword !== account.password)
        return fieldRefused(400, 'currentPassword', ACCOUNT_MESSAGES.wrongCurrentPassword)
      mockAdminSession.authenticatedAt = clockNow().toISOString()
      mockAccounts.passkeys = mockAccounts.passkeys.filter((p) => p !== passkey)
      account.passkeys = countFor(account.id)
      audit('account.passkey-remove', 'staff_account', account.id, ACCOUNT_AUDIT.passkeyRemoved(passkey.name))
      return noContent()
    }),
  ),
  http.post(`${ADMIN_API}/login/passkey/options`, ({ request }) =>
    HttpResponse.json({
      challenge: challenge(),
      rpId: new URL(request.url).hostname,
      timeout: 300_000,
      userVerification: 'required',
    }),
  ),
  http.post(`${ADMIN_API}/login/passkey`, async ({ request }) => {
    const { data, error } = await parseBody(request, passkeyLoginSchema)
    if (error) return error
    const passkey = mockAccounts.passkeys.find((p) => p.credentialId === data.response.id)
    const account = mockAccounts.items.find((item) => item.id === passkey?.accountId)
    if (!passkey || account?.status !== 'actif') return apiError(401, ACCOUNT_MESSAGES.wrongCredentials)
    passkey.lastUsedAt = clockNow().toISOString()
    openSession(account, request.headers.get('user-agent'))
    audit('session.login', 'staff_account', account.id, ACCOUNT_AUDIT.signedIn({ passkey: passkey.name }))
    return noContent()
  }),
]
