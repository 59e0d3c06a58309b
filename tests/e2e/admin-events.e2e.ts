import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, VIEWPORTS, waitForPart } from './support/browser.ts'
import { signInOnScreen } from './support/staff.ts'

const baseURL = inject('baseURL')
const dataDir = inject('dataDir')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A date `days` days from now, YYYY-MM-DD (far enough ahead to be upcoming in Santiago too). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function signIn(page: Page) {
  await page.goto('/admin-dashboard')
  await signInOnScreen(page, baseURL)
  // The sign-in screen has the same heading: wait for the dashboard's own tabs (on a phone they
  // stay in the page for screen readers, the bottom bar showing the areas instead).
  await page
    .getByRole('tablist', { name: 'Rubriques du tableau de bord', includeHidden: true })
    .waitFor({ state: 'attached' })
}

const calendar = async () => (await fetch(`${baseURL}/api/events.ics`)).text()

/**
 * The home page, scrolled past its services and events as a visitor would: the server draws it
 * from the database at each change, so it holds the current lists.
 */
async function home(page: Page) {
  await page.goto('/')
  const services = page.locator('#services')
  const events = page.locator('#events')
  await services.scrollIntoViewIfNeeded()
  await events.scrollIntoViewIfNeeded()
  return { events, services }
}

