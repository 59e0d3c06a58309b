import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { galleryPhotos } from '#common/seed/gallery.ts'
import { GALLERY_UPLOAD_MESSAGES } from '#common/schemas/gallery-categories.ts'
import type { AdminGalleryPhoto, GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { SAME_ORIGIN, signIn, type AdminClient, rename } from './admin-helper.ts'
import { jpegPhoto, largePng, multipart, photoUpload, pngBomb, pngImage, webpImage } from './gallery-files.ts'
import { countRows, createTestApp, useTestApp, type TestApp } from './helper.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

function upload(t: TestApp, admin: AdminClient, body: { payload: Buffer; contentType: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/gallery',
    headers: { cookie: admin.cookie, origin: SAME_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  })
}

const mediaDir = (t: TestApp) => path.join(t.dataDir, 'media', 'gallery')
const filesOnDisk = (t: TestApp) => readdirSync(mediaDir(t)).sort()
const publicList = async (t: TestApp) => (await t.app.inject({ url: '/api/gallery' })).json() as GalleryPhoto[]

describe('gallery: samples and the public list', () => {
  const t = useTestApp()

  it('seeds the 30 samples once, served from the built site in their order', async () => {
    const response = await t.app.inject({ url: '/api/gallery' })
    expect(response.statusCode).toBe(200)
    expect(response.headers.etag).toMatch(/^"/)
    const photos = response.json() as GalleryPhoto[]
    expect(photos).toHaveLength(galleryPhotos.length)
    expect(photos[0]).toEqual({
      id: 1,
      description: galleryPhotos[0]!.description,
      category: galleryPhotos[0]!.category,
      width: 800,
      height: 600,
      base: `/gallery/${galleryPhotos[0]!.slug}`,
      widths: [400, 800],
    })
    expect(photos.map((photo) => photo.base)).toEqual(galleryPhotos.map((sample) => `/gallery/${sample.slug}`))
    const revalidated = await t.app.inject({
      url: '/api/gallery',
      headers: { 'if-none-match': response.headers.etag as string },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('removes a sample from the list (no file to delete), for good: a restart does not bring it back', async () => {
    const admin = await signIn(t.app)
    const removed = await admin.send('DELETE', '/api/admin/gallery/1')
    expect(removed.statusCode).toBe(204)
    expect((await publicList(t)).map((photo) => photo.id)).not.toContain(1)
    expect(countRows(t.app, 'gallery_photos')).toBe(galleryPhotos.length - 1)

    const restarted = await createTestApp({ dataDir: t.dataDir })
    try {
      expect(countRows(restarted.app, 'gallery_photos')).toBe(galleryPhotos.length - 1)
    } finally {
      await restarted.close()
    }
  })

  it('lists every photo for the dashboard, samples marked', async () => {
    const admin = await signIn(t.app)
    const response = await admin.get('/api/admin/gallery')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const photos = response.json() as AdminGalleryPhoto[]
    expect(photos).toHaveLength(galleryPhotos.length)
    expect(photos.every((photo) => photo.sample && photo.createdBy === 'Exemple')).toBe(true)
  })
})

describe('gallery: uploads', () => {
  const clock = new Date('2026-11-22T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it.each([
    ['GET', '/api/admin/gallery'],
    ['POST', '/api/admin/gallery'],
    ['PUT', '/api/admin/gallery/1'],
    ['DELETE', '/api/admin/gallery/1'],
  ] as const)('%s %s is 401 without a session', async (method, url) => {
    const body = method === 'POST' ? photoUpload(await webpImage()) : undefined
    const response = await t.app.inject({
      method,
      url,
      ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType } } : {}),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Authentification requise.' })
    expect(countRows(t.app, 'gallery_photos')).toBe(galleryPhotos.length)
  })

  it('turns a JPEG into AVIF and WebP at 400, 800 and 1600 px, served for a year, first in the gallery', async () => {
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Sœur Marthe')
    const response = await upload(
      t,
      admin,
      photoUpload(await jpegPhoto(2000, 1500), { category: 'FEPROBA', description: 'Atelier de couture' }),
    )
    expect(response.statusCode).toBe(201)
    const photo = response.json() as AdminGalleryPhoto
    expect(photo).toMatchObject({
      description: 'Atelier de couture',
      category: 'FEPROBA',
      width: 2000,
      height: 1500,
      widths: [400, 800, 1600],
      sample: false,
      createdAt: clock.toISOString(),
      createdBy: 'Sœur Marthe',
    })
    expect(photo.base).toMatch(/^\/media\/gallery\/[0-9a-f]{18}$/)
    const stem = photo.base.split('/').pop()!

    expect(filesOnDisk(t)).toEqual(
      [400, 800, 1600].flatMap((width) => [`${stem}-${width}.avif`, `${stem}-${width}.webp`]).sort(),
    )
    for (const width of [400, 800, 1600]) {
      for (const format of ['avif', 'webp'] as const) {
        const file = await t.app.inject({ url: `${photo.base}-${width}.${format}` })
        expect(file.statusCode).toBe(200)
        expect(file.headers['content-type']).toBe(`image/${format}`)
        expect(file.headers['cache-control']).toBe(IMMUTABLE)
        const metadata = await sharp(file.rawPayload).metadata()
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp')
        expect(metadata.width).toBe(width)
        expect(metadata.height).toBe((width * 3) / 4)
      }
    }

    const list = await publicList(t)
    expect(list).toHaveLength(galleryPhotos.length + 1)
    expect(list[0]).toEqual({
      id: photo.id,
      description: 'Atelier de couture',
      category: 'FEPROBA',
      width: 2000,
      height: 1500,
      base: photo.base,
      widths: [400, 800, 1600],
    })

    const log = t.app.auditLogRepository.list({ page: 1, pageSize: 5 }).items
    expect(log[0]).toMatchObject({
      actor: 'Sœur Marthe',
      action: 'gallery.create',
      entity: 'gallery_photo',
      entityId: photo.id,
    })
    expect(log[0]!.summary).toContain('Atelier de couture')
  })

  it('strips the EXIF data (GPS position, camera) and turns the photo upright', async () => {
    const original = await jpegPhoto(1200, 800, { exif: true, orientation: 6 })
    const before = await sharp(original).metadata()
    // The file does carry a GPS directory (tag 0x8825) and the camera's name.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
    expect(before.exif?.includes('AppareilTest')).toBe(true)
    expect(before.orientation).toBe(6)

    const admin = await signIn(t.app)
    const response = await upload(t, admin, photoUpload(original))
    expect(response.statusCode).toBe(201)
    const photo = response.json() as AdminGalleryPhoto
    // Stored 1200 × 800 with "turn 90°": upright it is 800 × 1200.
    expect(photo).toMatchObject({ width: 800, height: 1200, widths: [400, 800] })
    for (const name of filesOnDisk(t)) {
      const file = (await t.app.inject({ url: `/media/gallery/${name}` })).rawPayload
      const metadata = await sharp(file).metadata()
      expect(metadata.exif, name).toBeUndefined()
      expect(metadata.orientation, name).toBeUndefined()
      expect(metadata.height, name).toBeGreaterThan(metadata.width!)
      expect(file.includes('AppareilTest'), name).toBe(false)
    }
  })

  it('accepts a PNG named .jpg and a WebP declared as text: the content decides', async () => {
    const admin = await signIn(t.app)
    const png = await upload(
      t,
      admin,
      photoUpload(await pngImage(900, 600), { filename: 'vacances.jpg', type: 'image/jpeg' }),
    )
    expect(png.statusCode).toBe(201)
    // Never wider than the photo: 900 px gives 400 and 800.
    expect(png.json()).toMatchObject({ width: 900, height: 600, widths: [400, 800] })
    const webp = await upload(
      t,
      admin,
      photoUpload(await webpImage(300, 200), { filename: 'image.txt', type: 'text/plain' }),
    )
    expect(webp.statusCode).toBe(201)
    // Narrower than the smallest width: its own size only.
    expect(webp.json()).toMatchObject({ width: 300, height: 200, widths: [300] })
  })

  it('refuses a text file named .jpg (415, in French) and stores nothing', async () => {
    const admin = await signIn(t.app)
    const text = Buffer.from('Ceci n’est pas une photo, même si son nom finit par .jpg\n'.repeat(20))
    const response = await upload(t, admin, photoUpload(text, { filename: 'photo.jpg', type: 'image/jpeg' }))
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      message: GALLERY_UPLOAD_MESSAGES.wrongType,
      fieldErrors: { file: [GALLERY_UPLOAD_MESSAGES.wrongType] },
    })
    expect(countRows(t.app, 'gallery_photos')).toBe(galleryPhotos.length)
    expect(filesOnDisk(t)).toEqual([])
  })

  it('refuses a 6 MB image with 413 and a French message, and stores nothing', async () => {
    const big = await largePng()
    expect(big.length).toBeGreaterThan(6_000_000)
    const admin = await signIn(t.app)
    const response = await upload(t, admin, photoUpload(big, { filename: 'grande.png', type: 'image/png' }))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      message: 'La photo dépasse 5 Mo : choisissez une image plus légère ou réduisez-la.',
      fieldErrors: { file: ['La photo dépasse 5 Mo : choisissez une image plus légère ou réduisez-la.'] },
    })
    expect(countRows(t.app, 'gallery_photos')).toBe(galleryPhotos.length)
    expect(filesOnDisk(t)).toEqual([])
  })

  it('answers the 413 over a real connection, before reading the 6 MB (what a browser sees)', async () => {
    const admin = await signIn(t.app)
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const body = photoUpload(await largePng(), { filename: 'grande.png', type: 'image/png' })
    const response = await fetch(`${address}/api/admin/gallery`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: address, 'content-type': body.contentType },
      body: body.payload,
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toBe(GALLERY_UPLOAD_MESSAGES.tooLarge)
    expect((await fetch(`${address}/api/health`)).status).toBe(200)
  })

  it('refuses a file just over 5 MB even when the request does not announce its length', async () => {
    const admin = await signIn(t.app)
    const body = photoUpload(Buffer.concat([await jpegPhoto(), Buffer.alloc(5 * 1024 * 1024)]))
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gallery',
      headers: {
        cookie: admin.cookie,
        origin: SAME_ORIGIN,
        'content-type': body.contentType,
        'transfer-encoding': 'chunked',
      },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe(GALLERY_UPLOAD_MESSAGES.tooLarge)
  })

  it('refuses a truncated JPEG (400, in French) without a crash, and keeps answering', async () => {
    const admin = await signIn(t.app)
    const whole = await jpegPhoto(1600, 1200)
    const response = await upload(t, admin, photoUpload(whole.subarray(0, Math.floor(whole.length * 0.6))))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: GALLERY_UPLOAD_MESSAGES.unreadable,
      fieldErrors: { file: [GALLERY_UPLOAD_MESSAGES.unreadable] },
    })
    expect(filesOnDisk(t)).toEqual([])
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200)
    expect((await upload(t, admin, photoUpload(whole))).statusCode).toBe(201)
  })

  it('refuses a decompression bomb (a small PNG of 400 megapixels) before decoding it', async () => {
    const bomb = pngBomb()
    expect(bomb.length).toBeLessThan(100_000)
    const admin = await signIn(t.app)
    const response = await upload(t, admin, photoUpload(bomb, { filename: 'bombe.png', type: 'image/png' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(GALLERY_UPLOAD_MESSAGES.tooManyPixels)
    expect(filesOnDisk(t)).toEqual([])
  })

  it('names the missing or invalid fields (400)', async () => {
    const admin = await signIn(t.app)
    const photo = await webpImage()
    const nothing = await upload(t, admin, multipart([]))
    expect(nothing.statusCode).toBe(400)
    expect(Object.keys(nothing.json().fieldErrors).sort()).toEqual(['category', 'description', 'file'])
    expect(nothing.json().fieldErrors.file).toEqual([GALLERY_UPLOAD_MESSAGES.missing])

    const bad = await upload(t, admin, photoUpload(photo, { category: 'Vacances', description: '   ' }))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Certains champs sont invalides.')
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['category', 'description'])

    const long = await upload(t, admin, photoUpload(photo, { description: 'é'.repeat(201) }))
    expect(long.statusCode).toBe(400)
    expect(long.json().fieldErrors).toEqual({ description: ['200 caractères au maximum.'] })

    const huge = await upload(t, admin, photoUpload(photo, { description: 'x'.repeat(10_000) }))
    expect(huge.statusCode).toBe(400)
    expect(Object.keys(huge.json().fieldErrors)).toEqual(['description'])

    const empty = await upload(t, admin, photoUpload(Buffer.alloc(0)))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fieldErrors).toEqual({ file: [GALLERY_UPLOAD_MESSAGES.empty] })

    expect(countRows(t.app, 'gallery_photos')).toBe(galleryPhotos.length)
    expect(filesOnDisk(t)).toEqual([])
  })

  it('refuses two files, JSON, and a malformed multipart body, in French', async () => {
    const admin = await signIn(t.app)
    const photo = await webpImage()
    const two = await upload(
      t,
      admin,
      multipart([
        { name: 'category', value: 'ISL' },
        { name: 'description', value: 'Deux photos' },
        { name: 'file', filename: 'a.webp', type: 'image/webp', data: photo },
        { name: 'file', filename: 'b.webp', type: 'image/webp', data: photo },
      ]),
    )
    expect(two.statusCode).toBe(413)
    expect(two.json().message).toBe(GALLERY_UPLOAD_MESSAGES.oneFile)

    const json = await admin.send('POST', '/api/admin/gallery', { category: 'ISL', description: 'Sans fichier' })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toMatch(/multipart\/form-data/)

    const cut = photoUpload(photo)
    const malformed = await upload(t, admin, { ...cut, payload: cut.payload.subarray(0, cut.payload.length - 200) })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ message: GALLERY_UPLOAD_MESSAGES.malformed })
    const noBoundary = await upload(t, admin, { ...cut, contentType: 'multipart/form-data' })
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json()).toEqual({ message: GALLERY_UPLOAD_MESSAGES.malformed })
    expect(countRows(t.app, 'gallery_photos')).toBe(galleryPhotos.length)
  })

  it('re-categorises and describes a photo again: the public list shows it at once', async () => {
    const admin = await signIn(t.app)
    const created = (await upload(t, admin, photoUpload(await jpegPhoto()))).json() as AdminGalleryPhoto
    const etag = (await t.app.inject({ url: '/api/gallery' })).headers.etag as string

    const response = await admin.send('PUT', `/api/admin/gallery/${created.id}`, {
      category: 'Construction',
      description: 'Le chantier au matin',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: created.id,
      category: 'Construction',
      description: 'Le chantier au matin',
      base: created.base,
    })

    const after = await t.app.inject({ url: '/api/gallery', headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect((after.json() as GalleryPhoto[]).find((photo) => photo.id === created.id)).toMatchObject({
      category: 'Construction',
      description: 'Le chantier au matin',
    })
    const line = t.app.auditLogRepository.list({ page: 1, pageSize: 1 }).items[0]
    expect(line).toMatchObject({ action: 'gallery.update', entityId: created.id })
    expect(line!.summary).toContain('catégorie ISL → Construction')

    // A sample too.
    expect(
      (await admin.send('PUT', '/api/admin/gallery/2', { category: 'Partenaires', description: 'Cours' })).statusCode,
    ).toBe(200)
    expect((await publicList(t)).find((photo) => photo.id === 2)?.category).toBe('Partenaires')
  })

  it('validates a change (400 naming the fields) and answers 404 for an unknown photo', async () => {
    const admin = await signIn(t.app)
    const bad = await admin.send('PUT', '/api/admin/gallery/1', { category: 'Autre', description: '' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['category', 'description'])
    expect((await admin.send('PUT', '/api/admin/gallery/9999', { category: 'ISL', description: 'x' })).statusCode).toBe(
      404,
    )
    expect((await admin.send('DELETE', '/api/admin/gallery/9999')).statusCode).toBe(404)
    expect((await admin.send('DELETE', '/api/admin/gallery/abc')).json().fieldErrors).toHaveProperty('id')
  })

  it('deletes an upload with its files: gone from the list, its URLs 404', async () => {
    const admin = await signIn(t.app)
    const created = (await upload(t, admin, photoUpload(await jpegPhoto(1000, 750)))).json() as AdminGalleryPhoto
    expect(filesOnDisk(t)).toHaveLength(4)
    const response = await admin.send('DELETE', `/api/admin/gallery/${created.id}`)
    expect(response.statusCode).toBe(204)
    expect(filesOnDisk(t)).toEqual([])
    expect((await publicList(t)).map((photo) => photo.id)).not.toContain(created.id)
    const file = await t.app.inject({ url: `${created.base}-400.webp` })
    expect(file.statusCode).toBe(404)
    expect(file.json()).toEqual({ message: 'Ressource introuvable.' })
    const line = t.app.auditLogRepository.list({ page: 1, pageSize: 1 }).items[0]
    expect(line).toMatchObject({ action: 'gallery.delete', entityId: created.id })
  })

  it('leaves no file behind when the database refuses the photo', async () => {
    const admin = await signIn(t.app)
    // The audit line is written in the same transaction: without its table, the insert fails.
    t.app.db.exec('DROP TABLE audit_log')
    const response = await upload(t, admin, photoUpload(await jpegPhoto()))
    expect(response.statusCode).toBe(500)
    expect(countRows(t.app, 'gallery_photos')).toBe(galleryPhotos.length)
    expect(filesOnDisk(t)).toEqual([])
  })

  it('never serves a file being written, nor anything outside the folder', async () => {
    const admin = await signIn(t.app)
    const created = (await upload(t, admin, photoUpload(await webpImage()))).json() as AdminGalleryPhoto
    const name = `${created.base.split('/').pop()}-400.webp`
    const { copyFileSync } = await import('node:fs')
    copyFileSync(path.join(mediaDir(t), name), path.join(mediaDir(t), `.${name}.tmp`))
    expect((await t.app.inject({ url: `/media/gallery/.${name}.tmp` })).statusCode).toBe(404)
    expect(existsSync(path.join(t.dataDir, 'church.db'))).toBe(true)
    expect((await t.app.inject({ url: '/media/gallery/../../church.db' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/media/gallery/%2e%2e/%2e%2e/church.db' })).statusCode).toBe(404)
  })
})
