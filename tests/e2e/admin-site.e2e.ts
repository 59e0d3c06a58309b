// The church fills in its own site from the dashboard's « Site » tab: the phone number (typed once,
// in the spelling people use, then shown, dialled and opened in WhatsApp as that one number), a
// ministry director's name and contacts, a leader's portrait and a conviction's title, each saved through its form, then read on the public
// pages, both in the HTML the server draws (without JavaScript) and in the hydrated page. A server
// of its own, so that the other journeys keep the built-in content.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { VIEWPORTS, besidesSessionCheck, launchBrowser, openPage } from './support/browser.ts'
import { signInOnScreen } from './support/staff.ts'
import { startServer } from './support/server.ts'

let browser: Browser
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const NEW_PHONE = { typed: '(829) 555 0177', display: '+1 (829) 555-0177', tel: '+18295550177' }
const OLD_PHONE = '+18095550142'
const NEW_DIRECTOR = 'Paul Nouveau du Site'
const NEW_CONVICTION = 'Les Écritures saintes, notre règle'
const DIRECTOR_PHONE = '809.241.7788'
const DIRECTOR_EMAIL = 'jeunes@ebf-santiago.org'
const seed = siteContentSeed()

async function signIn(page: Page) {
  await page.goto('/admin-dashboard/site')
  await signInOnScreen(page, server.baseURL)
  // Attached, not visible: on a phone the tabs give way to the bottom bar.
  await page
    .getByRole('tablist', { name: 'Rubriques du tableau de bord', includeHidden: true })
    .waitFor({ state: 'attached' })
}

/** Saves the open form and waits for the server's answer. */
async function save(page: Page, formName: string) {
  const form = page.getByRole('form', { name: formName })
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/site') && r.request().method() === 'PATCH')
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  expect((await answer).status()).toBe(200)
  // Each save adds its own notification: the last one is this save's.
  await page.getByText('Enregistré : le site montre déjà ces changements.').last().waitFor()
}

const html = async (path: string) => (await fetch(new URL(path, server.baseURL))).text()

describe('the church edits its site from the dashboard', () => {
  it('changes the phone, a director and its contacts, a portrait and a conviction; the drawn and the hydrated pages show them', async () => {
    const { page, context, problems } = await openPage(browser, server.baseURL, VIEWPORTS.desktop)
    const unexpected = besidesSessionCheck(page, { signsIn: true })
    await signIn(page)
    // The sign-in page asks whether a session is open, and the password's answer asks for the code:
    // those 401s are expected.
    expect(unexpected(problems)).toEqual([])
    problems.length = 0

    // Identity and contacts: the church's phone.
    let form = page.getByRole('form', { name: 'Identité et contacts' })
    const phone = form.getByLabel(/^Téléphone de l’église/)
    expect(await phone.inputValue()).toBe('+1 (809) 555-0142')
    await phone.fill(NEW_PHONE.typed)
    await save(page, 'Identité et contacts')
    // Shown back as the site shows it.
    await expect.poll(() => phone.inputValue()).toBe(NEW_PHONE.display)

    // A ministry director's name.
    await page
      .getByRole('navigation', { name: 'Parties du site' })
      .getByRole('link', { name: 'Directeurs de ministères' })
      .click()
    form = page.getByRole('form', { name: 'Directeurs de ministères' })
    await form.getByLabel(/^Nom/).first().fill(NEW_DIRECTOR)
    await form
      .getByLabel(/^Téléphone/)
      .first()
      .fill(DIRECTOR_PHONE)
    await form
      .getByLabel(/^E-mail/)
      .first()
      .fill(DIRECTOR_EMAIL)
    await save(page, 'Directeurs de ministères')

    // A leader's portrait: sent as soon as it is chosen.
    await page
      .getByRole('navigation', { name: 'Parties du site' })
      .getByRole('link', { name: 'Équipe pastorale' })
      .click()
    form = page.getByRole('form', { name: 'Équipe pastorale' })
    const leader = seed.leaders[1]?.name ?? ''
    const portrait = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#1e3a8a' } })
      .jpeg()
      .toBuffer()
    const uploaded = page.waitForResponse((r) => r.url().includes('/photo') && r.request().method() === 'POST')
    await form
      .getByLabel(`Choisir une photo de ${leader}`)
      .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: portrait })
    expect((await uploaded).status()).toBe(200)
    await form.getByRole('img', { name: `Portrait de ${leader}` }).waitFor()

    // The confession's first conviction.
    await page
      .getByRole('navigation', { name: 'Parties du site' })
      .getByRole('link', { name: 'Confession de foi' })
      .click()
    form = page.getByRole('form', { name: 'Confession de foi' })
    await form
      .getByLabel(/^Titre de la conviction/)
      .first()
      .fill(NEW_CONVICTION)
    await save(page, 'Confession de foi')

    // Without JavaScript: the HTML the server draws, as a search engine reads it.
    const home = await html('/')
    expect(home).toContain(`href="tel:${NEW_PHONE.tel}"`)
    expect(home).toContain(`href="https://wa.me/${NEW_PHONE.tel.slice(1)}"`)
    expect(home).toContain(`"telephone":"${NEW_PHONE.tel}"`)
    expect(home).not.toContain(`wa.me/${OLD_PHONE.slice(1)}`)
    // The old number stays only on the pastor's own card: a leader's phone is a number of its own.
    expect(home.split(`href="tel:${OLD_PHONE}"`)).toHaveLength(2)
    expect(home).toContain(NEW_DIRECTOR)
    expect(home).not.toContain(seed.directors[0]?.name)
    expect(home).toContain('href="tel:+18092417788"')
    expect(home).toContain(`href="mailto:${DIRECTOR_EMAIL}"`)
    expect(home).toContain('À venir')
    const img = home.match(/<img[^>]*alt="Portrait de ([^"]+)"[^>]*>/)
    expect(img?.[1]).toBe(seed.leaders[1]?.name)
    expect(img?.[0]).toMatch(/width="72"/)
    expect(home).toMatch(
      /srcSet="\/media\/people\/[0-9a-f]{18}-160\.avif 160w, \/media\/people\/[0-9a-f]{18}-320\.avif 320w"/i,
    )
    expect(await html('/confession-de-foi')).toContain(NEW_CONVICTION)

    // In the browser: the same pages, adopted by the app.
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.locator('footer').getByText(NEW_PHONE.display).waitFor()
    const contact = page.locator('#contact')
    await contact.scrollIntoViewIfNeeded()
    expect(await contact.getByRole('link', { name: NEW_PHONE.display }).getAttribute('href')).toBe(
      `tel:${NEW_PHONE.tel}`,
    )
    expect(await contact.getByRole('link', { name: 'Écrire sur WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/${NEW_PHONE.tel.slice(1)}`,
    )
    expect(await page.getByRole('link', { name: `Appeler le ${NEW_PHONE.display}` }).getAttribute('href')).toBe(
      `tel:${NEW_PHONE.tel}`,
    )
    expect(await page.locator('footer').getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/${NEW_PHONE.tel.slice(1)}`,
    )
    await page.locator('#leadership').scrollIntoViewIfNeeded()
    await page.locator('#leadership').getByText(NEW_DIRECTOR).waitFor()
    await page.locator('#leadership').getByRole('link', { name: DIRECTOR_EMAIL }).waitFor()
    const shown = page.locator('#leadership').getByRole('img', { name: `Portrait de ${seed.leaders[1]?.name}` })
    await shown.scrollIntoViewIfNeeded()
    await expect
      .poll(() => shown.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0)
    await page.goto('/confession-de-foi', { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: NEW_CONVICTION }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})
