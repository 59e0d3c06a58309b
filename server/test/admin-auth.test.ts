import { describe, expect, it } from 'vitest'
import { migrations } from '../migrations/index.ts'
import { hashPassword, OWASP_SCRYPT } from '../src/auth/password.ts'
import { hashSessionId } from '../src/auth/session-token.ts'
import { currentTotp } from '../src/auth/totp.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { SAME_ORIGIN } from './admin-helper.ts'
import {
  countRows,
  createAccount,
  createTestApp,
  FAST_SCRYPT,
  login,
  TEST_EMAIL,
  TEST_PASSWORD,
  TEST_TOTP_SECRET,
  totpCodeFor,
  useTestApp,
} from './helper.ts'

const WRONG = { message: 'Adresse e-mail ou mot de passe incorrect.' }
const ADMIN_READS = ['/api/admin/members', '/api/admin/messages', '/api/admin/requests', '/api/admin/newsletter']

describe('staff sign-in and sessions', () => {
  const t = useTestApp()
  const attempt = (payload: Record<string, unknown>, remoteAddress = '203.0.113.7', headers = {}) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress, headers })
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, origin: SAME_ORIGIN }, ...(payload ? { payload } : {}) })

  it('signs in with 204 and an HttpOnly, SameSite=Strict cookie; only its hash is stored', async () => {
    const account = await createAccount(t.app, { role: 'contenu' })
    const response = await attempt({ email: account.email.toUpperCase(), password: TEST_PASSWORD })
    expect(response.statusCode).toBe(204)
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/^session=[\w-]{22};/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).not.toMatch(/Secure/)
    const id = response.cookies[0]?.value ?? ''
    const rows = t.app.db.prepare('SELECT id_hash, account_id FROM admin_sessions').all()
    expect(rows).toEqual([{ id_hash: hashSessionId(id), account_id: account.id }])
  })

  it('answers an unknown e-mail, a wrong password and a disabled account alike, and logs no password', async () => {
    const account = await createAccount(t.app, { role: 'secretariat' })
    const disabled = await createAccount(t.app, { role: 'secretariat' })
    t.app.adminRepository.setStatus(disabled.id, 'desactive', new Date().toISOString())
    for (const payload of [
      { email: 'personne@example.org', password: TEST_PASSWORD },
      { email: account.email, password: 'mauvais-mot-de-passe' },
      { email: disabled.email, password: TEST_PASSWORD },
    ]) {
      const response = await attempt(payload)
      expect(response.statusCode, payload.email).toBe(401)
      expect(response.json()).toEqual(WRONG)
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    expect(t.logs.join('\n')).not.toContain('mauvais-mot-de-passe')
    expect(t.logs.join('\n')).not.toContain(TEST_PASSWORD)
  })

  it('asks an account with TOTP for its code, accepts it once, and a recovery code once', async () => {
    const account = await createAccount(t.app, { role: 'secretariat', totp: true })
    const first = await attempt({ email: account.email, password: TEST_PASSWORD })
    expect(first.statusCode).toBe(401)
    expect(first.json()).toMatchObject({ secondFactor: 'totp' })
    const code = currentTotp(TEST_TOTP_SECRET)
    expect((await attempt({ email: account.email, password: TEST_PASSWORD, code })).statusCode).toBe(204)
    const replay = await attempt({ email: account.email, password: TEST_PASSWORD, code })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ secondFactor: 'totp' })
    // A right code with a wrong password says nothing about the code.
    expect((await attempt({ email: account.email, password: 'mauvais-mot-de-passe', code })).json()).toEqual(WRONG)

    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    const codes = await send('POST', '/api/admin/me/recovery-codes', cookie, { currentPassword: TEST_PASSWORD })
    expect(codes.statusCode).toBe(200)
    const recovery: string[] = codes.json().recoveryCodes
    expect(recovery).toHaveLength(10)
    expect(JSON.stringify(t.app.db.prepare('SELECT * FROM recovery_codes').all())).not.toContain(recovery[0])
    const withRecovery = { email: account.email, password: TEST_PASSWORD, code: recovery[0]?.toUpperCase() }
    expect((await attempt(withRecovery)).statusCode).toBe(204)
    expect((await attempt(withRecovery)).statusCode).toBe(401)
  })

  it('GET /api/admin/session says who is signed in, their role and when the session ends', async () => {
    expect((await t.app.inject('/api/admin/session')).statusCode).toBe(401)
    const account = await createAccount(t.app, { role: 'secretariat', name: 'Sœur Marthe' })
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    const response = await t.app.inject({ url: '/api/admin/session', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      authenticated: true,
      account: { id: account.id, name: 'Sœur Marthe', email: account.email, role: 'secretariat' },
      pending: null,
      totp: false,
      passkeys: 0,
      expiresAt: expect.any(String),
      // No SMTP_URL in this test: the dashboard says no e-mail leaves.
      mailConfigured: false,
    })
    expect(Date.parse(response.json().expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3600_000)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('enrols an administrator’s authenticator: limited session, secret, confirmation, 10 recovery codes', async () => {
    const account = await createAccount(t.app, { role: 'administrateur', totp: false })
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    expect((await t.app.inject({ url: '/api/admin/members', headers: { cookie } })).statusCode).toBe(403)
    const enrol = await send('POST', '/api/admin/me/totp', cookie)
    expect(enrol.statusCode).toBe(200)
    const { secret, otpauthUrl } = enrol.json()
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    expect((await send('POST', '/api/admin/me/totp/confirm', cookie, { code: '000000' })).statusCode).toBe(400)
    const confirm = await send('POST', '/api/admin/me/totp/confirm', cookie, { code: currentTotp(secret) })
    expect(confirm.statusCode).toBe(200)
    expect(confirm.json().recoveryCodes).toHaveLength(10)
    // A second factor enrolled: the session goes on under a new id, the old one is worth nothing.
    const renewed = `session=${confirm.cookies.find((c) => c.name === 'session')?.value}`
    expect(renewed).not.toBe(cookie)
    expect((await t.app.inject({ url: '/api/admin/members', headers: { cookie } })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/admin/members', headers: { cookie: renewed } })).statusCode).toBe(200)
    expect(countRows(t.app, 'admin_sessions')).toBe(1)
    expect((await send('DELETE', '/api/admin/me/totp', renewed, { currentPassword: TEST_PASSWORD })).statusCode).toBe(
      409,
    )
  })

  it('lists one’s sessions and ends another one, or all the others', async () => {
    const account = await createAccount(t.app, { role: 'contenu' })
    const phone = await login(t.app, TEST_PASSWORD, account.email)
    const desk = await login(t.app, TEST_PASSWORD, account.email)
    const third = await login(t.app, TEST_PASSWORD, account.email)
    const list = await t.app.inject({ url: '/api/admin/me/sessions', headers: { cookie: desk } })
    const items: Array<{ id: string; current: boolean }> = list.json().items
    expect(items).toHaveLength(3)
    expect(items.filter((item) => item.current)).toHaveLength(1)
    const phoneHash = hashSessionId(phone.slice('session='.length))
    expect(JSON.stringify(items)).not.toContain(phoneHash)
    const other = items.find((item) => !item.current)
    expect((await send('DELETE', `/api/admin/me/sessions/${other?.id}`, desk)).statusCode).toBe(204)
    expect((await send('DELETE', '/api/admin/me/sessions', desk)).statusCode).toBe(204)
    for (const cookie of [phone, third])
      expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: desk } })).statusCode).toBe(200)
  })

  it('changes the password: strength checked, the other sessions end, this one goes on', async () => {
    const account = await createAccount(t.app, { role: 'contenu', name: 'Paul Durand' })
    const other = await login(t.app, TEST_PASSWORD, account.email)
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    const change = (currentPassword: string, newPassword: string) =>
      send('POST', '/api/admin/me/password', cookie, { currentPassword, newPassword })
    expect((await change('faux', 'une phrase vraiment solide')).json().fieldErrors).toHaveProperty('currentPassword')
    const weak = await change(TEST_PASSWORD, 'motdepasse123')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().fieldErrors.newPassword[0]).toMatch(/^Mot de passe trop facile à deviner/)
    expect((await change(TEST_PASSWORD, 'court')).statusCode).toBe(400)
    const done = await change(TEST_PASSWORD, 'une phrase vraiment solide')
    expect(done.statusCode).toBe(204)
    const renewed = `session=${done.cookies[0]?.value}`
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: other } })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: renewed } })).statusCode).toBe(200)
    await login(t.app, 'une phrase vraiment solide', account.email)
  })

  it('gives a new session id at every login and drops the one presented', async () => {
    const first = await login(t.app)
    const admin = t.app.adminRepository.findAccountByEmail(TEST_EMAIL)
    const second = await attempt(
      { email: TEST_EMAIL, password: TEST_PASSWORD, code: totpCodeFor(t.app, admin?.id ?? 0) },
      '127.0.0.1',
      { cookie: first },
    )
    expect(second.statusCode).toBe(204)
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: first } })).statusCode).toBe(401)
  })

  it.each(ADMIN_READS)('GET %s is 401 without a session', async (url) => {
    const response = await t.app.inject(url)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Authentification requise.' })
  })

  it('refuses a state-changing admin request from another origin with 403', async () => {
    const crossLogin = await attempt({ email: TEST_EMAIL, password: TEST_PASSWORD }, '127.0.0.1', {
      origin: 'https://evil.example',
      host: 'eglise.example',
    })
    expect(crossLogin.statusCode).toBe(403)
    const cookie = await login(t.app)
    const crossLogout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'eglise.example' },
    })
    expect(crossLogout.statusCode).toBe(403)
    expect(countRows(t.app, 'admin_sessions')).toBe(1)

    // Same host, other scheme: the server was reached over plain HTTP, the page says https.
    const otherScheme = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://eglise.example', host: 'eglise.example' },
    })
    expect(otherScheme.statusCode).toBe(403)
    // A sibling sub-domain's page: the browser says same-site, whatever Origin it is made to carry.
    const sibling = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, 'sec-fetch-site': 'same-site', host: 'eglise.example' },
    })
    expect(sibling.statusCode).toBe(403)
    expect(countRows(t.app, 'admin_sessions')).toBe(1)

    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'http://eglise.example', 'sec-fetch-site': 'same-origin', host: 'eglise.example' },
    })
    expect(sameOrigin.statusCode).toBe(204)
  })

  it('validates the login body, naming the fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: {} })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['email', 'password'])
  })
})

