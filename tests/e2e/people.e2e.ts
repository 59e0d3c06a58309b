// The people, from the public form to the erasure, on a phone: one visitor followed through the
// dashboard (found, called, written to on WhatsApp, noted), her second submission landing on her
// page, the import of a 2,000-line roll, then her data exported and erased from every table.
// One page for the whole file: each step goes on where the last one left it.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { renderTemplate } from '#common/people-rules.ts'
import type { MessageTemplate } from '#common/schemas/people.ts'
import { messages } from '#common/seed/church.ts'
import { axeViolations } from './support/axe.ts'
import { nuErrors } from './support/nu-checker.ts'
import { adminCookie, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { signInWith } from './support/dashboard.ts'

const baseURL = inject('baseURL')
const dataDir = inject('dataDir')
const adminPassword = inject('adminPassword')

// This run's visitor: a name, an e-mail and a number no other journey uses.
const run = Date.now().toString(36).slice(-6)
const digits = String(1000 + Math.floor(Math.random() * 9000))
const firstName = 'Nadège'
const lastName = `Visiteuse-${run}`
const fullName = `${firstName} ${lastName}`
const email = `nadege-${run}@example.org`
const otherEmail = `nadege-autre-${run}@example.org`
const phone = `809-414-${digits}`
/** The number as dialled and as WhatsApp takes it: the country code in, digits only. */
const dialled = `1809414${digits}`

let browser: Browser
let context: BrowserContext
let page: Page
let problems: string[]
let cookie: string
/** Her page's address, once found. */
let personPath = ''

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page, problems } = await openPage(browser, baseURL, VIEWPORTS.phone))
  cookie = await adminCookie(baseURL, adminPassword)
  // WhatsApp is not reached from the test machine: its page is answered here.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }))
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

const timeline = () => page.getByRole('list', { name: 'Historique' })
const entry = (title: string | RegExp) => timeline().getByRole('listitem').filter({ hasText: title })

/** The document as the browser holds it now (outerHTML leaves the doctype out), for the Nu Html Checker. */
const drawn = async () => `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`

/** GET /api/admin/… with the page's session, as the dashboard asks it. */
const adminGet = <T>(path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json(), `/api/admin/${path}`) as Promise<T>

