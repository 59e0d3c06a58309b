// The staff accounts: one's own account, the team, and the links.
import { A, get, send, type ContractCase } from './case.ts'
import { ok, uniqueWord } from './fixtures.ts'
import type { Side } from './sides.ts'

const NEW_PASSWORD = 'une phrase vraiment solide'

/** Someone invited: their id and the token of the link shown (no SMTP on either side). */
const invited = async (side: Side) => {
  const word = uniqueWord()
  const answer = await ok<{ account: { id: number }; link: string }>(side, {
    method: 'POST',
    path: `${A}/accounts`,
    json: { name: `Invité ${word}`, email: `${word}@example.org`, role: 'contenu' },
  })
  return { id: answer.account.id, email: `${word}@example.org`, token: /#jeton=(.+)$/.exec(answer.link)?.[1] ?? '' }
}

export const adminAccountCases: ContractCase[] = [
  { name: 'changes one’s name', status: 200, call: send('PATCH', () => `${A}/me`, { name: 'Pasteur Jean' }) },
  {
    name: 'changes one’s password',
    status: 204,
    setup: async (side) => ({ password: side.password }),
    call: ({ password }) => ({
      method: 'POST',
      path: `${A}/me/password`,
      json: { currentPassword: password, newPassword: NEW_PASSWORD },
    }),
  },
  { name: 'draws a new authenticator secret', status: 200, call: send('POST', () => `${A}/me/totp`) },
  {
    name: 'draws a new authenticator secret with the password typed again',
    status: 200,
    setup: async (side) => ({ password: side.password }),
    call: ({ password }) => send('POST', () => `${A}/me/totp`, { currentPassword: password })({}),
  },
  {
    name: 'refuses a new authenticator secret with a wrong password',
    status: 400,
    call: send('POST', () => `${A}/me/totp`, { currentPassword: 'pas le bon' }),
  },
  {
    name: 'confirms the new authenticator with its code',
    status: 200,
    setup: async (side) => {
      const { secret } = await ok<{ secret: string }>(side, { method: 'POST', path: `${A}/me/totp` })
      return { code: side.codeFor(secret) }
    },
    call: ({ code }) => send('POST', () => `${A}/me/totp/confirm`, { code })({}),
  },
  {
    name: 'draws new recovery codes',
    status: 200,
    setup: async (side) => ({ password: side.password }),
    call: ({ password }) => ({ method: 'POST', path: `${A}/me/recovery-codes`, json: { currentPassword: password } }),
  },
  {
    name: 'keeps an administrator’s authenticator',
    status: 409,
    setup: async (side) => ({ password: side.password }),
    call: ({ password }) => ({ method: 'DELETE', path: `${A}/me/totp`, json: { currentPassword: password } }),
  },
  {
    // Someone of the « Contenu » role, who chose to add an authenticator, removes it.
    name: 'removes the authenticator of someone not required to have one',
    status: 204,
    setup: async (side) => {
      const { token, email } = await invited(side)
      const set = await side.call({
        method: 'POST',
        path: `${A}/token/password`,
        json: { token, password: NEW_PASSWORD },
      })
      if (set.status !== 204) throw new Error(`${side.name}: the invited person cannot set a password (${set.status})`)
      const login = await side.call({ method: 'POST', path: `${A}/login`, json: { email, password: NEW_PASSWORD } })
      if (login.status !== 204) throw new Error(`${side.name}: the invited person cannot sign in (${login.status})`)
      const { secret } = await ok<{ secret: string }>(side, { method: 'POST', path: `${A}/me/totp` })
      await ok(side, { method: 'POST', path: `${A}/me/totp/confirm`, json: { code: side.codeFor(secret) } })
      return {}
    },
    call: () => ({ method: 'DELETE', path: `${A}/me/totp`, json: { currentPassword: NEW_PASSWORD } }),
  },
  { name: 'lists one’s sessions', status: 200, call: get(`${A}/me/sessions`) },
  {
    name: 'ends one of one’s sessions',
    status: 204,
    setup: async (side) => {
      await side.signInElsewhere()
      const { items } = await ok<{ items: { id: string; current: boolean }[] }>(side, {
        method: 'GET',
        path: `${A}/me/sessions`,
      })
      return { id: items.find((item) => !item.current)?.id ?? 'aucune' }
    },
    call: ({ id }) => send('DELETE', () => `${A}/me/sessions/${id}`)({}),
  },
  // Someone invited, so both lists hold an account that never signed in.
  { name: 'lists the team', status: 200, setup: invited, call: get(`${A}/accounts`) },
  {
    name: 'invites someone, giving the link to pass on',
    status: 201,
    call: send('POST', () => `${A}/accounts`, {
      name: 'Sœur Marthe',
      email: `${uniqueWord()}@example.org`,
      role: 'secretariat',
    }),
  },
  {
    name: 'invites a ministry’s leader, with the ministries they record',
    status: 201,
    call: send('POST', () => `${A}/accounts`, {
      name: 'Frère Daniel',
      email: `${uniqueWord()}@example.org`,
      role: 'responsable',
      ministryIds: [3, 3, 5],
    }),
  },
  {
    name: 'refuses a ministry’s leader without a ministry',
    status: 400,
    call: send('POST', () => `${A}/accounts`, {
      name: 'Frère Daniel',
      email: `${uniqueWord()}@example.org`,
      role: 'responsable',
    }),
  },
  {
    name: 'refuses a ministry’s leader with an unknown ministry',
    status: 400,
    call: send('POST', () => `${A}/accounts`, {
      name: 'Frère Daniel',
      email: `${uniqueWord()}@example.org`,
      role: 'responsable',
      ministryIds: [99999],
    }),
  },
  {
    name: 'makes an account a ministry’s leader',
    status: 200,
    setup: invited,
    call: ({ id }) => send('PATCH', () => `${A}/accounts/${id}`, { role: 'responsable', ministryIds: [2] })({}),
  },
  {
    name: 'refuses an invitation without name, e-mail nor role',
    status: 400,
    call: send('POST', () => `${A}/accounts`, {}),
  },
  {
    name: 'changes an account’s role',
    status: 200,
    setup: invited,
    call: ({ id }) => send('PATCH', () => `${A}/accounts/${id}`, { role: 'secretariat' })({}),
  },
  {
    name: 'gives a new link for an invited account',
    status: 200,
    setup: invited,
    call: ({ id }) => send('POST', () => `${A}/accounts/${id}/link`)({}),
  },
  {
    name: 'gives a reset link for an active account',
    status: 200,
    setup: active,
    call: ({ id }) => send('POST', () => `${A}/accounts/${id}/link`)({}),
  },
  {
    name: 'sets a new password from a reset link, removing the passkeys',
    status: 204,
    signedIn: false,
    setup: async (side) => {
      await signInFor(side)
      const { id } = await active(side)
      const { link } = await ok<{ link: string }>(side, { method: 'POST', path: `${A}/accounts/${id}/link` })
      return { token: /#jeton=(.+)$/.exec(link)?.[1] ?? '' }
    },
    call: ({ token }) =>
      send('POST', () => `${A}/token/password`, {
        token,
        password: 'une autre phrase bien solide',
        removePasskeys: true,
      })({}),
  },
  {
    name: 'says whom a link is for',
    status: 200,
    signedIn: false,
    setup: async (side) => {
      await signInFor(side)
      return invited(side)
    },
    call: ({ token }) => send('POST', () => `${A}/token`, { token })({}),
  },
  {
    name: 'sets the invited person’s password from the link',
    status: 204,
    signedIn: false,
    setup: async (side) => {
      await signInFor(side)
      return invited(side)
    },
    call: ({ token }) => send('POST', () => `${A}/token/password`, { token, password: NEW_PASSWORD })({}),
  },
]

/** Someone invited who chose a password from the link: an active account. */
async function active(side: Side) {
  const { id, token } = await invited(side)
  const set = await side.call({ method: 'POST', path: `${A}/token/password`, json: { token, password: NEW_PASSWORD } })
  if (set.status !== 204) throw new Error(`${side.name}: the invited person cannot set a password (${set.status})`)
  // Choosing the password signed the invited person in: the administrator goes on.
  await signInFor(side)
  return { id }
}

async function signInFor(side: Side) {
  const answer = await side.call({ method: 'POST', path: `${A}/login`, json: side.credentials() })
  if (answer.status !== 204) throw new Error(`${side.name}: sign-in refused (${answer.status})`)
}
