import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { besidesSessionCheck, launchBrowser, openPage, VIEWPORTS, waitForPart } from './support/browser.ts'
import { signInOnScreen } from './support/staff.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A real JPEG, as a phone would send it: 2400 × 1800 with EXIF data. */
function phonePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#fbbf24"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1200" cy="900" r="500" fill="#fff" opacity="0.6"/></svg>`
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Telephone', Model: 'E2E' } })
    .toBuffer()
}

interface PublicPhoto {
  id: number
  description: string
  base: string
  widths: number[]
}

async function publicPhotos(): Promise<PublicPhoto[]> {
  return (await (await fetch(`${baseURL}/api/gallery`)).json()) as PublicPhoto[]
}

describe('administration: gallery photos', () => {
  it('uploads a photo, finds it in the public gallery under its category on a phone, deletes it and its files', async () => {
    const description = `Chorale des jeunes, test ${Date.now()}`
    const admin = await openPage(browser, baseURL, VIEWPORTS.desktop)
    const unexpected = besidesSessionCheck(admin.page, { signsIn: true })
    const { page } = admin
    await page.goto('/admin-dashboard/galerie')
    await signInOnScreen(page, baseURL)

    const form = page.getByRole('form', { name: 'Ajouter une photo' })
    await form.getByText('JPG, PNG, WEBP, 5 Mo maximum').waitFor()
    await form
      .getByLabel(/^Photo/)
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
    await form.getByLabel(/^Catégorie/).selectOption('Partenaires')
    await form.getByLabel(/^Description/).fill(description)
    await form.getByRole('button', { name: 'Envoyer la photo' }).click()
    await form.getByText(`Photo ajoutée à la galerie : « ${description} » (Partenaires).`).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: `Supprimer la photo « ${description} »` }).waitFor()

    const uploaded = (await publicPhotos()).find((photo) => photo.description === description)
    expect(uploaded).toBeDefined()
    expect(uploaded!.base).toMatch(/^\/media\/gallery\//)
    expect(uploaded!.widths).toEqual([400, 800, 1600])

    // The public gallery on a phone: under "Partenaires", a phone-sized file.
    const visitor = await openPage(browser, baseURL, VIEWPORTS.phone)
    await visitor.page.goto('/#gallery')
    await waitForPart(visitor.page, '#gallery')
    const gallery = visitor.page.locator('#gallery')
    await gallery.getByRole('button', { name: 'Partenaires', exact: true }).click()
    const img = gallery.getByRole('img', { name: description })
    await img.waitFor({ timeout: 15_000 })
    await img.scrollIntoViewIfNeeded()
    await visitor.page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    )
    const source = await img.evaluate((el) => (el as HTMLImageElement).currentSrc)
    expect(source).toBe(`${baseURL}${uploaded!.base}-400.avif`)
    await gallery.getByRole('button', { name: 'ISL', exact: true }).click()
    expect(await gallery.getByRole('img', { name: description }).count()).toBe(0)

    const files = uploaded!.widths.flatMap((width) =>
      ['avif', 'webp'].map((format) => `${baseURL}${uploaded!.base}-${width}.${format}`),
    )
    for (const url of files) {
      const response = await fetch(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }

    // Deleted from the dashboard: gone from the public list, its files with it.
    await page.getByRole('button', { name: `Supprimer la photo « ${description} »` }).click()
    const dialog = page.getByRole('dialog', { name: 'Supprimer cette photo ?' })
    await dialog.getByRole('button', { name: 'Supprimer' }).click()
    await page.getByText(`Photo « ${description} » supprimée.`).waitFor()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByText(description, { exact: true }).count()).toBe(0)

    expect((await publicPhotos()).some((photo) => photo.description === description)).toBe(false)
    for (const url of files) expect((await fetch(url)).status, url).toBe(404)
    await visitor.page.reload()
    await waitForPart(visitor.page, '#gallery')
    await visitor.page.locator('#gallery').getByRole('button', { name: 'Partenaires', exact: true }).click()
    await visitor.page.locator('#gallery').getByRole('img').first().waitFor()
    expect(await visitor.page.locator('#gallery').getByRole('img', { name: description }).count()).toBe(0)

    // The 401s are the session check and the password's ask for the code.
    expect(unexpected(admin.problems)).toEqual([])
    expect(visitor.problems).toEqual([])
    await admin.context.close()
    await visitor.context.close()
  })
})