describe('a person, from the public form to the erasure', () => {
  it('registers on the public form, is found in « Membres », called, written to on WhatsApp and noted', {
    timeout: 120_000,
  }, async () => {
    await page.goto('/#membership')
    const form = page.locator('#membership form')
    await form.getByLabel('Prénom').fill(firstName)
    await form.getByLabel('Nom de famille').fill(lastName)
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(email)
    await form.getByRole('textbox', { name: /^Téléphone\s*\*?$/ }).fill(phone)
    await form.getByLabel('Date de naissance').fill('1991-04-23')
    await form.getByLabel('Adresse complète').fill('Calle 3, Pueblo Nuevo')
    await form.getByLabel('Ville').fill('Santiago')
    await form
      .getByRole('group', { name: /J’accepte que l’église me contacte par/ })
      .getByLabel('WhatsApp')
      .check()
    await form.locator('button[type="submit"]').click()
    await page.getByText(messages.membershipSuccessTitle).waitFor()

    // The secretary, on her phone: every status, the number typed as she says it.
    await signInWith(page, baseURL, cookie)
    await page.goto('/admin-dashboard/membres?statut=tous')
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`(809) 414 ${digits}`)
    const row = page.getByRole('row', { name: new RegExp(lastName) })
    await row.waitFor()
    const list = await drawn()
    await row.getByRole('link', { name: fullName, exact: true }).click()
    await page.getByRole('heading', { level: 2, name: fullName }).waitFor()
    personPath = new URL(page.url()).pathname
    expect(personPath).toMatch(/^\/admin-dashboard\/membres\/\d+$/)
    await entry('Inscription comme membre').waitFor()

    expect(await page.getByRole('link', { name: `Appeler ${fullName}` }).getAttribute('href')).toBe(`tel:+${dialled}`)

    // « J'ai appelé / écrit »: reached, in two taps.
    await page.getByRole('button', { name: 'J’ai appelé / écrit' }).click()
    const record = page.getByRole('dialog', { name: `J’ai appelé / écrit à ${fullName}` })
    await record.getByRole('button', { name: 'Enregistrer' }).click()
    await record.waitFor({ state: 'hidden' })
    await entry('Appel : joint').waitFor()

    // WhatsApp with the « Bienvenue » template, her first name in, in French.
    const templates = await adminGet<MessageTemplate[]>('message-templates')
    const welcome = templates.find((template) => template.key === 'bienvenue')!
    const { text } = renderTemplate(welcome, { firstName, languages: ['fr'] })
    expect(text).toContain(firstName)
    const expected = `https://wa.me/${dialled}?text=${encodeURIComponent(text)}`
    await page.getByRole('button', { name: `WhatsApp avec ${fullName}` }).click()
    const item = page.getByRole('menuitem', { name: welcome.label })
    expect(await item.getAttribute('href')).toBe(expected)
    const [whatsapp] = await Promise.all([page.waitForEvent('popup'), item.click()])
    await whatsapp.waitForLoadState()
    expect(whatsapp.url()).toBe(expected)
    await whatsapp.close()
    await entry('WhatsApp : message laissé').filter({ hasText: text }).waitFor()

    // A confidential pastoral note.
    const note = page.getByRole('form', { name: 'Ajouter une note' })
    await note.getByRole('textbox', { name: /^Note/ }).fill('Sa mère est malade : prier pour elle.')
    await note.getByRole('checkbox', { name: 'Note pastorale confidentielle' }).check()
    await note.getByRole('button', { name: 'Ajouter la note' }).click()
    const confidential = entry('Sa mère est malade')
    await confidential.getByText('Confidentiel', { exact: true }).waitFor()
    await expect.poll(() => note.getByRole('textbox', { name: /^Note/ }).inputValue()).toBe('')

    expect(await axeViolations(page)).toEqual([])
    const errors = await nuErrors({ 'la liste': list, 'sa fiche': await drawn() })
    expect(errors, errors.join('\n')).toEqual([])
  })

  it('finds her again when she writes through the contact form with her number spelled otherwise', {
    timeout: 60_000,
  }, async () => {
    await page.goto('/#contact')
    const form = page.locator('#contact form')
    await form.getByLabel('Nom').fill(fullName)
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(otherEmail)
    await form.getByRole('textbox', { name: /^Téléphone/ }).fill(`+1 (809) 414 ${digits}`)
    await form.getByLabel('Sujet').selectOption('Visite')
    await form.getByLabel('Message').fill('Je viendrai dimanche avec ma fille.')
    await form.locator('button[type="submit"]').click()
    await page.getByText(messages.contactSuccess).waitFor()

    await page.goto(personPath)
    await entry('Message : Visite').filter({ hasText: 'Je viendrai dimanche avec ma fille.' }).waitFor()
    // One person for that number, not two.
    const found = await adminGet<{ total: number }>(`people?q=${encodeURIComponent(`809414${digits}`)}`)
    expect(found.total).toBe(1)
  })

  it('imports a 2,000-line roll: refused whole with each bad line named, then a clean one', {
    timeout: 120_000,
  }, async () => {
    const batch = `Lot-${run}`
    // As Excel writes it on a French Windows: semicolons, Windows-1252 (« Hélène » in one byte each).
    const header = 'Prénom;Nom;Téléphone;E-mail;Date de naissance;Statut'
    const line = (i: number) =>
      [
        i % 2 ? 'Hélène' : 'Joël',
        batch,
        `849${6_000_000 + i}`,
        `import-${i}-${run}@example.org`,
        `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/19${50 + (i % 50)}`,
        i % 3 ? 'membre' : 'Habitué',
      ].join(';')
    const lines = Array.from({ length: 2000 }, (_, i) => line(i))
    const withErrors = [...lines]
    // Spreadsheet lines: the header is line 1, the i-th person line i + 2.
    withErrors[13] = withErrors[13]!.replace(/^[^;]*/, '')
    withErrors[1000] = withErrors[1000]!.replace(/import-1000-[^;]*/, 'pas-une-adresse')
    withErrors[1997] = withErrors[1997]!.replace(/;\d\d\/\d\d\/\d{4};/, ';31/02/1990;')
    const file = (rows: string[]) => ({
      name: 'registre.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${[header, ...rows].join('\r\n')}\r\n`, 'latin1'),
    })

    await page.goto('/admin-dashboard/membres')
    await page.getByRole('button', { name: 'Importer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Importer une liste de personnes' })
    await dialog.getByLabel(/^Fichier CSV/).setInputFiles(file(withErrors))
    await dialog.getByRole('group', { name: 'Colonnes du fichier' }).waitFor()
    await dialog.getByRole('button', { name: 'Vérifier le fichier' }).click()
    const refused = dialog.getByRole('list', { name: 'Lignes refusées' })
    await refused.waitFor({ timeout: 30_000 })
    const reasons = await refused.getByRole('listitem').allInnerTexts()
    expect(reasons.map((reason) => reason.split(' : ')[0])).toEqual(['Ligne 15', 'Ligne 1002', 'Ligne 1999'])
    expect(reasons[1]).toMatch(/e-mail/i)
    expect(await dialog.getByRole('button', { name: /^Importer \d/ }).count()).toBe(0)
    expect((await adminGet<{ total: number }>(`people?q=${batch}`)).total).toBe(0)

    await dialog.getByLabel(/^Fichier CSV/).setInputFiles(file(lines))
    await dialog.getByRole('button', { name: 'Vérifier le fichier' }).click()
    await dialog.getByText('2000 personnes à créer').waitFor({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Importer 2000 personnes' }).click()
    await dialog.getByText('Import terminé').waitFor({ timeout: 30_000 })
    const imported = await adminGet<{ total: number; items: { firstName: string }[] }>(`people?q=${batch}&pageSize=200`)
    expect(imported.total).toBe(2000)
    // Read as Windows-1252: « Hélène » whole, not « HÃ©lÃ¨ne ».
    expect(imported.items.map((person) => person.firstName)).toContain('Hélène')
    expect(imported.items.every((person) => ['Hélène', 'Joël'].includes(person.firstName))).toBe(true)
    await dialog.getByRole('button', { name: 'Fermer' }).first().click()
  })

  it('exports everything about her, then erases her: no table keeps her e-mail or her number', {
    timeout: 60_000,
  }, async () => {
    await page.goto(personPath)
    await page.getByRole('heading', { level: 2, name: fullName }).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter ses données' }).click(),
    ])
    // The browser is shared over its DevTools socket: the file is copied here to be read.
    const saved = join(mkdtempSync(join(tmpdir(), 'personne-')), download.suggestedFilename())
    await download.saveAs(saved)
    const exported = readFileSync(saved, 'utf8')
    expect(JSON.parse(exported)).toBeTruthy()
    for (const known of [email, otherEmail, phone, 'Sa mère est malade']) expect(exported).toContain(known)

    await page.getByRole('button', { name: 'Effacer cette personne' }).click()
    const erase = page.getByRole('dialog', { name: `Effacer ${fullName} ?` })
    await erase.getByLabel(`Pour confirmer, tapez « ${fullName} »`).fill(fullName)
    await erase.getByRole('button', { name: 'Effacer définitivement' }).click()
    await page.getByText(`${fullName} a été effacé(e).`).waitFor()
    await page.waitForURL('**/admin-dashboard/membres?statut=tous')

    // Every row of every table, as the file holds it now.
    const db = new Database(join(dataDir, 'church.db'), { readonly: true })
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all() as string[]
      const traces = [email, otherEmail, phone, `414 ${digits}`, `414${digits}`, `414-${digits}`]
      const left = tables.flatMap((table) =>
        (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[])
          .map((row) => JSON.stringify(row))
          .filter((row) => traces.some((trace) => row.includes(trace)))
          .map((row) => `${table}: ${row.slice(0, 200)}`),
      )
      expect(left).toEqual([])
    } finally {
      db.close()
    }
    expect(problems).toEqual([])
  })
})
