// Joining in, as visitors and the team do it: signing up from an event's card past its capacity (the
// waiting list), that event alone in one's agenda, the door on a phone (arrivals ticked, a
// cancellation that gives the seat to the first waiting), and a weekly event in the calendar's
// month, every week but its exceptions. One browser for the file, few page loads.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { churchDate } from '#common/church-time.ts'
import { launchBrowser, openPage, VIEWPORTS, waitForPart } from './support/browser.ts'
import { signInWith } from './support/dashboard.ts'
import { staffCookie } from './support/staff.ts'

const baseURL = inject('baseURL')
let browser: Browser
let cookie: string
const word = Math.random().toString(36).slice(2, 7)

beforeAll(async () => {
  browser = await launchBrowser()
  cookie = await staffCookie(baseURL, inject('adminPassword'))
})
afterAll(async () => {
  await browser?.close()
})

const today = churchDate(new Date())
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function addEvent(fields: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${baseURL}/api/admin/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, cookie },
    body: JSON.stringify({
      time: '12:00 - 14:00',
      description: 'Un moment partagé, ouvert à tous.',
      location: 'Salle paroissiale',
      category: 'Communautaire',
      ...fields,
    }),
  })
  if (response.status !== 201) throw new Error(`event not added: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { id: number }).id
}

const registrations = async (eventId: number) =>
  (
    (await (await fetch(`${baseURL}/api/admin/events/${eventId}/registrations`, { headers: { cookie } })).json()) as {
      items: { name: string; status: string; arrivedAt: string | null }[]
    }
  ).items

describe('joining in', () => {
  const title = `Repas fraternel ${word}`
  let eventId = 0

  it('signs up from the card, then past the capacity onto the waiting list; the agenda file holds that event alone', async () => {
    eventId = await addEvent({ title, date: addDays(today, 5), signup: { capacity: 2, closesAt: null } })
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.desktop)
    await page.goto('/')
    await waitForPart(page, '#events')
    const card = page.locator('#events li').filter({ has: page.getByRole('heading', { name: title }) })
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => card.innerText()).toContain('2 places restantes')

    const signUp = async (name: string, seats: string, button: RegExp) => {
      await card.getByRole('button', { name: button }).click()
      const dialog = page.getByRole('dialog', { name: `S’inscrire : ${title}` })
      await dialog.getByRole('textbox', { name: /^Nom/ }).fill(name)
      await dialog.getByRole('textbox', { name: /^Téléphone/ }).fill('809 555 0142')
      await dialog.getByRole('combobox', { name: 'Nombre de places' }).selectOption(seats)
      await dialog.getByRole('button', { name: 'Je m’inscris' }).click()
      const status = dialog.getByRole('status')
      await status.waitFor()
      const text = await status.innerText()
      await dialog.getByRole('button', { name: 'Fermer' }).first().click()
      await dialog.waitFor({ state: 'detached' })
      return text
    }
    expect(await signUp('Ana Pérez', '2', /^S’inscrire$/)).toContain('Inscription confirmée')
    // The card reads its event again: full now.
    await expect.poll(() => card.innerText()).toContain('Complet : liste d’attente ouverte')
    expect(await signUp('Paul Martin', '1', /^Rejoindre la liste d’attente$/)).toContain(
      'Vous êtes sur la liste d’attente',
    )
    expect((await registrations(eventId)).map((r) => [r.name, r.status])).toEqual([
      ['Ana Pérez', 'confirmed'],
      ['Paul Martin', 'waitlist'],
    ])

    // « Ajouter à mon agenda » gives this event alone.
    await card.getByRole('button', { name: "Plus d'informations" }).click()
    const details = page.getByRole('dialog', { name: title })
    const href = await details.getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href')
    expect(href).toMatch(new RegExp(`/api/events/${eventId}\\.ics$`))
    const ics = await (await fetch(new URL(href ?? '', baseURL))).text()
    expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1)
    expect(ics).toContain(`UID:event-${eventId}@`)
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}`)
    expect(problems).toEqual([])
    await context.close()
  })

  it('ticks arrivals at the door on a phone, and a cancellation gives the seat to the first waiting', async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await signInWith(page, baseURL, cookie)
    await page.goto(`/admin-dashboard/evenements?inscriptions=${eventId}`)
    await page.getByRole('heading', { name: `Inscriptions : ${title}` }).waitFor()

    const ana = page.getByRole('button', { name: 'Ana Pérez arrivés' })
    expect(await ana.getAttribute('aria-pressed')).toBe('false')
    // A thumb's target: the button is at least 44 px high.
    expect((await ana.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    await ana.click()
    await expect.poll(() => ana.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(async () => (await registrations(eventId))[0]?.arrivedAt).not.toBeNull()

    // Ana cannot stay after all: her sign-up is cancelled, and Paul, first waiting, gets a seat.
    await page.getByRole('button', { name: 'Autres actions pour Ana Pérez' }).click()
    await page.getByRole('menuitem', { name: 'Annuler l’inscription' }).click()
    await page.getByRole('button', { name: 'Paul Martin arrivé' }).waitFor()
    expect((await registrations(eventId)).map((r) => [r.name, r.status])).toEqual([
      ['Ana Pérez', 'cancelled'],
      ['Paul Martin', 'confirmed'],
    ])

    // Paul comes in; the tick is still there after a reload.
    await page.getByRole('button', { name: 'Paul Martin arrivé' }).click()
    await expect.poll(async () => (await registrations(eventId))[1]?.arrivedAt).not.toBeNull()
    await page.reload()
    await page.getByRole('heading', { name: `Inscriptions : ${title}` }).waitFor()
    expect(await page.getByRole('button', { name: 'Paul Martin arrivé' }).getAttribute('aria-pressed')).toBe('true')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows a weekly event every week of the month in the calendar, but on its exceptions', async () => {
    // Next month, whole: its first Wednesday, each week, but the second.
    const [year, month] = today.split('-').map(Number) as [number, number]
    const first = new Date(Date.UTC(year, month, 1))
    const firstWednesday = addDays(first.toISOString().slice(0, 10), (3 - first.getUTCDay() + 7) % 7)
    const weekly = `Étude biblique ${word}`
    await addEvent({
      title: weekly,
      date: firstWednesday,
      time: '19:00 - 20:30',
      category: 'Formation',
      recurrence: { frequency: 'weekly', until: null, exceptions: [addDays(firstWednesday, 7)] },
    })

    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/calendrier')
    await page.getByRole('button', { name: 'Mois suivant' }).click()
    const days = page.getByRole('table').getByRole('button')
    await expect.poll(async () => (await days.first().textContent()) ?? '').toMatch(/^\S+ 1 /)
    // Each day's name is its text, hidden words included: « mercredi 4 novembre : Étude biblique ».
    const labels = await days.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''))
    const held = labels.filter((label) => label.includes(weekly)).map((label) => label.split(' :')[0] ?? '')
    const wednesdays = [0, 14, 21, 28]
      .map((n) => addDays(firstWednesday, n))
      .filter((date) => date.slice(0, 7) === firstWednesday.slice(0, 7))
    expect(held).toHaveLength(wednesdays.length)
    expect(held.every((label) => label.startsWith('mercredi'))).toBe(true)
    const skipped = Number(addDays(firstWednesday, 7).slice(8))
    expect(held.some((label) => label.startsWith(`mercredi ${skipped} `))).toBe(false)

    // The day chosen shows its programme; the list shows the month's days.
    await page
      .getByRole('table')
      .getByRole('button', { name: new RegExp(`^mercredi ${Number(firstWednesday.slice(8))} `) })
      .click()
    await page
      .getByRole('region', { name: /^mercredi/ })
      .getByText(weekly, { exact: true })
      .waitFor()
    await page.getByRole('button', { name: 'Liste' }).click()
    expect(await page.getByText(weekly, { exact: true }).count()).toBe(wednesdays.length)
    expect(problems).toEqual([])
    await context.close()
  })
})