describe('login throttling', () => {
  let clock = new Date('2026-11-26T12:00:00Z')
  const t = useTestApp({ now: () => clock, config: { mailWorker: false } })
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress })

  it('lets at most 5 of 500 wrong passwords from 50 addresses through; the owner gets in after the delay', async () => {
    const account = await createAccount(t.app, { role: 'secretariat', name: 'Sœur Marthe' })
    const counts = new Map<number, number>()
    for (let i = 0; i < 500; i += 1) {
      const response = await attempt(account.email, `faux-mot-de-passe-${i}`, `198.51.100.${i % 50}`)
      counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1)
    }
    expect(counts.get(401)).toBe(5)
    expect(counts.get(429)).toBe(495)
    // The owner is told once.
    const notices = t.app.db.prepare('SELECT to_address FROM outbox WHERE subject LIKE ?').all('Tentatives%')
    expect(notices).toEqual([{ to_address: account.email }])
    // Locked, the right password waits too (no oracle); after the stated delay (1 minute) it works.
    const locked = await attempt(account.email, TEST_PASSWORD, '192.0.2.1')
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60)
    clock = new Date(clock.getTime() + 60_000)
    expect((await attempt(account.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(204)
  })

  it('doubles the delay up to 15 minutes, and treats an unknown e-mail the same way', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1)
      statuses.push((await attempt('personne@example.org', 'x', `192.0.2.${i}`)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const delays: number[] = []
    for (let i = 0; i < 6; i += 1) {
      const refused = await attempt('personne@example.org', 'x', '192.0.2.9')
      expect(refused.statusCode).toBe(429)
      const wait = Number(refused.headers['retry-after'])
      delays.push(wait)
      clock = new Date(clock.getTime() + wait * 1000)
      expect((await attempt('personne@example.org', 'x', '192.0.2.9')).statusCode).toBe(401)
    }
    expect(delays).toEqual([60, 120, 240, 480, 900, 900])
  })

  it('limits one address, IPv6 grouped by /56 (one subscriber’s networks), whatever e-mails it tries', async () => {
    const statuses: number[] = []
    // 31 different /64s of one /56.
    for (let i = 0; i < 31; i += 1)
      statuses.push((await attempt(`x${i}@example.org`, 'x', `2001:db8:1:${(0x200 + i).toString(16)}::1`)).statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(30)
    expect(statuses.at(-1)).toBe(429)
    // Another /56 is not affected.
    expect((await attempt('y@example.org', 'x', '2001:db8:1:300::1')).statusCode).toBe(401)
  })
})

