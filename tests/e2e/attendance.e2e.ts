// « Présences » on a steward's phone: a headcount typed without network goes once the network is
// back, stored once; sixty people ticked from a ministry's roster; the absent listed (seen five
// weeks ago, not since) beside one seen last week who is not; one put back into follow-up. The
// people and their past ticks are seeded through the API, as a church with months of roll calls.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { addDays } from '#common/attendance-rules.ts'
import { churchDate } from '#common/church-time.ts'
import type { AttendanceRecord } from '#common/schemas/attendance.ts'
import { adminCookie, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { signInWith } from './support/dashboard.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')

// This run's names and numbers, so that a second run on the same server finds only its own.
const run = Date.now().toString(36).slice(-6)
const today = churchDate(new Date())
const ago = (days: number) => addDays(today, -days)

let browser: Browser
let context: BrowserContext
let page: Page
let problems: string[]
let cookie: string

async function api<T>(method: string, path: string, json?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api/admin/${path}`, {
    method,
    headers: { cookie, origin: baseURL, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}
const person = (firstName: string, lastName: string) =>
  api<{ id: number }>('POST', 'people', { firstName, lastName }).then(({ id }) => id)
const tick = (date: string, personIds: number[]) => api('POST', 'attendance', { date, personIds })
const recordsOfToday = () =>
  api<{ items: AttendanceRecord[] }>('GET', `attendance?from=${today}&to=${today}`).then(({ items }) => items)

/** What the page reported besides the requests that failed because the test cut the network. */
const besidesNetworkCut = (found: string[]) =>
  found.filter(
    (problem) => !/^console: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(problem),
  )

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page, problems } = await openPage(browser, baseURL, VIEWPORTS.phone))
  cookie = await adminCookie(baseURL, adminPassword)
  await signInWith(page, baseURL, cookie)
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

describe('« Présences » on a phone', () => {
  it('keeps a headcount typed offline and sends it once when the network returns', { timeout: 60_000 }, async () => {
    await page.goto('/admin-dashboard/presences')
    const form = page.getByRole('form', { name: 'Comptage' })
    // The service chosen for today: the timetable has loaded.
    await form.getByLabel('Culte').locator('option').first().waitFor({ state: 'attached' })
    const adults = 200 + Math.floor(Math.random() * 700)
    await form.getByLabel('Adultes').fill(String(adults))
    await form.getByLabel('Enfants').fill('31')
    await form.getByLabel('Première visite').fill('4')

    await context.setOffline(true)
    await form.getByRole('button', { name: 'Enregistrer le comptage' }).click()
    await form.getByText(/Hors connexion : le comptage est gardé sur ce téléphone/).waitFor()
    expect(await form.getByRole('alert').count()).toBe(0)
    await expect(form.getByLabel('Adultes').inputValue()).resolves.toBe('')

    await context.setOffline(false)
    await form.getByText(`Comptage gardé envoyé : ${adults + 31} personnes.`).waitFor({ timeout: 20_000 })
    const stored = (await recordsOfToday()).filter((record) => record.headcount?.adults === adults)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.headcount).toEqual({ adults, children: 31, firstTime: 4 })
    expect(stored[0]?.serviceId).toEqual(expect.any(Number))
    expect(besidesNetworkCut(problems)).toEqual([])
  })

  it('ticks sixty people of a ministry’s roster, one tap each', { timeout: 120_000 }, async () => {
    const ministry = await api<{ id: number }>('POST', 'ministries', { name: `Chorale ${run}` })
    const ids = await Promise.all(
      Array.from({ length: 60 }, async (_, n) => {
        const id = await person(`Choriste${String(n + 1).padStart(2, '0')}`, `Appel-${run}`)
        await api('POST', `ministries/${ministry.id}/members`, { personId: id })
        return id
      }),
    )
    await page.reload()
    const rollCall = page.getByRole('region', { name: 'Appel' })
    await rollCall.getByLabel('Ministère').selectOption({ label: `Chorale ${run}` })
    const boxes = rollCall.getByRole('group', { name: 'Personnes à cocher' }).getByRole('checkbox')
    await expect.poll(() => boxes.count(), { timeout: 10_000 }).toBe(60)
    for (let n = 0; n < 60; n += 1) await boxes.nth(n).click()
    await rollCall.getByRole('button', { name: 'Enregistrer l’appel (60)' }).click()
    await rollCall.getByText('Appel enregistré : 60 personnes présentes.').waitFor()

    const record = (await recordsOfToday()).find((r) => r.ministryId === ministry.id)
    expect(record?.personIds).toEqual([...ids].sort((a, b) => a - b))
  })

  it('lists who was here five weeks ago and not since, not who came last week, and puts her back into follow-up', {
    timeout: 60_000,
  }, async () => {
    const missed = await person('Manquée', `Absente-${run}`)
    const back = await person('Revenue', `Présente-${run}`)
    await tick(ago(42), [missed, back])
    await tick(ago(35), [missed, back])
    await tick(ago(7), [back])

    await page.reload()
    const absent = page.getByRole('region', { name: /^Absents depuis 3 semaines/ })
    const button = absent.getByRole('button', { name: `Remettre en suivi Manquée Absente-${run}` })
    await button.waitFor()
    expect(await absent.getByText(`Revenue Présente-${run}`).count()).toBe(0)
    await expect(absent.getByText(`Vu pour la dernière fois le`).count()).resolves.toBeGreaterThan(0)

    await button.click()
    await button.waitFor({ state: 'detached' })
    const followed = await api<{ followUpStep: string }>('GET', `people/${missed}`)
    expect(followed.followUpStep).toBe('a_contacter')
    expect(besidesNetworkCut(problems)).toEqual([])
  })
})
