// A passkey in Chromium's virtual authenticator (a phone with a fingerprint reader, as the DevTools
// protocol emulates it): added in « Mon compte », then used to sign in without password nor code.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './support/browser.ts'
import { signInWith } from './support/dashboard.ts'
import { staffCookie } from './support/staff.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
// PUBLIC_URL of the e2e server is http://localhost:<port>: a passkey belongs to that name (WebAuthn
// refuses an IP address as its relying party).
const siteURL = baseURL.replace('127.0.0.1', 'localhost')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('passkeys', () => {
  it('adds a passkey in « Mon compte », signs out, and signs in with it alone', async () => {
    const { page, context, problems } = await openPage(browser, siteURL)
    const cdp = await context.newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    })

    await signInWith(page, siteURL, await staffCookie(baseURL, adminPassword))
    await page.goto('/admin-dashboard/compte')
    const card = page.getByRole('region', { name: 'Clés d’accès' })
    await card.getByText('Aucune clé d’accès enregistrée.').waitFor()
    await card.getByRole('button', { name: 'Ajouter une clé d’accès' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ajouter une clé d’accès' })
    await dialog.getByLabel(/^Nom de la clé/).fill('Téléphone de Marie')
    await dialog.getByLabel(/^Mot de passe actuel/).fill(adminPassword)
    await dialog.getByRole('button', { name: 'Créer la clé d’accès' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await card.getByText('Téléphone de Marie').waitFor()
    await card.getByText(/jamais utilisée/).waitFor()
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]?.isResidentCredential).toBe(true)
    expect(credentials[0]?.rpId).toBe('localhost')

    // Signing out as the dashboard does: the session ends on the server, the cookie is cleared.
    const signedOut = await page.evaluate(async () => (await fetch('/api/admin/logout', { method: 'POST' })).status)
    expect(signedOut).toBe(204)
    expect((await context.cookies()).filter((cookie) => cookie.name === 'session')).toEqual([])

    await page.goto('/')
    await page.getByRole('button', { name: 'Accès administrateur' }).click()
    const signIn = page.getByRole('dialog')
    await signIn.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click()
    await page.waitForURL('**/admin-dashboard')
    const session = await page.evaluate(async () => (await fetch('/api/admin/session')).json())
    expect(session).toMatchObject({ pending: null, passkeys: 1 })

    await page.goto('/admin-dashboard/compte')
    await page
      .getByRole('region', { name: 'Clés d’accès' })
      .getByText(/utilisée le/)
      .waitFor()
    // Signed out, the home page asks who is signed in and hears 401, as it should; nothing else.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await context.close()
  })
})
