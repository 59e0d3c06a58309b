import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { besidesSessionCheck, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { signInOnScreen } from './support/staff.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Registers a member through the real public API, as the site's form does. */
async function registerOnPublicSite(lastName: string) {
  const res = await fetch(`${baseURL}/api/members/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Suivi',
      lastName,
      email: `${lastName.toLowerCase()}@example.org`,
      phone: '809-555-0177',
      dateOfBirth: '1979-08-30',
      address: 'Calle 9, Bella Vista',
      city: 'Santiago',
      testimony: 'Baptisé en 2001, « heureux » de rejoindre l’église, et prêt à servir.',
    }),
  })
  expect(res.status).toBe(201)
}

/** Sends a FEPROBA request through the real public API, as the programme's form does. */
async function requestFeproba(name: string) {
  const res = await fetch(`${baseURL}/feproba/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: 'feproba.e2e@example.org',
      phone: '+18095550101',
      age: 19,
      program: 'couture',
      level: '',
      message: 'Inscription pour janvier.',
      type: 'feproba_registration',
    }),
  })
  expect(res.status).toBe(201)
}

/** The church's date, `days` from today (the export's « Du » and « Au » are Santiago's days). */
const churchDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(Date.now() + days * 86_400_000)

describe('administration: follow up a registration', () => {
  // Signing in on screen may wait up to 30 s for an unused authenticator code.
  it('signs in, moves a new member to "contacté", then "accueilli" from « Détails » with a note, exports, signs out', {
    timeout: 90_000,
  }, async () => {
    await registerOnPublicSite('Suivie-E2E')
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.desktop)

    // Closed without a session: the sign-in, never data.
    await page.goto('/admin-dashboard')
    const password = page.getByLabel(/^Mot de passe\s*\*?$/)
    await password.waitFor()
    expect(await page.getByText('Suivie-E2E').count()).toBe(0)

    await signInOnScreen(page, baseURL)
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor()

    await page.getByRole('tab', { name: 'Membres' }).click()
    await page.waitForURL('**/admin-dashboard/membres')
    // The tab lists the people; the registrations awaiting follow-up are one tap away.
    await page
      .locator('label')
      .filter({ hasText: /^Inscriptions/ })
      .click()
    await page.waitForURL('**/admin-dashboard/membres?rubrique=inscriptions')
    await page.getByLabel('Rechercher').fill('Suivie-E2E')
    const row = page.getByRole('row', { name: /Suivie-E2E/ })
    await row.waitFor()
    expect(await row.innerText()).toMatch(/nouveau/i)

    await row.getByRole('button', { name: /Changer le statut de/ }).click()
    await page.getByRole('menuitem', { name: 'Contacté' }).click()
    await row.getByText('Contacté').waitFor()

    // The change is on the server, not only on screen (sent once « Annuler » has passed).
    const readMembers = () =>
      page.evaluate(async () => {
        const res = await fetch('/api/admin/members?q=Suivie-E2E')
        return (await res.json()) as { items: { status: string; statusChangedAt: string | null }[] }
      })
    await expect.poll(async () => (await readMembers()).items[0]?.status, { timeout: 15_000 }).toBe('contacte')
    const members = await readMembers()
    expect(members.items[0]?.statusChangedAt).not.toBeNull()

    // The next step from the details window, with a note: in its trail and in the list at once.
    await row.getByRole('button', { name: /^Détails de/ }).click()
    const dialog = page.getByRole('dialog', { name: /Suivie-E2E — inscription/ })
    await dialog.getByRole('combobox', { name: 'Nouveau statut' }).selectOption({ label: 'Accueilli' })
    await dialog.getByRole('textbox', { name: 'Note (facultative)' }).fill('Accueillie au culte de dimanche.')
    await dialog.getByRole('button', { name: 'Enregistrer le statut' }).click()
    await dialog.getByText(/^Accueilli par .+ — « Accueillie au culte de dimanche\. »$/).waitFor()
    await row.getByText('Accueilli').waitFor()
    expect(await dialog.getByRole('textbox', { name: 'Note (facultative)' }).inputValue()).toBe('')
    await expect.poll(async () => (await readMembers()).items[0]?.status, { timeout: 15_000 }).toBe('accueilli')
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // CSV export of the current filter: UTF-8 with BOM, French headers, the accents intact.
    // The search is debounced before it reaches the export link.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('a')].some((a) => a.textContent === 'CSV standard' && a.href.includes('q=')),
    )
    const href = await page.getByRole('link', { name: 'CSV standard' }).first().getAttribute('href')
    expect(href).toMatch(/\/api\/admin\/members\.csv\?.*q=Suivie-E2E/i)
    const csv = await page.evaluate(async (url) => {
      const res = await fetch(url)
      return { type: res.headers.get('content-type'), bytes: [...new Uint8Array(await res.arrayBuffer())] }
    }, href!)
    expect(csv.type).toMatch(/^text\/csv/)
    expect(csv.bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(new Uint8Array(csv.bytes).slice(3))
    expect(text.split('\r\n')[0]).toMatch(/^Prénom,Nom de famille,E-mail/)
    expect(text).toContain('"Baptisé en 2001, « heureux » de rejoindre l’église, et prêt à servir."')
    expect(text.trim().split('\r\n')).toHaveLength(2)

    // The FEPROBA / ISL requests of a range of days, as the spreadsheet for Excel.
    await requestFeproba('Demande-E2E')
    await page.getByRole('tab', { name: 'Messages' }).click()
    await page
      .locator('label')
      .filter({ hasText: /^Demandes FEPROBA/ })
      .click()
    await page.waitForURL('**/admin-dashboard/messages?rubrique=demandes')
    await page.getByRole('article', { name: 'Demande-E2E' }).waitFor()
    const exporting = page.getByRole('group', { name: 'Exporter la liste' })
    await exporting.getByLabel('Du').fill(churchDay(-1))
    await exporting.getByLabel('Au').fill(churchDay(0))
    const excel = exporting.getByRole('link', { name: 'Tableur (Excel)' })
    await expect.poll(() => excel.getAttribute('href')).toMatch(/from=.+&to=.+&separateur=point-virgule$/)
    const requests = await page.evaluate(
      async (url) => {
        const res = await fetch(url)
        return { status: res.status, text: await res.text() }
      },
      (await excel.getAttribute('href'))!,
    )
    expect(requests.status).toBe(200)
    expect(requests.text).toContain('Demande-E2E')
    // The phone reads as typed in Excel: no apostrophe, an invisible mark that keeps it text.
    expect(requests.text).toContain(';\u2060+18095550101;')
    expect(requests.text).not.toContain("'+18095550101")
    await exporting.getByLabel('Du').fill(churchDay(1))
    await exporting.getByLabel('Au').fill(churchDay(2))
    const later = await page.evaluate(
      async (url) => (await fetch(url)).text(),
      (await exporting.getByRole('link', { name: 'CSV standard' }).getAttribute('href'))!,
    )
    expect(later).not.toContain('Demande-E2E')

    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await page.getByRole('dialog', { name: 'Se déconnecter ?' }).getByRole('button', { name: 'Me déconnecter' }).click()
    await page.getByText('Vous êtes déconnecté(e).').waitFor()
    await password.waitFor()
    await page.reload()
    await page.getByLabel(/^Mot de passe\s*\*?$/).waitFor()
    expect(await page.getByRole('tab', { name: 'Membres' }).count()).toBe(0)
    const session = await page.evaluate(async () => (await fetch('/api/admin/session')).status)
    expect(session).toBe(401)
    await context.close()
  })

  it('opens each tab at its own address, and an old ?onglet= bookmark at the new one', {
    timeout: 90_000,
  }, async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.desktop)
    const unexpected = besidesSessionCheck(page, { signsIn: true })
    // The server answers a tab's address with the app, which asks to sign in first.
    const response = await page.goto('/admin-dashboard/messages?rubrique=alertes')
    expect(response?.status()).toBe(200)
    await signInOnScreen(page, baseURL)
    await page.getByText('Chaque inscription, message ou demande envoie une alerte', { exact: false }).waitFor()
    expect(await page.getByRole('radio', { name: 'Alertes e-mail' }).isChecked()).toBe(true)
    expect(await page.getByRole('tab', { name: 'Messages', selected: true }).getAttribute('aria-current')).toBe('page')

    await page.goto('/admin-dashboard?onglet=membres&statut=nouveau')
    await page.waitForURL('**/admin-dashboard/membres?statut=nouveau')
    await page.getByRole('tab', { name: 'Membres', selected: true }).waitFor()
    expect(await page.getByRole('combobox', { name: 'Statut' }).inputValue()).toBe('nouveau')
    // Back leads to where the browser was before the old address, not to the old address again.
    await page.goBack()
    await page.waitForURL('**/admin-dashboard/messages?rubrique=alertes')
    // The 401s are the session check and the password's ask for the code.
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
