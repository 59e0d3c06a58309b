import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { wavRecording } from '#server/test/sermon-audio.ts'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { signInOnScreen } from './support/staff.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** What the player can play: its duration once its metadata came (NaN while none). */
const playable = (page: Page) =>
  page.locator('audio').evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true })
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true })
        audio.load()
      }),
  )

/** A part of the recording, as a player asks it while seeking. */
const range = (page: Page, url: string) =>
  page.evaluate(async (src) => {
    const response = await fetch(src, { headers: { range: 'bytes=10-109' } })
    return { status: response.status, length: (await response.arrayBuffer()).byteLength }
  }, url)

describe('sermons: from the phone’s recording to the members’ phones', () => {
  it('uploads a recording, which becomes ready and plays on /predications, offline once kept', async () => {
    const title = `Le bon berger ${Date.now()}`
    const admin = await openPage(browser, baseURL, VIEWPORTS.desktop)
    await admin.page.goto('/admin-dashboard/predications')
    await signInOnScreen(admin.page, baseURL)
    await admin.page.getByRole('button', { name: 'Ajouter une prédication' }).click()
    const dialog = admin.page.getByRole('dialog', { name: 'Ajouter une prédication' })
    await dialog.getByLabel(/^Titre/).fill(title)
    await dialog.getByLabel(/^Prédicateur/).fill('Pasteur Jean Exemple')
    await dialog.getByLabel(/^Date/).fill('2026-11-29')
    await dialog.getByLabel(/^Passage biblique/).fill('Jean 10.1-18')
    await dialog
      .getByLabel(/^Enregistrement/)
      .setInputFiles({ name: 'culte.wav', mimeType: 'audio/wav', buffer: wavRecording(3) })
    await dialog.getByRole('button', { name: 'Enregistrer et envoyer' }).click()
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
    const item = admin.page.getByRole('listitem', { name: title })
    // Followed in the list while it converts (a few seconds), then ready and online.
    await item.getByText('Enregistrement : Prête').waitFor({ timeout: 45_000 })
    await item.getByText('En ligne').waitFor()
    await admin.context.close()

    const visitor = await openPage(browser, baseURL, VIEWPORTS.phone, { serviceWorkers: 'allow' })
    const { page, context } = visitor
    await page.goto('/predications')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    await page.getByRole('link', { name: title }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    // Opened again as from a shared link: the worker keeps the page it got from the server.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    // The page has « Écouter » only, a link to the file until the app has started; the player
    // takes its place on a tap.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    expect(await page.locator('audio').count()).toBe(0)
    await page.getByRole('link', { name: /^Écouter \(/ }).click()
    const audio = page.locator('audio')
    expect(await audio.getAttribute('preload')).toBe('none')
    const src = (await audio.getAttribute('src')) as string
    expect(src).toMatch(/^\/media\/predications\/[0-9a-f]{18}\.m4a$/)
    expect(await playable(page)).toBeCloseTo(3, 0)
    // Seeking and resuming: parts of the file (206), from the server while it is not kept.
    expect(await range(page, src)).toEqual({ status: 206, length: 100 })

    await page.getByRole('button', { name: 'Garder pour écouter hors connexion' }).click()
    await page.getByText(/^Sur ce téléphone \(/).waitFor({ timeout: 30_000 })
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.getByRole('button', { name: 'Retirer de l’appareil' }).waitFor()
    // Without a network: the worker cuts the parts out of the kept file.
    expect(await range(page, src)).toEqual({ status: 206, length: 100 })
    await page.getByRole('link', { name: /^Écouter \(/ }).click()
    expect(await playable(page)).toBeCloseTo(3, 0)

    await page.getByRole('button', { name: 'Retirer de l’appareil' }).click()
    await page.getByRole('button', { name: 'Garder pour écouter hors connexion' }).waitFor()
    const gone = await page.evaluate(
      (url) =>
        fetch(url).then(
          (r) => r.status,
          () => 'network error',
        ),
      src,
    )
    expect(gone).toBe('network error')
    // The only failure: that last request, refused for want of a network.
    expect(visitor.problems).toEqual(['console: Failed to load resource: net::ERR_FAILED'])
    await context.setOffline(false)
    await context.close()
  })
})
