import { describe, expect, it } from 'vitest'
import { createAccount, login, TEST_PASSWORD, useTestApp } from './helper.ts'
import { SoftwareAuthenticator } from './software-authenticator.ts'

const PUBLIC_URL = 'https://eglise.example.org'
const RP_ID = 'eglise.example.org'
const WRONG = { message: 'Adresse e-mail ou mot de passe incorrect.' }

describe('passkeys', () => {
  const t = useTestApp({ env: { PUBLIC_URL } })
  // The page is served over HTTPS in production; here the app is reached over plain HTTP, so the
  // browser's Origin header names http (the passkey's own origin, in its signed data, stays PUBLIC_URL's).
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: `http://${RP_ID}`, host: RP_ID, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    })

  /** Signs in with a password, registers a software passkey and returns it. */
  async function enrol(role: 'secretariat' | 'administrateur' = 'secretariat', name = 'Téléphone de Marie') {
    const account = await createAccount(t.app, { role })
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    const key = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
    const options = (await send('POST', '/api/admin/me/passkeys/options', cookie)).json()
    const created = await send('POST', '/api/admin/me/passkeys', cookie, { response: key.register(options), name })
    expect(created.statusCode, created.body).toBe(201)
    return { account, cookie, key, passkey: created.json() }
  }

  async function signIn(key: SoftwareAuthenticator, overrides: { origin?: string; counter?: number } = {}) {
    const options = (await send('POST', '/api/admin/login/passkey/options')).json()
    return send('POST', '/api/admin/login/passkey', undefined, { response: key.authenticate(options, overrides) })
  }

  it('registers a passkey for the rpID of PUBLIC_URL, discoverable and with user verification', async () => {
    const account = await createAccount(t.app, { role: 'contenu' })
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    const options = await send('POST', '/api/admin/me/passkeys/options', cookie)
    expect(options.statusCode).toBe(200)
    expect(options.json()).toMatchObject({
      rp: { id: RP_ID },
      user: { name: account.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const key = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
    const created = await send('POST', '/api/admin/me/passkeys', cookie, {
      response: key.register(options.json()),
      name: '  Téléphone de Marie ',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'Téléphone de Marie',
      createdAt: expect.any(String),
      lastUsedAt: null,
    })
    const list = await send('GET', '/api/admin/me/passkeys', cookie)
    expect(list.json().items).toEqual([created.json()])
    expect((await send('GET', '/api/admin/session', cookie)).json()).toMatchObject({ passkeys: 1 })
  })

  it('signs in with the passkey alone: a complete session, last use recorded, counts shown', async () => {
    const { account, key, passkey } = await enrol('administrateur')
    const response = await signIn(key)
    expect(response.statusCode, response.body).toBe(204)
    const cookie = `session=${response.cookies.find((c) => c.name === 'session')?.value}`
    const session = (await send('GET', '/api/admin/session', cookie)).json()
    expect(session).toMatchObject({ account: { id: account.id }, pending: null, passkeys: 1 })
    // The dashboard opens: an administrator's route answers.
    expect((await send('GET', '/api/admin/accounts', cookie)).statusCode).toBe(200)
    const accounts = (await send('GET', '/api/admin/accounts', cookie)).json()
    expect(accounts.items.find((a: { id: number }) => a.id === account.id)).toMatchObject({ passkeys: 1 })
    const [stored] = (await send('GET', '/api/admin/me/passkeys', cookie)).json().items
    expect(stored.id).toBe(passkey.id)
    expect(stored.lastUsedAt).toEqual(expect.any(String))
  })

  it('refuses a registration answering another challenge, origin or rpID, or with no options asked', async () => {
    const account = await createAccount(t.app, { role: 'secretariat' })
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    const key = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
    const register = async (response: object) =>
      send('POST', '/api/admin/me/passkeys', cookie, { response, name: 'Clé' })
    const noOptions = await register(key.register({ challenge: 'aW52ZW50ZWQ' }))
    expect(noOptions.statusCode).toBe(400)
    expect(noOptions.json().fieldErrors).toHaveProperty('response')
    let options = (await send('POST', '/api/admin/me/passkeys/options', cookie)).json()
    expect((await register(key.register({ ...options, challenge: 'b3RoZXItY2hhbGxlbmdl' }))).statusCode).toBe(400)
    options = (await send('POST', '/api/admin/me/passkeys/options', cookie)).json()
    expect((await register(key.register(options, { origin: 'https://phishing.example' }))).statusCode).toBe(400)
    options = (await send('POST', '/api/admin/me/passkeys/options', cookie)).json()
    expect((await register(key.register(options, { rpID: 'phishing.example' }))).statusCode).toBe(400)
    // A challenge is used once: a good answer replayed is refused.
    options = (await send('POST', '/api/admin/me/passkeys/options', cookie)).json()
    const good = key.register(options)
    expect((await register(good)).statusCode).toBe(201)
    expect((await register(good)).statusCode).toBe(400)
    const badName = await send('POST', '/api/admin/me/passkeys', cookie, { response: good, name: ' ' })
    expect(badName.statusCode).toBe(400)
    expect(badName.json().fieldErrors).toHaveProperty('name')
  })

  it('refuses a sign-in with a wrong challenge, a wrong origin, a replayed counter or unknown key', async () => {
    const { key } = await enrol()
    const options = (await send('POST', '/api/admin/login/passkey/options')).json()
    expect(options).toMatchObject({ rpId: RP_ID, userVerification: 'required' })
    expect(options.allowCredentials ?? []).toEqual([])

    const invented = await send('POST', '/api/admin/login/passkey', undefined, {
      response: key.authenticate({ challenge: 'aW52ZW50ZWQ' }),
    })
    expect(invented.statusCode).toBe(401)
    expect(invented.json()).toEqual(WRONG)
    expect((await signIn(key, { origin: 'https://phishing.example' })).statusCode).toBe(401)

    expect((await signIn(key, { counter: 10 })).statusCode).toBe(204)
    // A cloned authenticator shows a counter that does not go up.
    const replay = await signIn(key, { counter: 10 })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual(WRONG)
    expect(replay.headers['set-cookie']).toBeUndefined()

    // The same answer twice: the challenge was spent.
    const fresh = (await send('POST', '/api/admin/login/passkey/options')).json()
    const answer = key.authenticate(fresh)
    expect((await send('POST', '/api/admin/login/passkey', undefined, { response: answer })).statusCode).toBe(204)
    expect((await send('POST', '/api/admin/login/passkey', undefined, { response: answer })).statusCode).toBe(401)

    const stranger = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
    expect((await signIn(stranger)).json()).toEqual(WRONG)
  })

  it('refuses an answer without user verification', async () => {
    const { account } = await enrol()
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    const lazy = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL, userVerified: false })
    const options = (await send('POST', '/api/admin/me/passkeys/options', cookie)).json()
    const created = await send('POST', '/api/admin/me/passkeys', cookie, {
      response: lazy.register(options),
      name: 'Clé',
    })
    expect(created.statusCode).toBe(400)
  })

  it('refuses the passkey of a disabled account', async () => {
    const { account, key } = await enrol()
    t.app.adminRepository.setStatus(account.id, 'desactive', new Date().toISOString())
    const response = await signIn(key)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(WRONG)
  })

  it('passes the account’s delays, and spends only the address’s budget', async () => {
    const { account, key } = await enrol()
    // Strangers keep the account's password sign-in waiting…
    for (let i = 0; i < 8; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: account.email, password: `faux-${i}` },
        remoteAddress: `198.51.100.${i}`,
      })
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: account.email, password: TEST_PASSWORD },
      remoteAddress: '198.51.100.99',
    })
    expect(locked.statusCode).toBe(429)
    // …the passkey signs in all the same.
    expect((await signIn(key)).statusCode).toBe(204)
    // Failed answers from one address spend that address's budget (30), nothing else.
    let last = 0
    for (let i = 0; i < 40 && last !== 429; i++)
      last = (await signIn(key, { origin: 'https://phishing.example' })).statusCode
    expect(last).toBe(429)
    expect((await signIn(key)).statusCode).toBe(429)
  })

  it('removes a passkey only with the current password, and only one’s own', async () => {
    const { cookie, passkey, key } = await enrol()
    const other = await enrol()
    const wrong = await send('DELETE', `/api/admin/me/passkeys/${passkey.id}`, cookie, { currentPassword: 'mauvais' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fieldErrors).toHaveProperty('currentPassword')
    const missing = await send('DELETE', `/api/admin/me/passkeys/${passkey.id}`, cookie, {})
    expect(missing.statusCode).toBe(400)
    const notMine = await send('DELETE', `/api/admin/me/passkeys/${other.passkey.id}`, cookie, {
      currentPassword: TEST_PASSWORD,
    })
    expect(notMine.statusCode).toBe(404)
    const removed = await send('DELETE', `/api/admin/me/passkeys/${passkey.id}`, cookie, {
      currentPassword: TEST_PASSWORD,
    })
    expect(removed.statusCode).toBe(204)
    expect((await send('GET', '/api/admin/me/passkeys', cookie)).json().items).toEqual([])
    expect((await signIn(key)).statusCode).toBe(401)
  })

  it('lets an administrator setting up the second factor make a passkey first, the app still required', async () => {
    const account = await createAccount(t.app, { role: 'administrateur', totp: false })
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    expect((await send('GET', '/api/admin/session', cookie)).json()).toMatchObject({ pending: 'second-factor' })
    const key = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
    // Right after the sign-in, without the password again: the phone's set-up offers it first.
    const options = await send('POST', '/api/admin/me/passkeys/options', cookie)
    expect(options.statusCode, options.body).toBe(200)
    const created = await send('POST', '/api/admin/me/passkeys', cookie, {
      response: key.register(options.json()),
      name: 'Téléphone du pasteur',
    })
    expect(created.statusCode, created.body).toBe(201)
    // The set-up is not over: the dashboard stays closed until the app is enrolled, even signed in
    // with the new passkey.
    expect((await send('GET', '/api/admin/session', cookie)).json()).toMatchObject({
      pending: 'second-factor',
      passkeys: 1,
    })
    expect((await send('GET', '/api/admin/members', cookie)).statusCode).toBe(403)
    const withPasskey = await signIn(key)
    expect(withPasskey.statusCode, withPasskey.body).toBe(204)
    const passkeyCookie = `session=${withPasskey.cookies.find((c) => c.name === 'session')?.value}`
    expect((await send('GET', '/api/admin/session', passkeyCookie)).json()).toMatchObject({ pending: 'second-factor' })
    expect((await send('GET', '/api/admin/accounts', passkeyCookie)).statusCode).toBe(403)
    // Its list stays with the rest of « Mon compte », once the set-up is done.
    expect((await send('GET', '/api/admin/me/passkeys', cookie)).statusCode).toBe(403)
  })

  it('refuses a passkey to an account whose profile is still to give (no e-mail to name it by)', async () => {
    const account = await createAccount(t.app, { role: 'secretariat' })
    t.app.adminRepository.setProfile(account.id, '', account.email)
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    expect((await send('GET', '/api/admin/session', cookie)).json()).toMatchObject({ pending: 'profile' })
    const options = await send('POST', '/api/admin/me/passkeys/options', cookie)
    expect(options.statusCode).toBe(403)
    expect(options.json()).toEqual({ message: 'Terminez d’abord la configuration de votre compte.' })
  })

  it('needs a session for one’s passkeys', async () => {
    expect((await send('GET', '/api/admin/me/passkeys')).statusCode).toBe(401)
    expect((await send('POST', '/api/admin/me/passkeys/options')).statusCode).toBe(401)
  })
})
