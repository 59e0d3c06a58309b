import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './support/browser.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('admin access', () => {
  it('refuses a wrong password for 3 seconds, then lets the right one in', async () => {
    const { page, context, problems } = await openPage(browser, baseURL)
    await page.goto('/')
    await page.getByRole('button', { name: 'Accès administrateur' }).click()
    const dialog = page.getByRole('dialog')
    const password = dialog.getByLabel(/^Mot de passe\s*\*?$/)
    await password.fill('pas-le-bon')
    await dialog.getByRole('button', { name: 'Se connecter' }).click()
    const error = dialog.getByText('Mot de passe incorrect')
    await error.waitFor()
    await error.waitFor({ state: 'hidden', timeout: 5_000 })

    await dialog.getByRole('button', { name: 'Afficher le mot de passe' }).click()
    expect(await password.getAttribute('type')).toBe('text')

    await password.fill(adminPassword)
    await dialog.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/admin-dashboard')
    // The wrong attempt is logged by the browser as a failed request (401); nothing else.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await context.close()
  })
})
