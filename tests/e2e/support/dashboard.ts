import type { Page } from 'playwright-core'
import { adminCookie, waitForQuietNetwork } from './browser.ts'

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