describe('administration: events and services', () => {
  it('adds an event, sees it on the home page and in the calendar, edits it, deletes it', async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.desktop)
    await signIn(page)
    await page.getByRole('tab', { name: 'Événements' }).click()

    // Add, through the form.
    await page.getByRole('button', { name: 'Ajouter un événement' }).click()
    let form = page.getByRole('dialog', { name: 'Ajouter un événement' })
    // A wrong time still focused when "Ajouter" is clicked: the click must go through, and every
    // field's error show (an error appearing on blur once moved the button away from the pointer).
    await form.getByLabel(/^Heure/).fill('20:00 - 18:00')
    await form.getByRole('button', { name: 'Ajouter l’événement' }).click()
    await form.getByText('Date obligatoire.').waitFor()
    expect(await form.getByText('L’heure de fin doit venir après l’heure de début.').count()).toBe(1)
    await form.getByLabel(/^Titre/).fill('Concert de Noël E2E')
    await form.getByLabel(/^Date/).fill(inDays(40))
    await form.getByLabel(/^Heure/).fill('18h - 20h30')
    await form.getByLabel(/^Lieu/).fill('Temple principal, Santiago')
    await form.getByLabel(/^Catégorie/).selectOption('autre')
    await form.getByLabel(/^Autre catégorie/).fill('Musique')
    await form.getByLabel(/^Description/).fill('Chants de Noël avec la chorale des jeunes.')
    await form.getByRole('button', { name: 'Ajouter l’événement' }).click()
    await form.waitFor({ state: 'hidden' })
    await page.getByRole('heading', { level: 3, name: 'Concert de Noël E2E' }).waitFor()

    let { events } = await home(page)
    const card = events
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Concert de Noël E2E' }) })
    await card.waitFor()
    // Off-screen sections are not rendered (content-visibility), so innerText is empty until seen.
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => card.innerText()).toContain('18:00 - 20:30')
    // A category of the church's own: shown, on the neutral style.
    expect(await card.getByText('Musique', { exact: true }).getAttribute('data-tone')).toBe('neutral')
    expect(await calendar()).toContain('SUMMARY:Concert de Noël E2E')

    // Edit.
    await page.goto('/admin-dashboard/evenements')
    await page.getByRole('button', { name: 'Modifier « Concert de Noël E2E »' }).click()
    form = page.getByRole('dialog', { name: 'Modifier « Concert de Noël E2E »' })
    await form.getByLabel(/^Titre/).fill('Veillée de Noël E2E')
    await form.getByLabel(/^Catégorie/).selectOption('Communautaire')
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await form.waitFor({ state: 'hidden' })
    await page.getByRole('heading', { level: 3, name: 'Veillée de Noël E2E' }).waitFor()

    ;({ events } = await home(page))
    await events.getByRole('heading', { name: 'Veillée de Noël E2E' }).waitFor()
    expect(await events.getByRole('heading', { name: 'Concert de Noël E2E' }).count()).toBe(0)
    const edited = await calendar()
    expect(edited).toContain('SUMMARY:Veillée de Noël E2E')
    expect(edited).not.toContain('Concert de Noël E2E')

    // Delete, after the confirmation.
    await page.goto('/admin-dashboard/evenements')
    await page.getByRole('button', { name: 'Supprimer « Veillée de Noël E2E »' }).click()
    const confirm = page.getByRole('dialog', { name: 'Supprimer cet événement ?' })
    await confirm.getByRole('button', { name: 'Supprimer' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await page.getByText('Événement « Veillée de Noël E2E » supprimé.').waitFor()
    expect(await page.getByRole('heading', { level: 3, name: 'Veillée de Noël E2E' }).count()).toBe(0)

    ;({ events } = await home(page))
    await waitForPart(page, '#events')
    await events
      .getByRole('button', { name: /Plus d'informations/ })
      .first()
      .waitFor()
    expect(await events.getByText('Veillée de Noël E2E').count()).toBe(0)
    expect(await calendar()).not.toContain('Veillée de Noël E2E')

    // Every change is in the audit log, in the order made.
    const db = new Database(join(dataDir, 'church.db'), { readonly: true })
    const summaries = db
      .prepare("SELECT summary FROM audit_log WHERE entity = 'event' AND summary LIKE '%Noël E2E%' ORDER BY id")
      .pluck()
      .all() as string[]
    db.close()
    expect(summaries.map((s) => s.replace(/ \(.*$| du .*$| : .*$/, ''))).toEqual([
      'Événement « Concert de Noël E2E » ajouté',
      'Événement « Veillée de Noël E2E »',
      'Événement « Veillée de Noël E2E »',
    ])
    expect(summaries[1]).toContain('modifié : titre, catégorie')
    expect(summaries[2]).toMatch(/ supprimé$/)
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await context.close()
  })

  it('edits a weekly service and sees it on the home page', async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await signIn(page)
    const services = await page.evaluate(
      async () =>
        (await fetch('/api/admin/services').then((res) => res.json())) as {
          id: number
          name: string
          day: string
          time: string
          description: string
          color: string
          icon: string
        }[],
    )
    const original = services.at(-1)!
    await page.goto('/admin-dashboard/cultes')
    await page.getByRole('button', { name: `Modifier « ${original.name} »` }).click()
    const form = page.getByRole('dialog', { name: `Modifier « ${original.name} »` })
    await form.getByLabel(/^Nom/).fill('Étude biblique E2E')
    await form.getByLabel(/^Jour/).selectOption('Jeudi')
    await form.getByLabel(/^Horaire/).fill('19:30 - 21:30')
    await form.getByRole('radio', { name: 'Rouge' }).check()
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await form.waitFor({ state: 'hidden' })
    await page.getByRole('heading', { level: 3, name: 'Étude biblique E2E' }).waitFor()

    const { services: section } = await home(page)
    const card = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Étude biblique E2E' }) })
    await card.waitFor()
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => card.innerText()).toContain('19:30 - 21:30')
    const text = await card.innerText()
    expect(text).toContain('19:30 - 21:30')
    expect(text.toLowerCase()).toContain('jeudi')
    // Rouge: linear-gradient(135deg, #7f1d1d, #ef4444), as the browser computes it.
    const banner = card.locator('div').first()
    expect(await banner.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('rgb(239, 68, 68)')
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])

    // Put it back as it was, for the other journeys sharing this server.
    const restored = await page.evaluate(async ({ id, ...input }) => {
      const res = await fetch(`/api/admin/services/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
      return res.status
    }, original)
    expect(restored).toBe(200)
    await context.close()
  })
})
