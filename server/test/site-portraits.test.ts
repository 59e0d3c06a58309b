// The leaders' portraits: uploaded through the gallery's image pipeline into DATA_DIR/media/people,
// referenced by the content document, served at /media/people/, their files removed when replaced
// or removed; hostile uploads refused in French, nothing stored.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { GALLERY_UPLOAD_MESSAGES } from '#common/schemas/gallery-categories.ts'
import { PHONE_MESSAGES } from '#common/schemas/site-content-fields.ts'
import { PORTRAIT_MESSAGES, type SiteContent } from '#common/schemas/site-content.ts'
import { SAME_ORIGIN, signIn, type AdminClient } from './admin-helper.ts'
import { jpegPhoto, largePng, multipart, pngBomb, pngImage } from './gallery-files.ts'
import { countChangeLines, type TestApp, useTestApp } from './helper.ts'

const LEADER = 'pasteur-associe'
const url = (id = LEADER) => `/api/admin/site/leaders/${id}/photo`

function upload(
  t: TestApp,
  admin: AdminClient,
  data: Buffer,
  { id = LEADER, filename = 'portrait.jpg', type = 'image/jpeg' } = {},
) {
  const body = multipart([{ name: 'file', filename, type, data }])
  return t.app.inject({
    method: 'POST',
    url: url(id),
    headers: { cookie: admin.cookie, origin: SAME_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  })
}

const peopleDir = (t: TestApp) => path.join(t.dataDir, 'media', 'people')
const filesOnDisk = (t: TestApp) => readdirSync(peopleDir(t)).sort()
const publicContent = async (t: TestApp) => (await t.app.inject('/api/site')).json() as SiteContent
const photoOf = (content: SiteContent, id = LEADER) => content.leaders.find((leader) => leader.id === id)?.photo
const auditSummaries = (t: TestApp) =>
  t.app.db
    .prepare("SELECT summary FROM audit_log WHERE entity = 'site' ORDER BY id")
    .all()
    .map((row) => (row as { summary: string }).summary)

describe('leaders’ portraits', () => {
  const t = useTestApp()

  it('stores a square portrait in AVIF and WebP, served for a year, referenced by the document', async () => {
    const admin = await signIn(t.app)
    const response = await upload(t, admin, await jpegPhoto(1200, 900, { exif: true }))
    expect(response.statusCode).toBe(200)
    const photo = photoOf(response.json() as SiteContent)
    expect(photo).toEqual({ stem: expect.stringMatching(/^[0-9a-f]{18}$/), widths: [160, 320] })
    expect(photoOf(await publicContent(t))).toEqual(photo)
    const stem = photo!.stem
    expect(filesOnDisk(t)).toEqual([`${stem}-160.avif`, `${stem}-160.webp`, `${stem}-320.avif`, `${stem}-320.webp`])

    const served = await t.app.inject(`/media/people/${stem}-320.webp`)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const metadata = await sharp(served.rawPayload).metadata()
    expect([metadata.width, metadata.height]).toEqual([320, 320])
    // No metadata travels with the portrait: no GPS position, no camera.
    expect(metadata.exif).toBeUndefined()
    expect(auditSummaries(t)).toEqual(['Photo de « Marc Exemple » ajoutée'])
  })

  it('deletes the old files when the portrait is replaced, then when it is removed', async () => {
    const admin = await signIn(t.app)
    const first = photoOf((await upload(t, admin, await jpegPhoto(800, 800))).json() as SiteContent)!
    const second = photoOf(
      (await upload(t, admin, await pngImage(500, 700), { type: 'image/png' })).json() as SiteContent,
    )!
    expect(second.stem).not.toBe(first.stem)
    expect(filesOnDisk(t).every((name) => name.startsWith(second.stem))).toBe(true)
    expect(filesOnDisk(t)).toHaveLength(4)

    const removed = await admin.send('DELETE', url())
    expect(removed.statusCode).toBe(200)
    expect(photoOf(removed.json() as SiteContent)).toBeNull()
    expect(photoOf(await publicContent(t))).toBeNull()
    expect(filesOnDisk(t)).toEqual([])
    expect(auditSummaries(t)).toEqual([
      'Photo de « Marc Exemple » ajoutée',
      'Photo de « Marc Exemple » remplacée',
      'Photo de « Marc Exemple » retirée',
    ])
  })

  it('deletes the files when a form save drops the portrait or its leader, keeps them when it is kept', async () => {
    const admin = await signIn(t.app)
    const saved = (await upload(t, admin, await jpegPhoto(600, 600))).json() as SiteContent
    const stem = photoOf(saved)!.stem

    // The leaders' form sends the portrait back as it got it, with the other fields changed.
    const kept = await admin.send('PATCH', '/api/admin/site', {
      leaders: saved.leaders.map((leader) => ({ ...leader, family: 'Marié' })),
    })
    expect(kept.statusCode).toBe(200)
    expect(filesOnDisk(t)).toHaveLength(4)

    const withoutLeader = saved.leaders.filter((leader) => leader.id !== LEADER)
    const dropped = await admin.send('PATCH', '/api/admin/site', { leaders: withoutLeader })
    expect(dropped.statusCode).toBe(200)
    expect(existsSync(path.join(peopleDir(t), `${stem}-160.webp`))).toBe(false)
    expect(filesOnDisk(t)).toEqual([])
  })

  it('refuses a portrait the upload did not make (400 naming the field), nothing stored', async () => {
    const admin = await signIn(t.app)
    const seed = siteContentSeed()
    const leaders = seed.leaders.map((leader, index) =>
      index === 1 ? { ...leader, photo: { stem: 'aaaaaaaaaaaaaaaaaa', widths: [160] } } : leader,
    )
    const response = await admin.send('PATCH', '/api/admin/site', { leaders })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ 'leaders.1.photo': [PORTRAIT_MESSAGES.unknownPhoto] })
    const traversal = await admin.send('PATCH', '/api/admin/site', {
      leaders: seed.leaders.map((leader) => ({ ...leader, photo: { stem: '../../site.db', widths: [160] } })),
    })
    expect(traversal.statusCode).toBe(400)
    expect(Object.keys(traversal.json().fieldErrors)).toContain('leaders.0.photo.stem')
    expect(await publicContent(t)).toEqual(seed)
    expect(countChangeLines(t.app)).toBe(0)
  })

  it('refuses hostile uploads in French and stores nothing', async () => {
    const admin = await signIn(t.app)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    const asSvg = await upload(t, admin, svg, { filename: 'portrait.svg', type: 'image/svg+xml' })
    expect(asSvg.statusCode).toBe(415)
    expect(asSvg.json()).toEqual({
      message: GALLERY_UPLOAD_MESSAGES.wrongType,
      fieldErrors: { file: [GALLERY_UPLOAD_MESSAGES.wrongType] },
    })

    const text = await upload(t, admin, Buffer.from('Bonjour, ceci n’est pas une image.'), { filename: 'photo.jpg' })
    expect(text.statusCode).toBe(415)

    const truncated = (await jpegPhoto(800, 800)).subarray(0, 2000)
    const broken = await upload(t, admin, truncated)
    expect(broken.statusCode).toBe(400)
    expect(broken.json().fieldErrors.file).toEqual([GALLERY_UPLOAD_MESSAGES.unreadable])

    const bomb = await upload(t, admin, pngBomb(), { type: 'image/png' })
    expect(bomb.statusCode).toBe(400)
    expect(bomb.json().fieldErrors.file).toEqual([GALLERY_UPLOAD_MESSAGES.tooManyPixels])

    const tooLarge = await upload(t, admin, await largePng(), { type: 'image/png' })
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().message).toBe(GALLERY_UPLOAD_MESSAGES.tooLarge)

    const empty = await upload(t, admin, Buffer.alloc(0))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fieldErrors).toEqual({ file: [GALLERY_UPLOAD_MESSAGES.empty] })

    const unknown = await upload(t, admin, await jpegPhoto(400, 400), { id: 'personne' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(PORTRAIT_MESSAGES.unknownLeader)

    expect(filesOnDisk(t)).toEqual([])
    expect(photoOf(await publicContent(t))).toBeNull()
    expect(countChangeLines(t.app)).toBe(0)
  })

  it('is 401 without a session', async () => {
    const body = multipart([{ name: 'file', filename: 'p.jpg', type: 'image/jpeg', data: await jpegPhoto(400, 400) }])
    const response = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(401)
    expect(filesOnDisk(t)).toEqual([])
  })
})

