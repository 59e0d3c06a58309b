import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import Database from 'better-sqlite3'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './support/browser.ts'
import { fallbackServices } from '#common/seed/services-and-events.ts'

const baseURL = inject('baseURL')
const dataDir = inject('dataDir')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('services and events', () => {
  it('shows the services and events the server holds', async () => {
    // Rename one service and one event in the database, from another connection (a script): the
    // page the server draws next must show them.
    const db = new Database(join(dataDir, 'church.db'))
    db.prepare('UPDATE services SET name = ? WHERE id = (SELECT min(id) FROM services)').run('Culte de test e2e')
    db.prepare('UPDATE events SET title = ? WHERE id = (SELECT min(id) FROM events)').run('Événement de test e2e')
    db.close()
    const { page, context, problems } = await openPage(browser, baseURL)
    await page.goto('/')
    await page.locator('#services').scrollIntoViewIfNeeded()
    await page.locator('#services').getByText('Culte de test e2e').waitFor()
    await page.locator('#events').scrollIntoViewIfNeeded()
    await page.locator('#events').getByText('Événement de test e2e').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('falls back to the built-in lists when the API fails', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.route('**/api/services', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.route('**/api/events', (route) => route.fulfill({ status: 503, body: '{}' }))
    // A page drawn by the server holds its lists: the browser reads them itself when it draws
    // the home page after another page (the confession of faith holds neither).
    await page.goto('/confession-de-foi')
    await page.getByRole('link', { name: "Retour à l'accueil" }).click()
    await page.locator('#services').scrollIntoViewIfNeeded()
    for (const service of fallbackServices) {
      await page.locator('#services').getByText(service.name, { exact: true }).waitFor()
    }
    expect(await page.locator('#services').getByText('Culte de test e2e').count()).toBe(0)
    await page.locator('#events').scrollIntoViewIfNeeded()
    await page.locator('#events').getByText('Journée communautaire').waitFor()
    await context.close()
  })

  it('writes event dates in French long format', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.goto('/')
    await page
      .locator('#events')
      .getByRole('button', { name: /Plus d'informations/ })
      .first()
      .waitFor()
    // Off-screen sections are not rendered (content-visibility), so innerText is empty until seen.
    await page.locator('#events').scrollIntoViewIfNeeded()
    await expect
      .poll(() => page.locator('#events').innerText())
      .toMatch(
        /\b(\d{1,2}|1er)\s(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\s\d{4}\b/,
      )
    await context.close()
  })
})
