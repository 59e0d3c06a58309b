// Passkeys: one's list, registering and removing one, signing in with one. The answers are made
// by a software authenticator for the server's rpID (localhost); the mocks accept any answer.
import { SoftwareAuthenticator } from '#server/test/software-authenticator.ts'
import { A, get, send, type ContractCase } from './case.ts'
import { ok } from './fixtures.ts'
import type { Side } from './sides.ts'

const newKey = () => new SoftwareAuthenticator({ rpID: 'localhost', origin: 'http://localhost:3000' })

/** Registers a software passkey on `side`: its id there and the authenticator. */
async function registered(side: Side) {
  const key = newKey()
  const options = await ok<{ challenge: string }>(side, { method: 'POST', path: `${A}/me/passkeys/options` })
  const passkey = await ok<{ id: number }>(side, {
    method: 'POST',
    path: `${A}/me/passkeys`,
    json: { response: key.register(options), name: 'Téléphone de Marie' },
  })
  return { id: passkey.id, key }
}

export const adminPasskeyCases: ContractCase[] = [
  { name: 'lists one’s passkeys', status: 200, call: get(`${A}/me/passkeys`) },
  { name: 'draws passkey creation options', status: 200, call: send('POST', () => `${A}/me/passkeys/options`) },
  {
    name: 'draws passkey creation options with the password typed again',
    status: 200,
    setup: async (side) => ({ password: side.password }),
    call: ({ password }) => send('POST', () => `${A}/me/passkeys/options`, { currentPassword: password })({}),
  },
  {
    name: 'refuses passkey creation options with a wrong password',
    status: 400,
    call: send('POST', () => `${A}/me/passkeys/options`, { currentPassword: 'pas le bon' }),
  },
  {
    name: 'registers a passkey',
    status: 201,
    setup: async (side) => {
      const options = await ok<{ challenge: string }>(side, { method: 'POST', path: `${A}/me/passkeys/options` })
      return { response: JSON.stringify(newKey().register(options)) }
    },
    call: ({ response }) =>
      send('POST', () => `${A}/me/passkeys`, { response: JSON.parse(String(response)), name: 'Clé USB' })({}),
  },
  {
    name: 'refuses a passkey registration without options',
    status: 400,
    call: send('POST', () => `${A}/me/passkeys`, { response: { id: 'x', rawId: 'x', type: 'public-key' }, name: '' }),
  },
  {
    name: 'removes a passkey with the password',
    status: 204,
    setup: async (side) => ({ id: (await registered(side)).id, password: side.password }),
    call: ({ id, password }) => send('DELETE', () => `${A}/me/passkeys/${id}`, { currentPassword: password })({}),
  },
  {
    name: 'refuses to remove a passkey with a wrong password',
    status: 400,
    setup: async (side) => ({ id: (await registered(side)).id }),
    call: ({ id }) => send('DELETE', () => `${A}/me/passkeys/${id}`, { currentPassword: 'pas le bon' })({}),
  },
  { name: 'draws passkey sign-in options', status: 200, call: send('POST', () => `${A}/login/passkey/options`) },
  {
    name: 'signs in with a passkey',
    status: 204,
    setup: async (side) => {
      const { key } = await registered(side)
      const options = await ok<{ challenge: string }>(side, { method: 'POST', path: `${A}/login/passkey/options` })
      return { response: JSON.stringify(key.authenticate(options)) }
    },
    call: ({ response }) => send('POST', () => `${A}/login/passkey`, { response: JSON.parse(String(response)) })({}),
  },
  {
    name: 'refuses an unknown passkey like a wrong password',
    status: 401,
    setup: async (side) => {
      const options = await ok<{ challenge: string }>(side, { method: 'POST', path: `${A}/login/passkey/options` })
      return { response: JSON.stringify(newKey().authenticate(options)) }
    },
    call: ({ response }) => send('POST', () => `${A}/login/passkey`, { response: JSON.parse(String(response)) })({}),
  },
]