describe('a document stored before portraits and directors’ contacts', () => {
  const t = useTestApp()

  it('still loads, the new fields empty, and saves with them', async () => {
    const old = siteContentSeed() as unknown as {
      leaders: Record<string, unknown>[]
      directors: Record<string, unknown>[]
    }
    for (const leader of old.leaders) delete leader.photo
    old.directors = old.directors.map(({ name, position }) => ({ name, position }))
    t.app.db.prepare('UPDATE site_content SET document = ? WHERE id = 1').run(JSON.stringify(old))

    const content = await publicContent(t)
    expect(content.leaders.every((leader) => leader.photo === null)).toBe(true)
    expect(content.directors[0]).toEqual({ ...siteContentSeed().directors[0], phone: '', email: '' })

    const admin = await signIn(t.app)
    const directors = content.directors.map((d, i) => (i === 0 ? { ...d, phone: '809 241 7788' } : d))
    const saved = await admin.send('PATCH', '/api/admin/site', { directors })
    expect(saved.statusCode).toBe(200)
    // Stored as one international number, whatever way it was typed.
    expect((await publicContent(t)).directors[0]?.phone).toBe('+18092417788')
  })

  it('refuses a director’s phone or e-mail the site would refuse elsewhere', async () => {
    const admin = await signIn(t.app)
    const directors = siteContentSeed().directors.map((d, i) =>
      i === 2 ? { ...d, phone: 'appelez-moi', email: 'pas-une-adresse' } : d,
    )
    const response = await admin.send('PATCH', '/api/admin/site', { directors })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({
      'directors.2.phone': [PHONE_MESSAGES.invalid],
      'directors.2.email': ['Adresse e-mail invalide.'],
    })
  })
})
