// A new administrator's first sign-in on a 375 px phone: the phone cannot scan the QR code it
// shows, so the set-up opens the authenticator app from its otpauth link, or gives the key to copy,
// in groups of four, in monospace. Then the app's first code, the recovery codes, the dashboard.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { currentTotp } from '#server/src/auth/totp.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { staffCookie } from './support/staff.ts'

const baseURL = inject('baseURL')
const PHONE = { width: 375, height: 740 }
const NAME = 'Daniel Ancien'
const PASSWORD = 'la lampe reste allumée dans le temple toute la nuit'
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the authenticator app on the same phone', () => {
  it('opens the app from its link and shows the key grouped, at 375 px', { timeout: 90_000 }, async () => {
    const email = `daniel.ancien.${Date.now()}@example.org`
    const invited = await fetch(`${baseURL}/api/admin/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL, cookie: await staffCookie(baseURL) },
      body: JSON.stringify({ name: NAME, email, role: 'administrateur' }),
    })
    expect(invited.status).toBe(201)
    const token = new URL(((await invited.json()) as { link: string }).link).hash.replace('#jeton=', '')
    const chosen = await fetch(`${baseURL}/api/admin/token/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ token, password: PASSWORD }),
    })
    expect(chosen.status).toBe(204)

    const { page, context, problems } = await openPage(browser, baseURL, PHONE)
    await page.goto('/admin-dashboard')
    await page.getByLabel(/^Adresse e-mail/).fill(email)
    await page.getByLabel(/^Mot de passe\s*\*?$/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()

    // A phone that can make a passkey is offered one first; this Chromium has no platform authenticator.
    const useApp = page.getByRole('button', { name: 'Utiliser l’application d’authentification' })
    const link = page.getByRole('link', { name: 'Ouvrir l’application d’authentification' })
    await useApp.or(link).first().waitFor()
    if (await useApp.isVisible()) await useApp.click()
    await link.waitFor()

    const href = new URL((await link.getAttribute('href')) ?? '')
    expect(href.protocol).toBe('otpauth:')
    expect(href.host).toBe('totp')
    const secret = href.searchParams.get('secret') ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    expect(decodeURIComponent(href.pathname)).toContain(email)
    // On the phone the link comes first, within the screen's width.
    const box = await link.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true)

    const key = page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
    expect(await key.innerText()).toBe(secret.match(/.{1,4}/g)?.join(' '))
    expect(await key.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i)
    expect(await page.getByRole('button', { name: 'Copier la clé' }).isVisible()).toBe(true)

    // The app's first code finishes the set-up.
    await page.getByLabel(/^Code de vérification/).fill(currentTotp(secret))
    await page.getByRole('button', { name: 'Activer' }).click()
    await page.getByRole('list', { name: 'Codes de secours' }).waitFor()
    await page.getByRole('checkbox', { name: 'J’ai mis ces codes en lieu sûr' }).check()
    await page.getByRole('button', { name: 'Continuer' }).click()
    await page.getByRole('navigation', { name: 'Navigation du tableau de bord' }).waitFor()

    // The one 401 is the dashboard asking for a session before the sign-in.
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([])
    await context.close()
  })
})
