// The church secretary's day on a 375 × 740 phone: in through the site's footer, then each
// everyday task from the overview, counting the taps (target: at most 4 per task).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser, openPage } from './support/browser.ts'
import { adminTotpCode, E2E_ADMIN_EMAIL } from './support/staff.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
const PHONE = { width: 375, height: 740 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function post(path: string, body: unknown) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(201)
}

/** Counts the taps of each task, as the secretary's thumb would make them. */
function tapCounter() {
  const counts: Record<string, number> = {}
  let task = ''
  return {
    counts,
    start(name: string) {
      task = name
      counts[name] = 0
    },
    async tap(target: Locator) {
      counts[task] = (counts[task] ?? 0) + 1
      await target.click()
    },
    async choose(select: Locator, option: Parameters<Locator['selectOption']>[0]) {
      counts[task] = (counts[task] ?? 0) + 1
      await select.selectOption(option)
    },
  }
}

/** The box of `target` lies inside the phone's screen (seen without scrolling). */
async function inViewport(page: Page, target: Locator) {
  const box = await target.boundingBox()
  const size = page.viewportSize()
  if (!box || !size) return false
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
}

describe('the secretary on her phone', () => {
  it('gets in from the footer and does each everyday task in few taps', { timeout: 120_000 }, async () => {
    const stamp = Date.now().toString(36)
    const lastName = `Tel-${stamp}`
    const sender = `Expéditrice ${stamp}`
    await post('/api/members/register', {
      firstName: 'Suivi',
      lastName,
      email: `${lastName.toLowerCase()}@example.org`,
      phone: '809-555-0142',
      dateOfBirth: '1985-04-12',
      address: 'Calle 5, Los Jardines',
      city: 'Santiago',
      testimony: 'Arrivée à Santiago cette année, je cherche une église francophone.',
    })
    await post('/api/contact', {
      name: sender,
      email: `expeditrice-${stamp}@example.org`,
      phone: '829-555-0133',
      subject: 'Visite',
      message: 'Bonjour, à quelle heure est le culte de dimanche ?',
    })

    const { page, context, problems } = await openPage(browser, baseURL, PHONE)
    // The mail app is outside the page: the journey records the link instead of leaving.
    await page.addInitScript(() => {
      document.addEventListener('click', (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]')
        if (link) event.preventDefault()
      })
    })
    const taps = tapCounter()
    const overview = async () => {
      // Back to the overview between tasks (the bottom bar's « Accueil »): not counted.
      await page
        .getByRole('navigation', { name: 'Navigation du tableau de bord' })
        .getByRole('link', { name: 'Accueil' })
        .click()
      await page.waitForURL(/\/admin-dashboard$/)
      await page.getByRole('heading', { name: 'À traiter' }).waitFor()
    }

    // 1. In: the footer's « Espace équipe », e-mail and password, « Se connecter », the code, « Valider ».
    // Filled here rather than by signInOnScreen(), so that the two buttons count as taps.
    await page.goto('/')
    taps.start('entrer depuis le site')
    const teamLink = page.getByRole('contentinfo').getByRole('link', { name: 'Espace équipe' })
    await teamLink.scrollIntoViewIfNeeded()
    await taps.tap(teamLink)
    await page.waitForURL(/\/admin-dashboard$/)
    await page.getByText('écran d’accueil', { exact: false }).waitFor()
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/admin-dashboard.webmanifest')
    await page.getByLabel(/^Adresse e-mail\s*\*?$/).fill(E2E_ADMIN_EMAIL)
    await page.getByLabel(/^Mot de passe\s*\*?$/).fill(adminPassword)
    await taps.tap(page.getByRole('button', { name: 'Se connecter', exact: true }))
    // The second step's code, asked once it is shown (it may wait for the next 30 s step).
    const code = page.getByLabel(/^Code de vérification\s*\*?$/)
    await code.waitFor()
    await code.fill(await adminTotpCode(baseURL))
    await taps.tap(page.getByRole('button', { name: 'Valider', exact: true }))
    await page.getByRole('heading', { name: 'À traiter' }).waitFor()
    const bar = page.getByRole('navigation', { name: 'Navigation du tableau de bord' })
    expect(await inViewport(page, bar)).toBe(true)
    expect(await bar.getByRole('link', { name: /^Messages \d+$/ }).count()).toBe(1)

    // 2. The newest registration: its phone number to call, then « Contacté », still in view.
    taps.start('inscription : appeler, marquer contactée')
    await taps.tap(page.getByRole('button', { name: /nouvelles? inscriptions?/ }))
    await page.waitForURL(/\/admin-dashboard\/membres\?statut=nouveau/)
    const row = page.getByRole('row', { name: new RegExp(lastName) })
    await row.waitFor()
    expect(await row.getByRole('link', { name: `Appeler Suivi ${lastName}` }).getAttribute('href')).toBe(
      'tel:+18095550142',
    )
    await taps.tap(row.getByRole('button', { name: /Changer le statut de/ }))
    await taps.tap(page.getByRole('menuitem', { name: 'Contacté' }))
    await page.getByText(`Statut de Suivi ${lastName} : « Contacté »`).waitFor()
    await row.getByText('Modifié').waitFor()
    expect(await row.isVisible()).toBe(true)
    // Sent once « Annuler » has passed; the card stays though the filter is « Nouveau ».
    await expect
      .poll(
        () =>
          page.evaluate(async (name) => {
            const res = await fetch(`/api/admin/members?q=${encodeURIComponent(name)}`)
            return ((await res.json()) as { items: { status: string }[] }).items[0]?.status
          }, lastName),
        { timeout: 15_000 },
      )
      .toBe('contacte')
    expect(await row.isVisible()).toBe(true)
    await overview()

    // 3. A message: « Répondre par e-mail », then « Répondu » in one tap.
    taps.start('message : répondre, marquer répondu')
    await taps.tap(page.getByRole('button', { name: /messages? à lire/ }))
    const card = page.getByRole('article', { name: sender })
    await card.waitFor()
    const reply = card.getByRole('link', { name: `Répondre par e-mail à ${sender}` })
    expect(await reply.getAttribute('href')).toMatch(/^mailto:expeditrice-.+\?subject=Re%3A%20Visite$/)
    await taps.tap(reply)
    await taps.tap(card.getByRole('button', { name: `Marquer le message de ${sender} « Répondu »` }))
    await page.getByText(`Statut de ${sender} : « Répondu »`).waitFor()
    await card.getByText('Répondu', { exact: true }).waitFor()
    await overview()

    // 4. Another area, under « Plus »: the list opens over the bar. From the keyboard, Tab goes into
    // it and Escape closes it, the focus back on « Plus »; a tap on an area opens it and closes
    // the list.
    const plus = bar.getByRole('button', { name: 'Plus' })
    const more = page.getByRole('list', { name: 'Autres rubriques' })
    await plus.focus()
    await page.keyboard.press('Enter')
    await more.waitFor()
    expect(await inViewport(page, more)).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Présences')
    await page.keyboard.press('Escape')
    await more.waitFor({ state: 'hidden' })
    expect(await plus.evaluate((button) => button === document.activeElement)).toBe(true)
    taps.start('une autre rubrique, par « Plus »')
    await taps.tap(plus)
    await taps.tap(more.getByRole('link', { name: 'Présences' }))
    await page.waitForURL(/\/admin-dashboard\/presences$/)
    await more.waitFor({ state: 'hidden' })
    await overview()

    // 5. An event, from the overview's shortcut: its primary button seen without scrolling the dialog.
    taps.start('ajouter un événement')
    await taps.tap(page.getByRole('link', { name: 'Ajouter un événement' }))
    const form = page.getByRole('dialog', { name: 'Ajouter un événement' })
    await form.waitFor()
    // The address is the tab's own again: a reload does not open the form a second time.
    expect(new URL(page.url()).search).toBe('')
    await form.getByLabel(/^Titre/).fill(`Repas fraternel ${stamp}`)
    await form.getByLabel(/^Date/).fill('2026-12-20')
    await form.getByLabel(/^Heure/).fill('12:30')
    await form.getByLabel(/^Lieu/).fill('Salle paroissiale')
    await taps.choose(form.getByLabel(/^Catégorie/), { index: 1 })
    await form.getByLabel(/^Description/).fill('Un repas partagé après le culte, chacun apporte un plat.')
    const submit = form.getByRole('button', { name: 'Ajouter l’événement' })
    expect(await inViewport(page, submit)).toBe(true)
    if (process.env.EVIDENCE_DIR)
      await page.screenshot({ path: `${process.env.EVIDENCE_DIR}/secretary-event-form.png` }).catch(() => undefined)
    await taps.tap(submit)
    await form.waitFor({ state: 'hidden' })
    const saved = page.getByRole('listitem').filter({ hasText: `Repas fraternel ${stamp}` })
    expect(await saved.innerText()).toContain('dimanche 20 décembre 2026')

    // 6. Out: asked first, then « Vous êtes déconnecté(e). ».
    taps.start('se déconnecter')
    await taps.tap(page.getByRole('button', { name: 'Menu' }))
    await taps.tap(page.getByRole('button', { name: 'Se déconnecter' }))
    await taps.tap(
      page.getByRole('dialog', { name: 'Se déconnecter ?' }).getByRole('button', { name: 'Me déconnecter' }),
    )
    await page.getByText('Vous êtes déconnecté(e).').waitFor()

    console.log('Taps per task (375 × 740):', JSON.stringify(taps.counts, null, 2))
    for (const [task, count] of Object.entries(taps.counts)) expect(count, task).toBeLessThanOrEqual(4)
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await context.close()
  })
})
