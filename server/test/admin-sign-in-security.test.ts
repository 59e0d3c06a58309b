// Staff sign-in against someone who holds a stolen session, or who wants to keep the team out:
// adding a way in asks who you are, every change is told and logged, and a flood from any number
// of addresses never keeps the owner (password and code, or a passkey) from signing in.
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { currentTotp } from '../src/auth/totp.ts'
import { makeLink } from '../src/mail/make-link.ts'
import { createAccount, countRows, TEST_PASSWORD, TEST_TOTP_SECRET, useTestApp } from './helper.ts'
import { SoftwareAuthenticator } from './software-authenticator.ts'

const PUBLIC_URL = 'https://eglise.example.org'
const RP_ID = 'eglise.example.org'
const MINUTE = 60_000

/** The app's clock, moved by the tests (nothing sleeps). */
function testClock() {
  let now = Date.parse('2026-11-27T14:00:00Z')
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('staff sign-in security', () => {
  const clock = testClock()
  // A mail server is set (never reached: the worker is off), so that a reset asked from the sign-in
  // page issues its link; each link is read from its mail in the outbox, made as it would leave.
  const t = useTestApp({
    now: clock.now,
    env: { PUBLIC_URL, SMTP_URL: 'smtp://127.0.0.1:9' },
    config: { mailWorker: false },
  })

  /** A request as the dashboard sends it, from `ip` (a browser's cookies in `cookie`). */
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { cookie?: string; payload?: object; ip?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '203.0.113.7',
      headers: { origin: `http://${RP_ID}`, host: RP_ID, ...(options.cookie ? { cookie: options.cookie } : {}) },
      ...(options.payload ? { payload: options.payload } : {}),
    })
  /** The cookies a response set, as a Cookie header (the session and the browser's long-lived one). */
  const cookiesOf = (response: LightMyRequestResponse, before = '') => {
    const jar = new Map(
      before
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    )
    for (const set of response.cookies) jar.set(set.name, set.value)
    return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  const sessionOnly = (cookies: string) => cookies.split('; ').find((pair) => pair.startsWith('session=')) ?? ''

  /** Signs in with the password and the code (which the test authenticator may show again). */
  async function signIn(email: string, ip = '203.0.113.7', cookie?: string) {
    t.app.db.prepare('UPDATE staff_accounts SET totp_last_step = NULL WHERE email = ?').run(email)
    const code = currentTotp(TEST_TOTP_SECRET, clock.now())
    const response = await call('POST', '/api/admin/login', {
      payload: { email, password: TEST_PASSWORD, code },
      ip,
      ...(cookie ? { cookie } : {}),
    })
    expect(response.statusCode, response.body).toBe(204)
    return cookiesOf(response, cookie)
  }

  /** The token of the last link mailed to `to`, as its mail gets it when it leaves (none is stored with it). */
  const linkTokenMailedTo = (to: string) => {
    const mail = t.app.outboxRepository.due(clock.now().toISOString(), 100).findLast((due) => due.to === to && due.link)
    return /#jeton=([\w-]+)/.exec((mail?.link && makeLink(t.app, mail.link)) || '')?.[1] ?? ''
  }
  const outboxSubjects = (to: string) =>
    t.app.db.prepare('SELECT subject FROM outbox WHERE to_address = ? ORDER BY id').pluck().all(to) as string[]
  const auditLines = (accountId: number) =>
    t.app.db
      .prepare('SELECT actor_id AS actorId, action, summary FROM audit_log WHERE entity_id = ? ORDER BY id')
      .all(accountId) as Array<{ actorId: number | null; action: string; summary: string }>

  describe('a stolen session cannot add a way in', () => {
    it('asks for the password, or a sign-in of the last 5 minutes, before passkey options or a new authenticator', async () => {
      const account = await createAccount(t.app, { role: 'administrateur' })
      const cookie = sessionOnly(await signIn(account.email))
      // Just signed in: the session proved who is at the keyboard.
      expect((await call('POST', '/api/admin/me/passkeys/options', { cookie })).statusCode).toBe(200)
      clock.advance(5 * MINUTE)
      for (const url of ['/api/admin/me/passkeys/options', '/api/admin/me/totp']) {
        const refused = await call('POST', url, { cookie })
        expect(refused.statusCode, url).toBe(403)
        expect(refused.json()).toEqual({
          message: 'Pour ajouter ou remplacer un moyen de connexion, saisissez votre mot de passe actuel.',
        })
        const wrong = await call('POST', url, { cookie, payload: { currentPassword: 'pas le bon' } })
        expect(wrong.statusCode, url).toBe(400)
        expect(wrong.json().fieldErrors.currentPassword).toEqual(['Mot de passe actuel incorrect.'])
      }
      const asked = await call('POST', '/api/admin/me/totp', { cookie, payload: { currentPassword: TEST_PASSWORD } })
      expect(asked.statusCode).toBe(200)
      // The password typed again counts as a recent proof, for a few minutes.
      expect((await call('POST', '/api/admin/me/passkeys/options', { cookie })).statusCode).toBe(200)
      // The authenticator is unchanged until the new secret is confirmed by its code.
      expect(t.app.adminRepository.findAccount(account.id)?.totpSecret).toBe(TEST_TOTP_SECRET)
      // New recovery codes always need the password.
      const codes = await call('POST', '/api/admin/me/recovery-codes', { cookie, payload: {} })
      expect(codes.statusCode).toBe(400)
    })

    it('registers a passkey only from options drawn after that proof, and tells the owner and the log', async () => {
      const account = await createAccount(t.app, { role: 'secretariat', name: 'Sœur Marthe' })
      const cookie = sessionOnly(await signIn(account.email))
      clock.advance(10 * MINUTE)
      const key = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
      // Without options (refused above), no challenge: nothing to register.
      const blind = await call('POST', '/api/admin/me/passkeys', {
        cookie,
        payload: { response: key.register({ challenge: 'aW52ZW50ZWQ' }), name: 'Clé du voleur' },
      })
      expect(blind.statusCode).toBe(400)
      const options = await call('POST', '/api/admin/me/passkeys/options', {
        cookie,
        payload: { currentPassword: TEST_PASSWORD },
      })
      const created = await call('POST', '/api/admin/me/passkeys', {
        cookie,
        payload: { response: key.register(options.json()), name: 'Téléphone de Marthe' },
      })
      expect(created.statusCode).toBe(201)
      expect(outboxSubjects(account.email)).toEqual(['Sécurité de votre compte : clé d’accès ajoutée à votre compte'])
      const body = t.app.db.prepare('SELECT body FROM outbox').pluck().get() as string
      expect(body).toContain('Une clé d’accès, « Téléphone de Marthe », a été ajoutée')
      expect(body).toContain('depuis l’adresse 203.0.113.7')
      expect(auditLines(account.id).map((line) => line.summary)).toEqual([
        'Connexion avec le mot de passe',
        'Clé d’accès « Téléphone de Marthe » ajoutée',
      ])
    })

    it('e-mails the owner and writes a line for every change of a way in', async () => {
      const account = await createAccount(t.app, { role: 'secretariat', totp: false })
      let cookie = sessionOnly(await signIn(account.email))
      const { secret } = (await call('POST', '/api/admin/me/totp', { cookie })).json()
      const confirmed = await call('POST', '/api/admin/me/totp/confirm', {
        cookie,
        payload: { code: currentTotp(secret, clock.now()) },
      })
      cookie = sessionOnly(cookiesOf(confirmed, cookie))
      clock.advance(MINUTE)
      const withPassword = { currentPassword: TEST_PASSWORD }
      expect((await call('POST', '/api/admin/me/recovery-codes', { cookie, payload: withPassword })).statusCode).toBe(
        200,
      )
      expect((await call('DELETE', '/api/admin/me/totp', { cookie, payload: withPassword })).statusCode).toBe(204)
      const changed = await call('POST', '/api/admin/me/password', {
        cookie,
        payload: { ...withPassword, newPassword: 'une phrase vraiment solide' },
      })
      expect(changed.statusCode).toBe(204)
      expect(outboxSubjects(account.email)).toEqual([
        'Sécurité de votre compte : application d’authentification activée',
        'Sécurité de votre compte : nouveaux codes de secours',
        'Sécurité de votre compte : application d’authentification retirée',
        'Sécurité de votre compte : mot de passe changé',
      ])
      expect(auditLines(account.id)).toEqual(
        [
          ['session.login', 'Connexion avec le mot de passe'],
          ['account.totp', 'Application d’authentification activée'],
          ['account.recovery-codes', 'Nouveaux codes de secours créés'],
          ['account.totp-remove', 'Application d’authentification retirée'],
          ['account.password', 'Mot de passe changé, autres sessions fermées'],
        ].map(([action, summary]) => ({ actorId: account.id, action, summary })),
      )
    })

    it('ends every session and, when asked, removes the passkeys with a reset link', async () => {
      const account = await createAccount(t.app, { role: 'contenu' })
      const cookie = sessionOnly(await signIn(account.email))
      const key = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
      const options = (await call('POST', '/api/admin/me/passkeys/options', { cookie })).json()
      const payload = { response: key.register(options), name: 'Clé' }
      expect((await call('POST', '/api/admin/me/passkeys', { cookie, payload })).statusCode).toBe(201)

      const resetWith = async (removePasskeys: boolean) => {
        expect(
          (await call('POST', '/api/admin/password-reset', { payload: { email: account.email } })).statusCode,
        ).toBe(202)
        const token = linkTokenMailedTo(account.email)
        const set = await call('POST', '/api/admin/token/password', {
          payload: { token, password: 'une phrase vraiment solide', removePasskeys },
        })
        expect(set.statusCode).toBe(204)
      }
      await resetWith(false)
      expect((await call('GET', '/api/admin/session', { cookie })).statusCode).toBe(401)
      expect(t.app.db.prepare('SELECT COUNT(*) FROM staff_passkeys').pluck().get()).toBe(1)
      await resetWith(true)
      expect(t.app.db.prepare('SELECT COUNT(*) FROM staff_passkeys').pluck().get()).toBe(0)
      const signInOptions = (await call('POST', '/api/admin/login/passkey/options')).json()
      const answer = key.authenticate(signInOptions)
      expect((await call('POST', '/api/admin/login/passkey', { payload: { response: answer } })).statusCode).toBe(401)
      expect(auditLines(account.id).map((line) => line.summary)).toContain(
        'Mot de passe choisi avec un lien de réinitialisation demandé depuis la page de connexion, sessions fermées, clés d’accès retirées (1)',
      )
      expect(outboxSubjects(account.email)).toContain('Sécurité de votre compte : mot de passe choisi avec un lien')
    })
  })

  describe('the audit log follows every authentication event, as whoever acted', () => {
    it('names the administrator who issued a reset link, and the sign-ins, failures and sessions ended', async () => {
      const pastor = await createAccount(t.app, { role: 'administrateur', name: 'Pasteur Jean' })
      const admin = sessionOnly(await signIn(pastor.email))
      const marthe = await createAccount(t.app, { role: 'secretariat', name: 'Sœur Marthe', totp: true })
      const link = await call('POST', `/api/admin/accounts/${marthe.id}/link`, { cookie: admin })
      expect(link.json()).toMatchObject({ link: null, mailQueued: true })
      const token = linkTokenMailedTo(marthe.email)
      expect(
        (
          await call('POST', '/api/admin/token/password', {
            payload: { token, password: 'une phrase vraiment solide' },
          })
        ).statusCode,
      ).toBe(204)
      const wrongCode = await call('POST', '/api/admin/login', {
        payload: { email: marthe.email, password: 'une phrase vraiment solide', code: '000000' },
      })
      expect(wrongCode.statusCode).toBe(401)
      const elsewhere = await call('POST', '/api/admin/login', {
        payload: {
          email: marthe.email,
          password: 'une phrase vraiment solide',
          code: currentTotp(TEST_TOTP_SECRET, clock.now()),
        },
      })
      clock.advance(MINUTE)
      const here = await call('POST', '/api/admin/login', {
        payload: {
          email: marthe.email,
          password: 'une phrase vraiment solide',
          code: currentTotp(TEST_TOTP_SECRET, clock.now()),
        },
      })
      expect([elsewhere.statusCode, here.statusCode]).toEqual([204, 204])
      const cookie = sessionOnly(cookiesOf(here))
      expect((await call('DELETE', '/api/admin/me/sessions', { cookie })).statusCode).toBe(204)

      expect(auditLines(marthe.id)).toEqual([
        {
          actorId: pastor.id,
          action: 'account.link',
          summary: 'Lien de réinitialisation du mot de passe créé pour Sœur Marthe',
        },
        {
          actorId: marthe.id,
          action: 'account.password',
          summary: `Mot de passe choisi avec un lien de réinitialisation créé par ${pastor.email}, sessions fermées`,
        },
        {
          actorId: marthe.id,
          action: 'session.second-factor',
          summary: 'Connexion refusée : mot de passe juste, code de vérification faux',
        },
        ...Array(2).fill({
          actorId: marthe.id,
          action: 'session.login',
          summary: 'Connexion avec le mot de passe et un code de vérification',
        }),
        { actorId: marthe.id, action: 'session.end', summary: 'Ses autres sessions fermées (1)' },
      ])
    })
  })

  describe('nobody keeps the owner out', () => {
    const wrongPassword = (email: string, ip: string) =>
      call('POST', '/api/admin/login', { payload: { email, password: 'devinette' }, ip })

    it('lets the owner’s recognised browser, or a right code, pass the lock one address keeps up by polling', async () => {
      const account = await createAccount(t.app, { role: 'administrateur' })
      const phone = await signIn(account.email, '198.51.100.20')
      const statuses = new Map<string, number>()
      // One address polls every 250 ms for 10 minutes.
      for (let i = 0; i < 2400; i += 1) {
        const answer = await wrongPassword(account.email, '192.0.2.66')
        const scope = answer.statusCode === 429 && answer.json().secondFactor ? 'account' : String(answer.statusCode)
        statuses.set(scope, (statuses.get(scope) ?? 0) + 1)
        clock.advance(250)
      }
      // Its refused polls spent its budget: it reached the password only a few times.
      expect(statuses.get('401')).toBeLessThanOrEqual(10)
      expect(statuses.get('429')).toBeGreaterThan(2000)
      // A wrong code passes nothing.
      const guessed = await call('POST', '/api/admin/login', {
        payload: { email: account.email, password: TEST_PASSWORD, code: '000000' },
        ip: '198.51.100.41',
      })
      expect(guessed.statusCode).toBe(429)
      // The owner's phone, recognised, signs in with the password and code.
      await signIn(account.email, '198.51.100.20', phone)

      // Locked again by a few addresses: the same refusal for everyone, saying a code passes the wait…
      for (let i = 0; i < 5; i += 1) await wrongPassword(account.email, `192.0.2.${100 + i}`)
      const stranger = await call('POST', '/api/admin/login', {
        payload: { email: account.email, password: TEST_PASSWORD },
        ip: '198.51.100.30',
      })
      expect(stranger.statusCode).toBe(429)
      expect(stranger.json()).toEqual({
        message:
          'Trop de tentatives sur ce compte. Saisissez le code de votre application d’authentification pour vous connecter sans attendre, ou réessayez plus tard.',
        secondFactor: 'totp',
      })
      expect((await wrongPassword('personne@example.org', '198.51.100.31')).statusCode).toBe(401)
      // …and a new browser signs in with the code on the second step.
      await signIn(account.email, '198.51.100.40')
    })

    it('keeps reset requests to their own budget: 330 of them leave the sign-ins untouched', async () => {
      const account = await createAccount(t.app, { role: 'administrateur' })
      const statuses: number[] = []
      for (let i = 0; i < 330; i += 1) {
        const ip = `192.0.2.${i % 11}`
        const answer = await call('POST', '/api/admin/password-reset', { payload: { email: `x${i}@example.org` }, ip })
        statuses.push(answer.statusCode)
        clock.advance(3)
      }
      // About 20 a minute keep it up while the owner signs in.
      for (let i = 0; i < 10; i += 1) {
        clock.advance(3_000)
        await call('POST', '/api/admin/password-reset', {
          payload: { email: `y${i}@example.org` },
          ip: `192.0.2.${20 + i}`,
        })
      }
      await signIn(account.email, '198.51.100.50')
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(250)
    })

    it('draws sign-in challenges no flood can push out, and limits their options per address', async () => {
      const account = await createAccount(t.app, { role: 'contenu' })
      const cookie = sessionOnly(await signIn(account.email))
      const key = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
      const creation = (await call('POST', '/api/admin/me/passkeys/options', { cookie })).json()
      const payload = { response: key.register(creation), name: 'Clé' }
      expect((await call('POST', '/api/admin/me/passkeys', { cookie, payload })).statusCode).toBe(201)

      const pending = (await call('POST', '/api/admin/login/passkey/options', { ip: '198.51.100.60' })).json()
      const flood: number[] = []
      for (let i = 0; i < 1000; i += 1)
        flood.push(
          (await call('POST', '/api/admin/login/passkey/options', { ip: `10.${i % 50}.${Math.floor(i / 50)}.1` }))
            .statusCode,
        )
      expect(flood.every((status) => status === 200)).toBe(true)
      const answer = key.authenticate(pending)
      const signedIn = await call('POST', '/api/admin/login/passkey', {
        payload: { response: answer },
        ip: '198.51.100.60',
      })
      expect(signedIn.statusCode).toBe(204)
      // The challenge was spent by that answer.
      expect(
        (await call('POST', '/api/admin/login/passkey', { payload: { response: answer }, ip: '198.51.100.60' }))
          .statusCode,
      ).toBe(401)
      let oneAddress = 0
      for (let i = 0; i < 21; i += 1)
        oneAddress = (await call('POST', '/api/admin/login/passkey/options', { ip: '192.0.2.77' })).statusCode
      expect(oneAddress).toBe(429)
    })

    // Decision 0004's bound: whatever others send, from however many addresses, the owner with the
    // password and code (or a passkey) signs in within 3 minutes.
    it('signs the owner in while 50 addresses send wrong passwords, resets and passkey options for 5 minutes', {
      timeout: 120_000,
    }, async () => {
      const account = await createAccount(t.app, { role: 'administrateur', name: 'Pasteur Samuel' })
      const phone = await signIn(account.email, '198.51.100.80')
      const key = new SoftwareAuthenticator({ rpID: RP_ID, origin: PUBLIC_URL })
      const creation = (await call('POST', '/api/admin/me/passkeys/options', { cookie: sessionOnly(phone) })).json()
      const payload = { response: key.register(creation), name: 'Téléphone' }
      expect((await call('POST', '/api/admin/me/passkeys', { cookie: sessionOnly(phone), payload })).statusCode).toBe(
        201,
      )

      // Half IPv4, half IPv6, each its own /56.
      const attackers = Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? `198.18.${i}.1` : `2001:db8:${(i + 1).toString(16)}::1`,
      )
      let round = 0
      const attackRound = async () => {
        round += 1
        for (const ip of attackers) {
          await wrongPassword(account.email, ip)
          await wrongPassword(`inconnu${round}@example.org`, ip)
          await call('POST', '/api/admin/password-reset', { payload: { email: account.email }, ip })
          await call('POST', '/api/admin/login/passkey/options', { ip })
        }
        clock.advance(6_000)
      }
      const attackStarted = clock.now().getTime()
      while (clock.now().getTime() - attackStarted < 5 * MINUTE) await attackRound()
      expect(round).toBe(50)
      const attackEnded = clock.now().getTime()

      // The owner, while the attack goes on: each step is followed by a round of it.
      // 1. From the recognised phone, password and code.
      await signIn(account.email, '198.51.100.80', phone)
      await attackRound()
      // 2. From a new browser: the first step is refused with the hint, the code passes the wait.
      const first = await call('POST', '/api/admin/login', {
        payload: { email: account.email, password: TEST_PASSWORD },
        ip: '198.51.100.81',
      })
      expect(first.statusCode).toBe(429)
      expect(first.json().secondFactor).toBe('totp')
      await attackRound()
      await signIn(account.email, '198.51.100.81')
      await attackRound()
      // 3. With the passkey, from a third address.
      const options = (await call('POST', '/api/admin/login/passkey/options', { ip: '198.51.100.82' })).json()
      await attackRound()
      const withPasskey = await call('POST', '/api/admin/login/passkey', {
        payload: { response: key.authenticate(options) },
        ip: '198.51.100.82',
      })
      expect(withPasskey.statusCode).toBe(204)
      expect(clock.now().getTime() - attackEnded).toBeLessThan(3 * MINUTE)
      // Strangers stayed out.
      // (The phone's second sign-in replaced its first session.)
      expect(countRows(t.app, 'admin_sessions')).toBe(3)
    })
  })
})
