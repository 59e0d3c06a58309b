import type { Locator, Page } from 'playwright-core'
import { adminCookie, tabPanelAdopted, waitForQuietNetwork } from './browser.ts'

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`POST ${url} → ${res.status}`)
}

/**
 * One of everything the dashboard lists (a registration, a message, a programme request, a
 * subscriber, a gift), so that each tab shows its rows and their buttons. Returns the session
 * cookie it signed in with.
 */
export async function fillDashboard(baseURL: string, adminPassword: string): Promise<string> {
  const cookie = await adminCookie(baseURL, adminPassword)
  await post(`${baseURL}/api/members/register`, {
    firstName: 'Esther',
    lastName: 'Accessible',
    email: 'esther.a11y@example.org',
    phone: '809-555-0170',
    dateOfBirth: '1988-03-04',
    address: 'Calle 7',
    city: 'Santiago',
  })
  await post(`${baseURL}/api/contact`, {
    name: 'Luc Clavier',
    email: 'luc.a11y@example.org',
    subject: 'Visite',
    message: 'Bonjour, le temple est-il accessible en fauteuil roulant ?',
  })
  await post(`${baseURL}/feproba/register`, {
    name: 'Ana Aiguille',
    email: 'ana.a11y@example.org',
    phone: '829-555-0171',
    program: 'couture',
    type: 'feproba_registration',
  })
  await post(`${baseURL}/api/newsletter/subscribe`, { email: 'lecteur.a11y@example.org' })
  await post(
    `${baseURL}/api/admin/gifts`,
    { date: '2026-01-04', amount: '1500', currency: 'DOP', method: 'especes', donor: 'Famille Braille' },
    { cookie, origin: baseURL },
  )
  return cookie
}

/** Puts the session `cookie` ("name=value") in the page's context: the dashboard opens signed in. */
export async function signInWith(page: Page, baseURL: string, cookie: string) {
  const [name = '', value = ''] = cookie.split('=')
  await page.context().addCookies([{ name, value, url: baseURL }])
}

/** Waits until the open tab has drawn its content (no loader, no placeholder left). */
export async function waitForTab(page: Page) {
  // Attached, not visible: on a phone the tabs give way to the bottom bar.
  await page
    .getByRole('tablist', { name: 'Rubriques du tableau de bord', includeHidden: true })
    .waitFor({ state: 'attached' })
  await waitForQuietNetwork(page)
  await page.waitForFunction(
    () => !document.querySelector('[role="tabpanel"] .mantine-Loader-root, [role="tabpanel"] [aria-busy="true"]'),
  )
  // Adopted by the app (a page drawn by the server), not only drawn.
  await tabPanelAdopted(page)
}

/**
 * The link to `pathname` someone opens it with: the tab's (on a phone, the bottom bar's, or in its
 * « Plus » list, which it opens), or « Mon compte » in the header (on a phone, in its « Menu »,
 * which it opens). Returns it, and what closes what was opened for it (the header's menu stays
 * open once the page changes; « Plus » closes by itself).
 */
async function linkTo(page: Page, pathname: string): Promise<{ link: Locator; close: () => Promise<void> }> {
  const tabs = page.getByRole('tablist', { name: 'Rubriques du tableau de bord', includeHidden: true })
  const bar = page.getByRole('navigation', { name: 'Navigation du tableau de bord' })
  const header = page.getByRole('banner')
  const nothing = async () => {}
  const candidates = [
    tabs.locator(`a[href="${pathname}"]`),
    // The bar's « Messages » opens a view of its tab: its address carries it (?rubrique=).
    bar.locator(`a[href="${pathname}"], a[href^="${pathname}?"]`),
    header.locator(`a[href="${pathname}"]`),
  ]
  for (const link of candidates) if (await link.first().isVisible()) return { link: link.first(), close: nothing }
  const more = page
    .getByRole('list', { name: 'Autres rubriques', includeHidden: true })
    .locator(`a[href="${pathname}"]`)
  if ((await more.count()) > 0) {
    await bar.getByRole('button', { name: 'Plus' }).click()
    return { link: more, close: nothing }
  }
  const menu = header.getByRole('button', { name: 'Menu' })
  await menu.click()
  return { link: header.locator(`a[href="${pathname}"]`), close: () => menu.click() }
}

/**
 * Opens `address` (a tab, or one of its views: `?rubrique=`) in the dashboard already open in
 * `page`, as someone going through the dashboard does, without loading the page again: a click on
 * the tab's link (linkTo), then on the view's choice in the tab. A tab's first view is where its
 * link lands: its `?rubrique=` is then not in the address, and draws the same. Then waits as
 * waitForTab does, from the moment the app shows the new address: its tab marked as the open one
 * (none for a page that is not a tab) and, for a view, its choice checked.
 */
export async function openInDashboard(page: Page, address: string) {
  const { pathname, searchParams } = new URL(address, page.url())
  const view = searchParams.get('rubrique')
  if (new URL(page.url()).pathname !== pathname) {
    const { link, close } = await linkTo(page, pathname)
    await link.click()
    await page.waitForURL((url) => url.pathname === pathname)
    await close()
  }
  if (view !== null) {
    const choice = page.getByRole('tabpanel').locator(`input[type="radio"][value="${view}"]`)
    // The choice's label is what is drawn and clicked (the radio itself is visually hidden).
    if (!(await choice.isChecked())) await page.locator(`label[for="${await choice.getAttribute('id')}"]`).click()
  }
  // The pointer leaves the page, as when a page loads: else it stays where the last click left it,
  // over whatever the new tab draws there, and shows that as hovered.
  await page.mouse.move(-1, -1)
  await page.waitForFunction(
    ([path, view]) => {
      const tabs = [...document.querySelectorAll('[aria-label="Rubriques du tableau de bord"] [role="tab"]')]
      const open = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.getAttribute('href') ?? null
      const expected = tabs.some((tab) => tab.getAttribute('href') === path) ? path : null
      if (open !== expected) return false
      return (
        view === null ||
        document.querySelector(`[role="tabpanel"] input[type="radio"][value="${view}"]:checked`) !== null
      )
    },
    [pathname, view] as const,
  )
  await waitForTab(page)
  // What the tab asked for once drawn (its pictures, a form's code) has come, as after a load.
  await waitForQuietNetwork(page)
}

/**
 * Opens the dashboard signed in, as the journeys do it today (the admin password through the API,
 * its session cookie put in the page). Returns the cookie, for the API calls the journey checks with.
 */
export async function signInToDashboard(page: Page, baseURL: string, adminPassword: string): Promise<string> {
  const cookie = await adminCookie(baseURL, adminPassword)
  await signInWith(page, baseURL, cookie)
  return cookie
}
