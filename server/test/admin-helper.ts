// Signed-in admin requests for the admin API tests. State-changing requests carry the Origin a
// browser would send for this host (inject's default Host is localhost:80).
import type { LightMyRequestResponse } from 'fastify'
import type { App } from '../src/app.ts'
import type { StaffRole } from '#common/schemas/staff-account.ts'
import type { AccountRow } from '../src/db/admin-repository.ts'
import {
  createAccount,
  login,
  TEST_EMAIL,
  TEST_PASSWORD,
  validContact,
  validFeproba,
  validIsl,
  validMember,
} from './helper.ts'

export const SAME_ORIGIN = 'http://localhost'

export interface AdminClient {
  cookie: string
  account: AccountRow
  get: (url: string) => Promise<LightMyRequestResponse>
  send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => Promise<LightMyRequestResponse>
}

/**
 * Signs in as the first administrator, or as a new account of `role` (named `name`), and returns
 * a client sending that session's cookie.
 */
export async function signIn(app: App, options: { role?: StaffRole; name?: string } = {}): Promise<AdminClient> {
  const account =
    options.role === undefined && options.name === undefined
      ? (app.adminRepository.findAccountByEmail(TEST_EMAIL) as AccountRow)
      : await createAccount(app, options)
  const cookie = await login(app, TEST_PASSWORD, account.email)
  return {
    cookie,
    account,
    get: (url) => app.inject({ url, headers: { cookie } }),
    send: (method, url, payload) =>
      app.inject({ method, url, headers: { cookie, origin: SAME_ORIGIN }, ...(payload ? { payload } : {}) }),
  }
}

const FORMS = {
  member: ['/api/members/register', validMember],
  contact: ['/api/contact', validContact],
  feproba: ['/feproba/register', validFeproba],
  isl: ['/isl/register', validIsl],
} as const

/** Posts a public form (valid, with `overrides`) and returns the new id. */
export async function submit(
  app: App,
  form: keyof typeof FORMS,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const [url, valid] = FORMS[form]
  const response = await app.inject({ method: 'POST', url, payload: { ...valid(), ...overrides } })
  if (response.statusCode !== 201) throw new Error(`${form}: ${response.statusCode} ${response.body}`)
  return response.json().id as number
}

/** Gives the signed-in account a name (recorded as who made each change). */
export function rename(app: App, client: AdminClient, name: string): void {
  app.adminRepository.setProfile(client.account.id, name, client.account.email)
}
