import { CHURCH_TIME_ZONE } from '#common/church-time.ts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { adminCookie, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { signInOnScreen } from './support/staff.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser

/** What this journey changes for the whole run, put back afterwards for the journeys after it. */
let restore: { settings: unknown; figures: unknown } | undefined

async function adminApi(method: string, path: string, body?: unknown) {
  const cookie = await adminCookie(baseURL, adminPassword)
  const res = await fetch(`${baseURL}/api/admin/${path}`, {
    method,
    headers: { cookie, origin: baseURL, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} /api/admin/${path} → ${res.status}`)
  return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>)
}

beforeAll(async () => {
  browser = await launchBrowser()
  const settings = await adminApi('GET', 'donation-settings')
  const figures = await adminApi('GET', 'figures')
  restore = {
    settings: { paypalEmail: settings?.paypalEmail, currency: settings?.currency },
    figures: {
      totalMembers: figures?.totalMembers,
      newThisMonth: figures?.newThisMonth,
      activeMembers: figures?.activeMembers,
    },
  }
})
afterAll(async () => {
  if (restore) {
    await adminApi('PUT', 'donation-settings', restore.settings)
    await adminApi('PUT', 'figures', restore.figures)
  }
  await browser?.close()
})

async function signIn(page: Page) {
  await page.goto('/admin-dashboard')
  await signInOnScreen(page, baseURL)
  // Attached, not visible: on a phone the tabs give way to the bottom bar.
  await page
    .getByRole('tablist', { name: 'Rubriques du tableau de bord', includeHidden: true })
    .waitFor({ state: 'attached' })
}

const churchMonth = () =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: CHURCH_TIME_ZONE, month: 'long', year: 'numeric' }).format(new Date())

describe('administration: donations, figures and the journal', () => {
  it('changes the PayPal account, records a gift, corrects the figures, and finds it all in the journal', async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.desktop)
    await signIn(page)
    // Every journal line carries the signed-in account's name (the e2e administrator's).

    // 1. The PayPal account, then the public button links to it once the page has loaded.
    await page.getByRole('tab', { name: 'Dons' }).click()
    const email = page.getByLabel(/^Compte PayPal \(e-mail\)/)
    await email.fill('tresor-e2e@example.org')
    await page.getByLabel(/^Devise des dons PayPal/).selectOption('EUR')
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await page.getByText('Le bouton « Faire un don » du site mène désormais à ce compte.').waitFor()

    const visitor = await context.newPage()
    const visitorProblems: string[] = []
    visitor.on('console', (message) => void (message.type() === 'error' && visitorProblems.push(message.text())))
    visitor.on('pageerror', (error) => visitorProblems.push(error.message))
    await visitor.goto('/')
    const donate = visitor.getByRole('link', { name: 'Faire un don' })
    await visitor.waitForFunction(
      () =>
        [...document.querySelectorAll('a')].some(
          (a) => a.textContent === 'Faire un don' && a.href.includes('tresor-e2e'),
        ),
      undefined,
      { timeout: 10_000 },
    )
    const href = new URL((await donate.getAttribute('href')) ?? '')
    expect(href.hostname).toBe('www.paypal.com')
    expect(href.searchParams.get('business')).toBe('tresor-e2e@example.org')
    expect(href.searchParams.get('currency_code')).toBe('EUR')

    // 2. A gift received in cash, and the month's total in pesos.
    await page.getByRole('button', { name: 'Ajouter un don' }).click()
    const form = page.getByRole('dialog', { name: 'Ajouter un don' })
    await form.getByLabel(/^Montant/).fill('1 500,50')
    await form.getByLabel(/^Devise/).selectOption('DOP')
    await form.getByLabel(/^Moyen de paiement/).selectOption('especes')
    await form.getByLabel(/^Donateur/).fill('Famille E2E')
    await form.getByRole('button', { name: 'Ajouter le don' }).click()
    await form.waitFor({ state: 'hidden' })
    await page.getByRole('table', { name: 'Dons enregistrés' }).getByText('Famille E2E').waitFor()
    const month = page
      .getByRole('table', { name: 'Totaux mensuels par devise' })
      .getByRole('row', { name: new RegExp(churchMonth()) })
    await month.waitFor()
    expect((await month.innerText()).replace(/[\u00a0\u202f]/g, ' ')).toMatch(/1 500,50 DOP \(1 don\)/)

    // 3. The figures visitors see, corrected from the overview, then on the home page.
    await page.getByRole('tab', { name: "Vue d'ensemble" }).click()
    await page.getByRole('button', { name: 'Corriger les chiffres affichés sur le site' }).click()
    const figures = page.getByRole('dialog', { name: 'Corriger les chiffres affichés' })
    await figures.getByLabel(/^Membres au total/).fill('587')
    await figures.getByLabel(/^Nouveaux ce mois-ci/).fill('23')
    await figures.getByLabel(/^Membres actifs/).fill('541')
    await figures.getByRole('button', { name: 'Enregistrer' }).click()
    await figures.waitFor({ state: 'hidden' })
    await page.getByRole('region', { name: 'Chiffres affichés sur le site' }).getByText('587').waitFor()

    await visitor.goto('/')
    const join = visitor.locator('#join')
    // The parts below the fold come to life as the visitor scrolls to them.
    await join.scrollIntoViewIfNeeded()
    await join.getByText('587', { exact: true }).waitFor({ timeout: 10_000 })
    expect(await join.getByText('23', { exact: true }).count()).toBe(1)
    expect(await join.getByText('541', { exact: true }).count()).toBe(1)

    // 4. The journal: who did what, newest first.
    await page.getByRole('tab', { name: 'Journal' }).click()
    const journal = page.getByRole('table', { name: 'Journal des modifications' })
    await journal.waitFor()
    const lines = (await journal.getByRole('row').allInnerTexts())
      .slice(1, 4)
      .map((line) => line.replace(/[\u00a0\u202f]/g, ' '))
    expect(lines[0]).toMatch(
      /Administrateur[\s\S]*Chiffres affichés sur le site : 587 membres, 23 nouveaux ce mois-ci, 541 actifs/,
    )
    expect(lines[1]).toMatch(/Administrateur[\s\S]*Don de 1 500,50 DOP \(Espèces\) du .* enregistré/)
    expect(lines[2]).toMatch(/Administrateur[\s\S]*Lien de don PayPal : compte tresor-e2e@example\.org, devise EUR/)
    expect(lines[0]).toMatch(/^(\d{1,2}|1er) [a-zéû]+ \d{4} à \d{2}:\d{2}/)

    // The one 401 is the dashboard asking for a session before the sign-in.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    expect(visitorProblems).toEqual([])
    await context.close()
  })
})
