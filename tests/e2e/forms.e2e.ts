import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Locator } from 'playwright-core'
import { adminCookie, adminList, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { messages } from '#common/seed/church.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser
let cookie: string

beforeAll(async () => {
  browser = await launchBrowser()
  cookie = await adminCookie(baseURL, adminPassword)
})
afterAll(async () => {
  await browser?.close()
})

const submit = (scope: Locator) => scope.locator('button[type="submit"]')

describe('the five forms, end to end to the database', () => {
  it('registers a member (phone), shows the welcome, clears the form and raises the totals', async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/#membership')
    const form = page.locator('#membership form')
    const before = (await adminList(baseURL, cookie, 'members')).total
    await form.getByLabel('Prénom').fill('Marie')
    await form.getByLabel('Nom de famille').fill('Joseph-E2E')
    await form.getByLabel(/^E-mail/).fill('marie.e2e@example.org')
    await form.getByLabel(/^Téléphone\s*\*?$/).fill('809-555-0199')
    await form.getByLabel('Date de naissance').fill('1990-05-12')
    await form.getByLabel('Adresse complète').fill('Calle 5, Los Jardines')
    await form.getByLabel('Ville').fill('Santiago')
    await form.getByLabel('Témoignage').fill("J'ai rencontré le Seigneur en 2020.")
    await submit(form).click()
    await page.getByText(messages.membershipSuccessTitle).waitFor()
    await page.getByText(messages.membershipSuccess).waitFor()
    expect(await form.getByLabel('Prénom').inputValue()).toBe('')

    const members = await adminList<Record<string, string>>(baseURL, cookie, 'members')
    expect(members.total).toBe(before + 1)
    expect(members.items[0]).toMatchObject({
      firstName: 'Marie',
      lastName: 'Joseph-E2E',
      email: 'marie.e2e@example.org',
      phone: '809-555-0199',
      dateOfBirth: '1990-05-12',
      city: 'Santiago',
      testimony: "J'ai rencontré le Seigneur en 2020.",
      status: 'nouveau',
    })
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps the fields and shows the error text when registration fails', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.route('**/api/members/register', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto('/#membership')
    const form = page.locator('#membership form')
    await form.getByLabel('Prénom').fill('Paul')
    await form.getByLabel('Nom de famille').fill('Erreur')
    await form.getByLabel(/^E-mail/).fill('paul@example.org')
    await form.getByLabel(/^Téléphone\s*\*?$/).fill('809-555-0198')
    await form.getByLabel('Date de naissance').fill('1985-01-20')
    await form.getByLabel('Adresse complète').fill('Calle 1')
    await form.getByLabel('Ville').fill('Santiago')
    await submit(form).click()
    await page.getByText(messages.membershipError).waitFor()
    expect(await form.getByLabel('Prénom').inputValue()).toBe('Paul')
    await context.close()
  })

  it('subscribes to the newsletter once, whatever the case', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.goto('/')
    // The form loads as the visitor scrolls towards it (LoadWhenNeeded).
    await page.locator('#newsletter').scrollIntoViewIfNeeded()
    const form = page.locator('form', { has: page.getByRole('button', { name: "S'abonner" }) })
    for (const address of ['Lecteur.E2E@example.org', 'lecteur.e2e@example.org']) {
      await form.getByLabel(/E-mail/).fill(address)
      await form.getByRole('button', { name: "S'abonner" }).click()
      await page.getByText(messages.newsletterSuccess).waitFor()
    }
    const list = await adminList<{ email: string }>(baseURL, cookie, 'newsletter')
    expect(list.items.filter((s) => s.email.toLowerCase() === 'lecteur.e2e@example.org')).toHaveLength(1)
    await context.close()
  })

  it('sends a contact message', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.goto('/#contact')
    const form = page.locator('#contact form')
    await form.getByLabel('Nom').fill('Jean Visiteur')
    await form.getByLabel(/^E-mail/).fill('jean.visiteur@example.org')
    await form.getByLabel('Sujet').selectOption('Visite')
    await form.getByLabel('Message').fill('Bonjour, à quelle heure est le culte ?\nMerci.')
    await submit(form).click()
    await page.getByText(messages.contactSuccess).waitFor()
    expect(await form.getByLabel('Message').inputValue()).toBe('')
    const list = await adminList<Record<string, string>>(baseURL, cookie, 'messages')
    expect(list.items[0]).toMatchObject({
      name: 'Jean Visiteur',
      subject: 'Visite',
      message: 'Bonjour, à quelle heure est le culte ?\nMerci.',
    })
    await context.close()
  })

  it('preselects the subject from "Devenir Partenaire"', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.goto('/')
    await page.getByRole('link', { name: 'Devenir Partenaire' }).click()
    await page.waitForFunction(() => location.hash === '#contact')
    // The form is in the page from the start; the subject is chosen as the app adopts it.
    await page.locator('#contact form[data-ready]').waitFor()
    expect(await page.locator('#contact form').getByLabel('Sujet').inputValue()).toBe('Autre')
    await context.close()
  })

  it('sends a FEPROBA request from its modal, which stays open', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/feproba-programmes')
    await page.getByRole('button', { name: /S'inscrire — Couture/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.getByLabel('Programme').inputValue()).toBe('couture')
    await dialog.getByLabel('Nom complet').fill('Rosa Couturière')
    await dialog.getByLabel(/^E-mail/).fill('rosa@example.org')
    await dialog.getByLabel('Téléphone').fill('+1 829 555 0111')
    await dialog.getByLabel('Âge').fill('24')
    await submit(dialog).click()
    await dialog.getByText(messages.feprobaSuccess).waitFor()
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Fermer' }).first().click()
    await dialog.waitFor({ state: 'detached' })
    const list = await adminList<Record<string, unknown>>(baseURL, cookie, 'requests')
    expect(list.items[0]).toMatchObject({
      type: 'feproba_registration',
      name: 'Rosa Couturière',
      program: 'couture',
      age: 24,
    })
    await context.close()
  })

  it('submits an ISL application', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.goto('/isl-programmes')
    await page.getByRole('button', { name: /Postuler — Diplôme/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Nom complet').fill('Samuel Étudiant')
    await dialog.getByLabel(/^E-mail/).fill('samuel@example.org')
    await dialog.getByLabel('Téléphone').fill('849-555-0123')
    await dialog.getByLabel("Niveau d'études actuel").selectOption('universitaire')
    await dialog.getByLabel('Expérience ministérielle').selectOption('3-5ans')
    await submit(dialog).click()
    await dialog.getByText(messages.islSuccess).waitFor()
    const list = await adminList<Record<string, unknown>>(baseURL, cookie, 'requests')
    expect(list.items[0]).toMatchObject({
      type: 'isl_registration',
      name: 'Samuel Étudiant',
      program: 'diplome',
      currentEducation: 'universitaire',
      ministry: '3-5ans',
    })
    await context.close()
  })
})
