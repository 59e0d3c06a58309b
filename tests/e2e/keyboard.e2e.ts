// Journeys done with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows): the skip
// link, the phone menu, a public form sent, the dashboard's sign-in (e-mail, password, then the
// authenticator's code), tabs and a dialog that keeps the focus inside it and gives it back when
// closed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { messages } from '#common/seed/church.ts'
import { adminList, launchBrowser, openPage, VIEWPORTS, waitForPart } from './support/browser.ts'
import { fillDashboard, signInWith, waitForTab } from './support/dashboard.ts'
import { focused, tabTo } from './support/keyboard.ts'
import { adminTotpCode, E2E_ADMIN_EMAIL } from './support/staff.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser
let cookie: string

beforeAll(async () => {
  browser = await launchBrowser()
  cookie = await fillDashboard(baseURL, adminPassword)
})
afterAll(async () => {
  await browser?.close()
})

describe('the public pages by keyboard', () => {
  it('skips to the main content from the first Tab', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Aller au contenu principal' })
    // Shown once focused: inside the window.
    const box = await page.locator(':focus').boundingBox()
    expect(box?.y).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    expect((await focused(page)).id).toBe('contenu')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.getElementById('contenu')?.contains(document.activeElement))).toBe(true)
    await context.close()
  })

  it('opens the phone menu, closes it with Escape, and follows one of its links', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Menu' })
    await tabTo(page, /^Menu$/, { limit: 10 })
    await page.keyboard.press('Enter')
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    // The next Tab enters the menu.
    expect(await tabTo(page, /^Accueil$/, { limit: 1 })).toMatchObject({ tag: 'a' })
    await page.keyboard.press('Escape')
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect((await focused(page)).name).toBe('Menu')

    await page.keyboard.press('Space')
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    await tabTo(page, /^Contact$/, { limit: 12 })
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => location.hash === '#contact')
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    // The focus went to the section (the menu's link is hidden now): Tab goes on from there.
    expect(await page.evaluate(() => document.getElementById('contact')?.contains(document.activeElement))).toBe(true)
    await context.close()
  })

  it('sends the contact form from the menu to its button', async () => {
    // The menu is inline from 1536 px (site-header.module.css).
    const { page, context } = await openPage(browser, baseURL, { width: 1600, height: 900 })
    await page.goto('/')
    await tabTo(page, /^Contact$/)
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => location.hash === '#contact')
    await waitForPart(page, '#contact')
    await page.locator('#contact form').waitFor()

    // From the section just reached, Tab goes on through it to the form.
    await tabTo(page, /^Nom/, { limit: 20 })
    await page.keyboard.type('Clara Clavier')
    await tabTo(page, /^E-mail/, { limit: 1 })
    await page.keyboard.type('clara.clavier@example.org')
    await tabTo(page, /^Sujet/, { limit: 2 })
    // A closed select takes the first letters of its choice, like a visitor typing.
    await page.keyboard.type('Vis')
    await tabTo(page, /^Message/, { limit: 1 })
    await page.keyboard.type('Bonjour, je viendrai dimanche.')
    await tabTo(page, /^Envoyer le message$/, { limit: 1 })
    await page.keyboard.press('Enter')
    await page.getByText(messages.contactSuccess).waitFor()

    const list = await adminList<Record<string, string>>(baseURL, cookie, 'messages')
    expect(list.items.find((item) => item.email === 'clara.clavier@example.org')).toMatchObject({
      name: 'Clara Clavier',
      subject: 'Visite',
      message: 'Bonjour, je viendrai dimanche.',
    })
    await context.close()
  })
})

describe('the dashboard by keyboard', () => {
  it('signs in with the e-mail, the password, the code and Enter', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.desktop)
    await page.goto('/admin-dashboard')
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor()
    await tabTo(page, /^Adresse e-mail/, { limit: 10 })
    await page.keyboard.type(E2E_ADMIN_EMAIL)
    await tabTo(page, /^Mot de passe/, { limit: 1 })
    await page.keyboard.type(adminPassword)
    await page.keyboard.press('Enter')
    // The second step takes the focus itself: the code is typed straight away.
    await page.getByLabel(/^Code de vérification/).waitFor()
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Code de vérification/)
    await page.keyboard.type(await adminTotpCode(baseURL))
    await page.keyboard.press('Enter')
    // Attached, not visible: on a phone the tabs give way to the bottom bar.
    await page
      .getByRole('tablist', { name: 'Rubriques du tableau de bord', includeHidden: true })
      .waitFor({ state: 'attached' })
    await context.close()
  })

  it('moves between tabs with the arrows, opens a dialog that keeps the focus, and closes it', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.desktop)
    await signInWith(page, baseURL, cookie)
    await page.goto('/admin-dashboard')
    await waitForTab(page)
    await tabTo(page, /^Vue d'ensemble$/)
    // The tabs are a sidebar on a wide screen: Down goes to the next one, Enter opens it.
    await page.keyboard.press('ArrowDown')
    expect((await focused(page)).name).toBe('Membres')
    await page.keyboard.press('ArrowDown')
    expect((await focused(page)).name).toBe('Présences')
    await page.keyboard.press('ArrowDown')
    expect((await focused(page)).name).toBe('Événements')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin-dashboard/evenements')
    await waitForTab(page)

    await tabTo(page, /^Ajouter un événement$/)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Ajouter un événement' })
    await dialog.waitFor()
    expect((await focused(page)).inDialog).toBe(true)
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 25; presses++) {
        await page.keyboard.press(key)
        const now = await focused(page)
        expect(now.inDialog, `${key} ×${presses + 1}: ${now.tag} « ${now.name} »`).toBe(true)
      }
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // The modal hands the focus back once its closing transition ends, a beat after it leaves the DOM.
    await expect.poll(async () => (await focused(page)).name, { timeout: 3000 }).toBe('Ajouter un événement')
    await context.close()
  })
})
