// A youth leader records who came to the Friday meeting on her phone (375 px): an administrator
// gives her a « Responsable de ministère » account for the youth only; she signs in, finds
// « Présences » and nothing of the office's, ticks the members present, adds a girl met at the
// door, and the roll call is stored under her ministry. Screenshots of her screen at both widths.
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { axeViolations } from './support/axe.ts'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { staffCookie } from './support/staff.ts'

const baseURL = inject('baseURL')
const PASSWORD = 'les jeunes chantent le vendredi soir'
const SHOTS = process.env.SHOTS_DIR
let browser: Browser

async function adminApi<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api/admin/${path}`, {
    method,
    headers: {
      cookie: await staffCookie(baseURL),
      origin: baseURL,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} /api/admin/${path} → ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('a ministry’s leader', () => {
  it('calls the roll of her ministry on her phone, and sees nothing else of the people', {
    timeout: 90_000,
  }, async () => {
    const stamp = Date.now().toString(36)
    const { items: ministries } = await adminApi<{ items: { id: number; name: string }[] }>('GET', 'ministries')
    const youth = ministries.find((ministry) => /jeunes/i.test(ministry.name)) ?? ministries[0]
    const other = ministries.find((ministry) => ministry.id !== youth?.id)
    if (!youth || !other) throw new Error('no ministries')
    const members = ['Élie', 'Naomie', 'Samuel'].map((first) => `${first} Jeune-${stamp}`)
    for (const name of members) {
      const [firstName, lastName] = name.split(' ')
      const person = await adminApi<{ id: number }>('POST', 'people', { firstName, lastName })
      await adminApi('POST', `ministries/${youth.id}/members`, { personId: person.id })
    }
    const outsider = await adminApi<{ id: number }>('POST', 'people', { firstName: 'Hors', lastName: `Liste-${stamp}` })
    await adminApi('POST', `ministries/${other.id}/members`, { personId: outsider.id })

    // Her account, made by an administrator in « Équipe », her password chosen from the link.
    const email = `jeunes.${stamp}@example.org`
    const invited = await adminApi<{ link: string }>('POST', 'accounts', {
      name: 'Déborah Responsable',
      email,
      role: 'responsable',
      ministryIds: [youth.id],
    })
    const token = new URL(invited.link).hash.replace('#jeton=', '')
    const chosen = await fetch(`${baseURL}/api/admin/token/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ token, password: PASSWORD }),
    })
    expect(chosen.status).toBe(204)

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { page, context, problems } = await openPage(browser, baseURL, viewport)
      await page.goto('/admin-dashboard/presences')
      await page.getByLabel(/^Adresse e-mail/).fill(email)
      await page.getByLabel(/^Mot de passe\s*\*?$/).fill(PASSWORD)
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
      const rollCall = page.getByRole('region', { name: 'Appel' })
      await rollCall.getByText(/Vous faites l’appel des réunions de vos ministères/).waitFor()
      // Her ministry only; none of the office's parts.
      expect(await rollCall.getByLabel('Ministère').locator('option').allTextContents()).toEqual([youth.name])
      for (const name of ['Absents depuis 3 semaines', 'Ministères', 'Comptage', 'Tendances'])
        expect(await page.getByRole('region', { name }).count(), name).toBe(0)
      expect(await rollCall.getByRole('checkbox', { name: `Hors Liste-${stamp}` }).count()).toBe(0)
      // The dashboard's menu (the bottom bar on a phone, the tabs on a desktop) offers « Présences »
      // and no other area.
      const entry = (name: string) =>
        size === 'phone'
          ? page.getByRole('navigation', { name: 'Navigation du tableau de bord' }).getByRole('link', { name })
          : page.getByRole('tablist', { name: 'Rubriques du tableau de bord' }).getByRole('tab', { name })
      await entry('Présences').waitFor()
      for (const name of ['Membres', 'Événements', 'Galerie', 'Site', 'Cultes'])
        expect(await entry(name).count(), name).toBe(0)

      if (size === 'phone') {
        for (const name of members.slice(0, 2)) await rollCall.getByRole('checkbox', { name }).check()
        await rollCall.getByLabel('Personne rencontrée à l’entrée').fill(`Lucie Porte-${stamp}`)
        await rollCall.getByRole('button', { name: 'Ajouter et cocher' }).click()
        await expect.poll(() => rollCall.getByRole('checkbox', { name: `Lucie Porte-${stamp}` }).isChecked()).toBe(true)
      }
      expect(await axeViolations(page)).toEqual([])
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true })
        await page.screenshot({ path: `${SHOTS}/leader-${size}.png`, fullPage: true })
      }
      if (size === 'phone') {
        await rollCall.getByRole('button', { name: 'Enregistrer l’appel (3)' }).click()
        await rollCall.getByText('Appel enregistré : 3 personnes présentes.').waitFor()
      }
      // The session asked before signing in answers 401, as for every account.
      expect(problems.filter((problem) => !problem.includes('401'))).toEqual([])
      await context.close()
    }

    const { items } = await adminApi<{ items: { ministryId: number | null; personIds: number[] }[] }>(
      'GET',
      `attendance?ministryId=${youth.id}`,
    )
    expect(items[0]).toMatchObject({ ministryId: youth.id })
    expect(items[0]?.personIds).toHaveLength(3)
    const roster = await adminApi<{ items: { firstName: string }[] }>('GET', `ministries/${youth.id}/members`)
    expect(roster.items.map((member) => member.firstName)).toContain('Lucie')
  })
})