describe('the first administrator', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, with OWASP scrypt parameters by default', {
    timeout: 30_000,
  }, async () => {
    const { app, close } = await createTestApp({ passwordParams: undefined })
    try {
      const account = app.adminRepository.findAccountByEmail(TEST_EMAIL)
      expect(account).toMatchObject({ role: 'administrateur', status: 'actif', totpSecret: null })
      expect(account?.password).toMatchObject({ algorithm: 'scrypt', N: OWASP_SCRYPT.N, r: 8, p: 1, keyLength: 64 })
    } finally {
      await close()
    }
  })

  it('refuses to start with a weak ADMIN_PASSWORD, saying why', async () => {
    await expect(createTestApp({ env: { ADMIN_PASSWORD: 'motdepasse123' } })).rejects.toThrow(
      /ADMIN_PASSWORD refused: Mot de passe trop facile à deviner/,
    )
  })

  it('without them, prints a single-use set-up link (never a password) that creates the administrator', async () => {
    const printed: string[] = []
    const t = await createTestApp({
      env: { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined, PUBLIC_URL: 'https://eglise.example' },
      print: (text) => printed.push(text),
    })
    try {
      expect(printed).toHaveLength(1)
      const token = /https:\/\/eglise\.example\/acces-equipe#jeton=([\w-]+)/.exec(printed[0] ?? '')?.[1] ?? ''
      expect(token.length).toBeGreaterThan(40)
      expect(t.logs.join('\n')).not.toContain(token)
      const info = await t.app.inject({ method: 'POST', url: '/api/admin/token', payload: { token } })
      expect(info.json()).toMatchObject({ purpose: 'setup', name: '', email: '' })
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/admin/token/password',
        payload: { token, password: 'une phrase vraiment solide' },
      })
      expect(missing.statusCode).toBe(400)
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/admin/token/password',
        payload: { token, password: 'une phrase vraiment solide', name: 'Pasteur Jean', email: 'jean@example.org' },
      })
      expect(set.statusCode).toBe(204)
      const cookie = `session=${set.cookies[0]?.value}`
      const session = await t.app.inject({ url: '/api/admin/session', headers: { cookie } })
      expect(session.json()).toMatchObject({
        account: { name: 'Pasteur Jean', role: 'administrateur' },
        pending: 'second-factor',
      })
      const again = await t.app.inject({ method: 'POST', url: '/api/admin/token', payload: { token } })
      expect(again.statusCode).toBe(410)
    } finally {
      await t.close()
    }
  })

  it('keeps an installation’s shared password as the first administrator’s, signing in as « admin »', async () => {
    const t0 = await createTestApp()
    const dataDir = t0.dataDir
    await t0.app.close()
    // Back to the database as it was before accounts, with the shared password stored.
    const db = openDatabase(dataDir)
    db.exec(
      'DROP TABLE staff_devices; DROP TABLE staff_accounts; DROP TABLE recovery_codes; DROP TABLE staff_tokens; DROP TABLE admin_sessions',
    )
    for (const name of ['2026-11-26-t1700-staff-accounts', '2026-11-27-t0900-staff-sign-in-proofs'])
      db.prepare('DELETE FROM migrations WHERE name = ?').run(name)
    db.exec(
      'CREATE TABLE admin_sessions (id_hash TEXT PRIMARY KEY, created_at TEXT, last_seen_at TEXT, expires_at TEXT, operator_name TEXT)',
    )
    db.exec('ALTER TABLE audit_log DROP COLUMN actor_id')
    db.exec(`CREATE TABLE admin_credentials (id INTEGER PRIMARY KEY, algorithm TEXT, hash TEXT, salt TEXT, cost INTEGER,
      block_size INTEGER, parallel INTEGER, key_length INTEGER, updated_at TEXT)`)
    const old = await hashPassword('ancien-mot-de-passe-partagé', FAST_SCRYPT)
    db.prepare('INSERT INTO admin_credentials VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      old.algorithm,
      old.hash,
      old.salt,
      old.N,
      old.r,
      old.p,
      old.keyLength,
      '2026-11-01T00:00:00.000Z',
    )
    expect(migrate(db, migrations)).toEqual([
      '2026-11-26-t1700-staff-accounts',
      '2026-11-27-t0900-staff-sign-in-proofs',
    ])
    db.close()

    const t = await createTestApp({ dataDir, env: { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined } })
    try {
      expect(t.logs.join('\n')).toMatch(/sign in with the e-mail \\"admin\\"/)
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'admin', password: 'ancien-mot-de-passe-partagé' },
      })
      expect(signIn.statusCode).toBe(204)
      const cookie = `session=${signIn.cookies[0]?.value}`
      const headers = { cookie, origin: SAME_ORIGIN }
      const session = await t.app.inject({ url: '/api/admin/session', headers })
      expect(session.json()).toMatchObject({ account: { email: 'admin', role: 'administrateur' }, pending: 'profile' })
      expect((await t.app.inject({ url: '/api/admin/members', headers })).statusCode).toBe(403)
      const noEmail = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/me',
        headers,
        payload: { name: 'Pasteur' },
      })
      expect(noEmail.statusCode).toBe(400)
      const profile = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/me',
        headers,
        payload: { name: 'Pasteur Jean', email: 'pasteur@example.org' },
      })
      expect(profile.json()).toMatchObject({ pending: 'second-factor' })
    } finally {
      await t.close()
    }
  })
})
