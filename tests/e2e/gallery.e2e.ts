import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, VIEWPORTS, waitForPart } from './support/browser.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('gallery', () => {
  it('filters by category and browses the lightbox with wrap-around', async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/#gallery')
    await waitForPart(page, '#gallery')
    const gallery = page.locator('#gallery')
    const photos = gallery.locator('button:has(img)')
    await photos.first().waitFor()
    const all = await photos.count()
    expect(all).toBeGreaterThanOrEqual(25)

    await gallery.getByRole('button', { name: 'FEPROBA', exact: true }).click()
    expect(await gallery.getByRole('button', { name: 'FEPROBA', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    const filtered = await photos.count()
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(all)

    // Images are real, lazy and sized.
    const img = photos.first().locator('img')
    expect(await img.getAttribute('loading')).toBe('lazy')
    await img.scrollIntoViewIfNeeded()
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    )

    await photos.last().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByText(`${filtered} / ${filtered}`).waitFor()
    await dialog.getByRole('button', { name: 'Suivant' }).click()
    await dialog.getByText(`1 / ${filtered}`).waitFor()
    await page.keyboard.press('ArrowLeft')
    await dialog.getByText(`${filtered} / ${filtered}`).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    await context.close()
  })
})
