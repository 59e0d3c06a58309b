// The sermons' pages as the server draws them (with the stub renderer: the real one is exercised
// by tests/pages/ and the browser journeys): the list, each published sermon's page with its
// JSON-LD, the unpublished ones not found, the sitemap, and the home page's live link data.
import { rmSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminSermon } from '#common/schemas/sermon.ts'
import { SAME_ORIGIN, signIn, type AdminClient } from './admin-helper.ts'
import { createTestApp, type TestApp } from './helper.ts'
import { builtFrontEnd, stubRenderer, type StubRenderer } from './page-renderer-stub.ts'
import { atService, audioUpload, wavRecording } from './sermon-audio.ts'

const staticDir = builtFrontEnd()
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

const PUBLIC_URL = 'https://eglise.example.org'
// Sunday 29 November 2026, 14:00 in Santiago: no service on.
let clock = new Date('2026-11-29T18:00:00.000Z')
let t: TestApp
let stub: StubRenderer
let wav: Buffer
beforeAll(() => {
  wav = wavRecording(1)
})
beforeEach(async () => {
  clock = new Date('2026-11-29T18:00:00.000Z')
  stub = stubRenderer()
  t = await createTestApp({
    env: { STATIC_DIR: staticDir, PUBLIC_URL },
    config: { audioWorker: false },
    now: () => clock,
    renderPage: (page, data) => stub.renderPage(page, data),
  })
})
afterEach(() => t.close())

async function publishedSermon(admin: AdminClient, title: string, publishAt = ''): Promise<AdminSermon> {
  const created = await admin.send('POST', '/api/admin/sermons', {
    title,
    preacher: 'Pasteur Jean Exemple',
    preachedOn: '2026-11-29',
    passage: 'Jean 3.16',
    publishAt,
  })
  const sermon = created.json() as AdminSermon
  const body = audioUpload(wav)
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/sermons/${sermon.id}/audio`,
    headers: { cookie: admin.cookie, origin: SAME_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  })
  await t.app.processAudioJobsOnce()
  return sermon
}

describe('sermon pages drawn from the database', () => {
  it('draws the list with the podcast’s JSON-LD, and each published sermon’s page with its episode', async () => {
    const admin = await signIn(t.app)
    const { slug } = await publishedSermon(admin, 'Dieu a tant aimé')

    const list = await t.app.inject('/predications')
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/predications" />`)
    expect(list.body).toContain('"@type":"PodcastSeries"')
    expect(list.body).toContain(`"webFeed":"${PUBLIC_URL}/predications/podcast.xml"`)
    expect(Object.keys(stub.last['/predications'] ?? {}).sort()).toEqual(['donation', 'sermons', 'site'])
    expect(stub.last['/predications']?.sermons?.map((sermon) => sermon.slug)).toEqual([slug])

    const page = await t.app.inject(`/predications/${slug}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/predications/${slug}" />`)
    expect(page.body).toMatch(/"@type":"PodcastEpisode","name":"Dieu a tant aimé"/)
    expect(page.body).toMatch(
      /"associatedMedia":\{"@type":"AudioObject","contentUrl":"https:\/\/eglise\.example\.org\/media\/predications\/[0-9a-f]+\.m4a"/,
    )
    expect(page.body).toContain('"duration":"PT1S"')
    expect(page.body).toContain(`<script type="application/json" id="__PAGE_STATE__">{"path":"/predications/${slug}"`)
    const drawn = stub.last[`/predications/${slug}`]
    expect(Object.keys(drawn ?? {}).sort()).toEqual(['donation', 'sermon', 'site'])
    expect(drawn?.sermon?.title).toBe('Dieu a tant aimé')

    expect((await t.app.inject('/predications/pas-de-telle-predication')).statusCode).toBe(404)
    expect((await t.app.inject('/predications/%3Cscript%3E')).statusCode).toBe(404)
  })

  it('shows a sermon published later from its time on, in the list, its page and the sitemap', async () => {
    const admin = await signIn(t.app)
    // Sunday 6 December, 09:00 in Santiago.
    const { slug } = await publishedSermon(admin, 'Plus tard', '2026-12-06T09:00')
    const sitemap = async () => (await t.app.inject('/sitemap.xml')).body

    expect((await t.app.inject(`/predications/${slug}`)).statusCode).toBe(404)
    await t.app.inject('/predications')
    expect(stub.last['/predications']?.sermons).toEqual([])
    expect(await sitemap()).not.toContain(slug)

    clock = new Date('2026-12-06T13:00:00.000Z')
    expect((await t.app.inject(`/predications/${slug}`)).statusCode).toBe(200)
    // No write in between: the clock alone redraws the list.
    await t.app.inject('/predications')
    expect(stub.last['/predications']?.sermons?.map((sermon) => sermon.slug)).toEqual([slug])
    expect(await sitemap()).toContain(
      `<url><loc>${PUBLIC_URL}/predications/${slug}</loc><lastmod>2026-12-06T13:00:00.000Z</lastmod></url>`,
    )
    expect(await sitemap()).toContain(
      `<url><loc>${PUBLIC_URL}/predications</loc><lastmod>2026-12-06T13:00:00.000Z</lastmod></url>`,
    )
  })

  it('gives the home page the live link while a service is on, and redraws it when the service starts', async () => {
    const admin = await signIn(t.app)
    await admin.send('PUT', '/api/admin/live-stream', { url: 'https://www.facebook.com/eglise/live' })
    const service = t.app.servicesRepository.list()[0]!
    // That day at 03:00 in Santiago: no service then.
    clock = atService(service, 3)
    await t.app.inject('/')
    expect(stub.last['/']?.live).toEqual({
      url: 'https://www.facebook.com/eglise/live',
      platform: 'Facebook',
      onAir: false,
    })
    // Ten minutes into the service: no write in between, the clock alone redraws the page.
    clock = atService(service)
    await t.app.inject('/')
    expect(stub.last['/']?.live?.onAir).toBe(true)
  })
})
