// The secretary records the Sunday offering on her phone (375 px): she signs in with her own
// account (« Secrétariat », no authenticator), opens « Dons » from « Plus », adds the offering
// counted after the service, and finds it in the register and the month's total. The PayPal
// account of the site's button is not hers to see.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { CHURCH_TIME_ZONE } from '#common/church-time.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { staffCookie } from './support/staff.ts'

const baseURL = inject('baseURL')
const PHONE = { width: 375, height: 740 }
const NAME = 'Rose Offrande'
const PASSWORD = 'le panier passe entre les bancs chaque dimanche'
let browser: Browser
/** The gift this journey records, deleted afterwards: the other journeys total the month's gifts. */
let recorded: number | undefined

async function adminApi(method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}/api/admin/${path}`, {
    method,
    headers: {
      cookie: await staffCookie(baseURL),
      origin: baseURL,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} /api/admin/${path} → ${res.status}`)
  return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>)
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  if (recorded !== undefined) await adminApi('DELETE', `gifts/${recorded}`)
  await browser?.close()
})

const churchMonth = () =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: CHURCH_TIME_ZONE, month: 'long', year: 'numeric' }).format(new Date())

describe('the secretary and the Sunday offering', () => {
  it('signs in on her phone and records the offering, without the PayPal settings', { timeout: 90_000 }, async () => {
    // Her account, as an administrator makes it: invited from « Équipe », her password chosen from the link.
    const email = `rose.offrande.${Date.now()}@example.org`
    const invited = await adminApi('POST', 'accounts', { name: NAME, email, role: 'secretariat' })
    const token = new URL(String(invited?.link)).hash.replace('#jeton=', '')
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
    const bar = page.getByRole('navigation', { name: 'Navigation du tableau de bord' })
    await bar.waitFor()

    // « Dons » is under « Plus », like every area that is not a follow-up.
    await bar.getByRole('button', { name: 'Plus' }).click()
    await bar.getByRole('link', { name: 'Dons' }).click()
    await page.waitForURL('**/admin-dashboard/dons')
    const register = page.getByRole('table', { name: 'Dons enregistrés' })
    await page.getByRole('heading', { name: 'Registre des dons' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Lien de don PayPal' }).count()).toBe(0)
    await page
      .getByText('Le compte PayPal du bouton « Faire un don » du site est réglé par un administrateur.')
      .waitFor()

    await page.getByRole('button', { name: 'Ajouter un don' }).click()
    const form = page.getByRole('dialog', { name: 'Ajouter un don' })
    await form.getByLabel(/^Montant/).fill('4 250')
    await form.getByLabel(/^Devise/).selectOption('DOP')
    await form.getByLabel(/^Moyen de paiement/).selectOption('especes')
    await form.getByLabel(/^Note/).fill('Offrande du dimanche')
    await form.getByRole('button', { name: 'Ajouter le don' }).click()
    await form.waitFor({ state: 'hidden' })
    const row = register.getByRole('row', { name: /Offrande du dimanche/ })
    await row.waitFor()
    expect((await row.innerText()).replace(/[\u00a0\u202f]/g, ' ')).toMatch(/4 250,00/)
    // The month's total counts it (other journeys may have gifts this month too).
    await page
      .getByRole('table', { name: 'Totaux mensuels par devise' })
      .getByRole('row', { name: new RegExp(churchMonth()) })
      .waitFor()

    // Stored under her name; the journal, an administrator's, says she recorded it.
    const gifts = (await adminApi('GET', 'gifts?pageSize=100')) as { items: Record<string, unknown>[] }
    const gift = gifts.items.find((item) => item.note === 'Offrande du dimanche' && item.createdBy === NAME)
    expect(gift).toMatchObject({ amountCents: 425000, currency: 'DOP', method: 'especes' })
    recorded = Number(gift?.id)
    const journal = (await adminApi('GET', 'audit-log')) as { items: { actor: string; action: string }[] }
    expect(journal.items.find((line) => line.action === 'gift.create')).toMatchObject({ actor: NAME })

    // The one 401 is the dashboard asking for a session before the sign-in.
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([])
    await context.close()
  })
})
