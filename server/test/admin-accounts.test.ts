// The team: invitations, roles, disabling, links; and two people working side by side.
import { describe, expect, it } from 'vitest'
import { currentTotp } from '../src/auth/totp.ts'
import { LINK_PLACEHOLDER } from '../src/mail/personal-link.ts'
import { SAME_ORIGIN, signIn } from './admin-helper.ts'
import { createTestApp, useTestApp } from './helper.ts'

const PASSWORD = 'une phrase vraiment solide'

describe('staff accounts', () => {
  const t = useTestApp({ config: { mailWorker: false } })
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: SAME_ORIGIN, ...(cookie ? { cookie } : {}) } })
  const tokenOf = (link: string) => /#jeton=([\w-]+)$/.exec(link)?.[1] ?? ''

  it('invite → choose a password → enrol TOTP → work → sign out, each action in the journal under its name', async () => {
    const admin = await signIn(t.app)
    const invited = await admin.send('POST', '/api/admin/accounts', {
      name: 'Sœur Marthe',
      email: 'marthe@example.org',
      role: 'secretariat',
    })
    expect(invited.statusCode).toBe(201)
    const { account, link, mailQueued } = invited.json()
    expect(account).toMatchObject({ status: 'invite', role: 'secretariat', totp: false, passkeys: 0 })
    // Without SMTP the link is given back to pass on by hand.
    expect(mailQueued).toBe(false)
    expect(link).toMatch(/^http:\/\/localhost:3000\/acces-equipe#jeton=[\w-]{40,}$/)
    const token = tokenOf(link)
    expect((await post('/api/admin/token', { token })).json()).toMatchObject({
      purpose: 'invitation',
      name: 'Sœur Marthe',
      email: 'marthe@example.org',
    })
    const weak = await post('/api/admin/token/password', { token, password: 'motdepasse123' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().fieldErrors.password[0]).toMatch(/^Mot de passe trop facile à deviner/)
    const chosen = await post('/api/admin/token/password', { token, password: PASSWORD })
    expect(chosen.statusCode).toBe(204)
    expect((await post('/api/admin/token/password', { token, password: PASSWORD })).statusCode).toBe(410)
    const first = `session=${chosen.cookies[0]?.value}`

    // Offered, not required, for the secretariat: she enrols anyway, without typing her password
    // again, since she has just chosen it. Her session then gets a new id.
    const secret = (await post('/api/admin/me/totp', {}, first)).json().secret
    const confirmed = await post('/api/admin/me/totp/confirm', { code: currentTotp(secret) }, first)
    expect(confirmed.json().recoveryCodes).toHaveLength(10)
    const marthe = `session=${confirmed.cookies.find((c) => c.name === 'session')?.value}`

    const event = {
      title: 'Veillée de Noël',
      date: '2026-12-24',
      time: '19:00',
      description: 'Une soirée de chants.',
      location: 'Temple principal, Santiago',
      category: 'Communautaire',
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      payload: event,
      headers: { cookie: marthe, origin: SAME_ORIGIN },
    })
    expect(created.statusCode).toBe(201)
    expect((await admin.send('POST', '/api/admin/events', { ...event, title: 'Culte de l’An' })).statusCode).toBe(201)
    // The secretariat records the gifts, but cannot reach the PayPal settings nor the team.
    expect((await t.app.inject({ url: '/api/admin/gifts', headers: { cookie: marthe } })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/admin/donation-settings', headers: { cookie: marthe } })).statusCode).toBe(
      403,
    )
    expect((await t.app.inject({ url: '/api/admin/accounts', headers: { cookie: marthe } })).statusCode).toBe(403)
    const journal = (await admin.get('/api/admin/audit-log')).json().items as Array<{ actor: string; summary: string }>
    expect(journal.map((line) => `${line.actor} : ${line.summary}`).reverse()).toEqual([
      'Administrateur : Connexion avec le mot de passe et un code de vérification',
      'Administrateur : Compte de Sœur Marthe (Secrétariat) créé, invitation envoyée',
      `Sœur Marthe : Mot de passe choisi avec le lien d’invitation créé par ${admin.account.email}, sessions fermées`,
      'Sœur Marthe : Application d’authentification activée',
      'Sœur Marthe : Événement « Veillée de Noël » ajouté (24 décembre 2026)',
      'Administrateur : Événement « Culte de l’An » ajouté (24 décembre 2026)',
    ])
    const ids = t.app.db.prepare('SELECT actor_id FROM audit_log ORDER BY id').pluck().all()
    expect(ids).toEqual([admin.account.id, admin.account.id, account.id, account.id, account.id, admin.account.id])

    expect((await post('/api/admin/logout', {}, marthe)).statusCode).toBe(204)
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: marthe } })).statusCode).toBe(401)
  })

  it('disables an account: its session ends on its next request, and it cannot sign in nor reset', async () => {
    const admin = await signIn(t.app)
    const secretary = await signIn(t.app, { role: 'secretariat', name: 'Paul' })
    expect((await secretary.get('/api/admin/members')).statusCode).toBe(200)
    const disabled = await admin.send('PATCH', `/api/admin/accounts/${secretary.account.id}`, { active: false })
    expect(disabled.json()).toMatchObject({ status: 'desactive' })
    expect((await secretary.get('/api/admin/members')).statusCode).toBe(401)
    const reset = await post('/api/admin/password-reset', { email: secretary.account.email })
    const unknown = await post('/api/admin/password-reset', { email: 'personne@example.org' })
    expect(reset.statusCode).toBe(202)
    expect(reset.body).toBe(unknown.body)
    expect(t.app.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(0)
    const link = await admin.send('POST', `/api/admin/accounts/${secretary.account.id}/link`)
    expect(link.statusCode).toBe(409)
    const enabled = await admin.send('PATCH', `/api/admin/accounts/${secretary.account.id}`, { active: true })
    expect(enabled.json()).toMatchObject({ status: 'actif' })
  })

  // The link is made as the mail leaves, never stored (server/test/tokens-at-rest.test.ts sends it).
  it('queues a reset link for an active account, with no token in the stored mail', async () => {
    // A mail server is needed for the reset asked from the sign-in page (never reached: no worker).
    const withMail = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, config: { mailWorker: false } })
    try {
      const admin = await signIn(withMail.app)
      const secretary = await signIn(withMail.app, { role: 'secretariat', name: 'Paul' })
      const asked = await withMail.app.inject({
        method: 'POST',
        url: '/api/admin/password-reset',
        payload: { email: secretary.account.email },
      })
      expect(asked.statusCode).toBe(202)
      const body = withMail.app.db.prepare('SELECT body FROM outbox').pluck().get() as string
      expect(body).toContain(LINK_PLACEHOLDER)
      expect(body).not.toContain('jeton=')
      expect(JSON.stringify((await admin.get('/api/admin/outbox')).json())).toContain(LINK_PLACEHOLDER)
    } finally {
      await withMail.close()
    }
  })

  it('keeps one active administrator, and nobody demotes or disables themselves', async () => {
    const admin = await signIn(t.app)
    const self = await admin.send('PATCH', `/api/admin/accounts/${admin.account.id}`, { role: 'contenu' })
    expect(self.statusCode).toBe(409)
    const other = await signIn(t.app, { role: 'administrateur', name: 'Pasteur Jean' })
    expect((await other.send('PATCH', `/api/admin/accounts/${admin.account.id}`, { active: false })).statusCode).toBe(
      200,
    )
    const last = await other.send('PATCH', `/api/admin/accounts/${other.account.id}`, { active: false })
    expect(last.statusCode).toBe(409)
    expect(last.json().message).toBe('Vous ne pouvez pas désactiver votre propre compte ni changer votre propre rôle.')
    const taken = await other.send('POST', '/api/admin/accounts', {
      name: 'Double',
      email: other.account.email.toUpperCase(),
      role: 'contenu',
    })
    expect(taken.statusCode).toBe(409)
    const bad = await other.send('POST', '/api/admin/accounts', { name: '', email: 'x', role: 'chef' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'name', 'role'])
  })
})
