import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { E2E_ADMIN_EMAIL, signInOnScreen } from './support/staff.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('admin access', () => {
  it('refuses a wrong password for 3 seconds, then lets the right one and the code in', async () => {
    const { page, context, problems } = await openPage(browser, baseURL)
    await page.goto('/')
    await page.getByRole('button', { name: 'Accès administrateur' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/^Adresse e-mail/).fill(E2E_ADMIN_EMAIL)
    const password = dialog.getByLabel(/^Mot de passe\s*\*?$/)
    await password.fill('pas-le-bon')
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click()
    // The same words whether the e-mail or the password is wrong: nothing tells which accounts exist.
    const error = dialog.getByText(ACCOUNT_MESSAGES.wrongCredentials)
    await error.waitFor()
    await error.waitFor({ state: 'hidden', timeout: 5_000 })

    await dialog.getByRole('button', { name: 'Afficher le mot de passe' }).click()
    expect(await password.getAttribute('type')).toBe('text')

    await signInOnScreen(page, baseURL)
    await page.waitForURL('**/admin-dashboard')
    // The wrong attempt and the password without its code are logged by the browser as failed
    // requests (401); nothing else.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await context.close()
  })
})
