import { readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { create } from 'xmlbuilder2'
import { beforeAll, describe, expect, it } from 'vitest'
import { SERMON_UPLOAD_MESSAGES } from '#common/sermon-audio.ts'
import type { AdminSermon, LiveStatus, Sermon, SermonInput, SermonSummary } from '#common/schemas/sermon.ts'
import { SAME_ORIGIN, signIn, type AdminClient } from './admin-helper.ts'
import { countRows, createTestApp, useTestApp, type TestApp } from './helper.ts'
import { atService, audioUpload, probe, wavRecording } from './sermon-audio.ts'

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd'

/** xmlbuilder2's object form keeps the text as escaped in the XML. */
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

interface FeedItem {
  title: string
  guid: { '#': string }
  pubDate: string
  enclosure: { '@url': string; '@length': string; '@type': string }
  'itunes:duration': string
}
interface Feed {
  '@xmlns:itunes': string
  channel: {
    language: string
    'itunes:explicit': string
    'itunes:image': { '@href': string }
    'itunes:owner': { 'itunes:email': string }
    item: FeedItem[]
  }
}

const sermonInput = (overrides: Partial<SermonInput> = {}): SermonInput => ({
  title: 'La grâce qui relève',
  preacher: 'Pasteur Jean Exemple',
  preachedOn: '2026-11-29',
  passage: 'Luc 15.11-32',
  series: 'Les paraboles',
  notes: 'Trois points :\n1. Le départ\n2. Le retour',
  videoUrl: '',
  publishAt: '',
  ...overrides,
})

let wav: Buffer
beforeAll(() => {
  wav = wavRecording(3)
})

async function createSermon(admin: AdminClient, overrides: Partial<SermonInput> = {}): Promise<AdminSermon> {
  const response = await admin.send('POST', '/api/admin/sermons', sermonInput(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as AdminSermon
}

function uploadAudio(t: TestApp, admin: AdminClient, id: number, body = audioUpload(wav)) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/sermons/${id}/audio`,
    headers: { cookie: admin.cookie, origin: SAME_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  })
}

const adminSermon = async (admin: AdminClient, id: number) =>
  ((await admin.get('/api/admin/sermons')).json() as AdminSermon[]).find((sermon) => sermon.id === id)
const mediaDir = (t: TestApp) => path.join(t.dataDir, 'media', 'predications')
const uploadsDir = (t: TestApp) => path.join(t.dataDir, 'audio-uploads')

describe('sermons: a recording, from the upload to the public list', () => {
  let clock = new Date('2026-11-29T18:00:00.000Z')
  const t = useTestApp({ now: () => clock, config: { audioWorker: false } })

  it('answers the upload at once, converts it to mono AAC at 48 kbit/s at most, then lists it', async () => {
    const admin = await signIn(t.app)
    const created = await createSermon(admin)
    expect(created.slug).toBe('2026-11-29-la-grace-qui-releve')
    expect(created.audio.status).toBe('aucun')
    expect(created.published).toBe(false)
    expect(created.state).toBe('none')

    const uploaded = await uploadAudio(t, admin, created.id)
    expect(uploaded.statusCode, uploaded.body).toBe(202)
    expect((uploaded.json() as AdminSermon).audio).toMatchObject({ status: 'en_attente', originalName: 'culte.wav' })
    // The sermon alone, as the API names its state: processing, then ready with its file.
    const one = async () => (await admin.get(`/api/admin/sermons/${created.id}`)).json() as AdminSermon
    expect((await one()).state).toBe('processing')
    // Not public before its recording is ready.
    expect((await t.app.inject({ url: '/api/sermons' })).json()).toEqual([])

    expect(await t.app.processAudioJobsOnce()).toEqual({ done: 1, failed: 0 })
    const ready = await adminSermon(admin, created.id)
    expect(ready?.audio.status).toBe('prete')
    expect(ready?.published).toBe(true)
    expect(ready?.audio.durationSeconds).toBe(3)
    const alone = await one()
    expect(alone).toMatchObject({
      state: 'ready',
      audio: { url: ready?.audio.url, bytes: ready?.audio.bytes, type: 'audio/mp4' },
    })
    expect((await admin.get('/api/admin/sermons/999999')).statusCode).toBe(404)

    const files = readdirSync(mediaDir(t))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^[0-9a-f]{18}\.m4a$/)
    const file = path.join(mediaDir(t), files[0] as string)
    const probed = probe(file)
    expect(probed.codec).toBe('aac')
    expect(probed.channels).toBe('mono')
    expect(probed.kbps).toBeLessThanOrEqual(48)
    expect(probed.seconds).toBeGreaterThan(2.9)
    expect(probed.seconds).toBeLessThan(3.2)
    // The upload itself is not kept.
    expect(readdirSync(uploadsDir(t))).toEqual([])

    const list = (await t.app.inject({ url: '/api/sermons' })).json() as SermonSummary[]
    expect(list).toEqual([
      {
        slug: created.slug,
        title: 'La grâce qui relève',
        preacher: 'Pasteur Jean Exemple',
        preachedOn: '2026-11-29',
        passage: 'Luc 15.11-32',
        series: 'Les paraboles',
        publishedAt: clock.toISOString(),
        audioUrl: `/media/predications/${files[0]}`,
        audioBytes: statSync(file).size,
        durationSeconds: 3,
      },
    ])
    const detail = await t.app.inject({ url: `/api/sermons/${created.slug}` })
    expect((detail.json() as Sermon).notes).toBe('Trois points :\n1. Le départ\n2. Le retour')
  })

  it('serves the recording in parts (206) for seeking and resuming, cached for a year', async () => {
    const admin = await signIn(t.app)
    const { id } = await createSermon(admin)
    await uploadAudio(t, admin, id)
    await t.app.processAudioJobsOnce()
    const { audio } = (await adminSermon(admin, id)) as AdminSermon
    const url = audio.url as string
    const size = audio.bytes as number

    const whole = await t.app.inject({ url })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.headers['content-type']).toBe('audio/mp4')
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(whole.rawPayload.length).toBe(size)

    const part = await t.app.inject({ url, headers: { range: 'bytes=100-199' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`)
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200))
    const rest = await t.app.inject({ url, headers: { range: `bytes=${size - 10}-` } })
    expect(rest.statusCode).toBe(206)
    expect(rest.rawPayload.length).toBe(10)
    const beyond = await t.app.inject({ url, headers: { range: `bytes=${size + 10}-` } })
    expect(beyond.statusCode).toBe(416)
  })

  it('keeps a sermon to be published later out of the list, its page and the feed until its time', async () => {
    const admin = await signIn(t.app)
    // 2026-12-06 09:00 in Santiago (UTC-4): 13:00 UTC.
    const later = await createSermon(admin, {
      title: 'Plus tard',
      preachedOn: '2026-12-06',
      publishAt: '2026-12-06T09:00',
    })
    expect(later.publishAt).toBe('2026-12-06T13:00:00.000Z')
    expect(later.publishAtLocal).toBe('2026-12-06T09:00')
    await uploadAudio(t, admin, later.id)
    await t.app.processAudioJobsOnce()
    expect((await adminSermon(admin, later.id))?.audio.status).toBe('prete')

    const hidden = async () => {
      const list = (await t.app.inject({ url: '/api/sermons' })).json() as SermonSummary[]
      const page = await t.app.inject({ url: `/api/sermons/${later.slug}` })
      const feed = (await t.app.inject({ url: '/predications/podcast.xml' })).body
      return { listed: list.length > 0, page: page.statusCode, inFeed: feed.includes('Plus tard') }
    }
    expect(await hidden()).toEqual({ listed: false, page: 404, inFeed: false })
    clock = new Date('2026-12-06T12:59:00.000Z')
    expect(await hidden()).toEqual({ listed: false, page: 404, inFeed: false })
    clock = new Date('2026-12-06T13:00:00.000Z')
    expect(await hidden()).toEqual({ listed: true, page: 200, inFeed: true })
    clock = new Date('2026-11-29T18:00:00.000Z')
  })

  it('writes a podcast feed that parses back, each enclosure the exact size and type of its file', async () => {
    const admin = await signIn(t.app)
    const first = await createSermon(admin, { title: 'Premier & « dernier »', preachedOn: '2026-11-22' })
    const second = await createSermon(admin, { title: 'Second <texte>', preachedOn: '2026-11-29' })
    for (const { id } of [first, second]) await uploadAudio(t, admin, id)
    await t.app.processAudioJobsOnce()

    const response = await t.app.inject({ url: '/predications/podcast.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    // Parsed back (its strict well-formedness: server/src/sermons/podcast-feed.test.ts).
    const { rss } = create(response.body).end({ format: 'object' }) as unknown as { rss: Feed }
    expect(rss['@xmlns:itunes']).toBe(ITUNES)
    const channel = rss.channel
    expect(channel.language).toBe('fr')
    expect(channel['itunes:explicit']).toBe('false')
    expect(response.body).toContain('<itunes:category text="Religion &amp; Spirituality">')
    expect(channel['itunes:image']['@href']).toBe('http://localhost:3000/icons/podcast-1400.jpg')
    expect(channel['itunes:owner']['itunes:email']).toMatch(/@/)

    const items = channel.item
    expect(items.map((item) => unescapeXml(item.title))).toEqual(['Second <texte>', 'Premier & « dernier »'])
    for (const item of items) {
      const file = path.join(mediaDir(t), path.basename(item.enclosure['@url']))
      expect(Number(item.enclosure['@length'])).toBe(statSync(file).size)
      expect(item.enclosure['@type']).toBe('audio/x-m4a')
      expect(item['itunes:duration']).toBe('0:03')
      expect(item.guid['#']).toMatch(/^predication-2026-11-/)
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
    }
    const revalidated = await t.app.inject({
      url: '/predications/podcast.xml',
      headers: { 'if-none-match': response.headers.etag as string },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('replaces a recording: the new file is served once converted, the old one removed', async () => {
    const admin = await signIn(t.app)
    const { id } = await createSermon(admin)
    await uploadAudio(t, admin, id)
    await t.app.processAudioJobsOnce()
    const before = (await adminSermon(admin, id))?.audio.url
    await uploadAudio(t, admin, id, audioUpload(wavRecording(1), 'nouveau.wav'))
    // Until the new one is ready, the old one stays public.
    expect((await adminSermon(admin, id))?.audio).toMatchObject({ status: 'en_attente', url: before })
    await t.app.processAudioJobsOnce()
    const after = await adminSermon(admin, id)
    expect(after?.audio).toMatchObject({ status: 'prete', durationSeconds: 1 })
    expect(after?.audio.url).not.toBe(before)
    expect(readdirSync(mediaDir(t))).toEqual([path.basename(after?.audio.url as string)])
  })

  it('deletes a sermon with its recording', async () => {
    const admin = await signIn(t.app)
    const { id, slug } = await createSermon(admin)
    await uploadAudio(t, admin, id)
    await t.app.processAudioJobsOnce()
    expect(readdirSync(mediaDir(t))).toHaveLength(1)
    expect((await admin.send('DELETE', `/api/admin/sermons/${id}`)).statusCode).toBe(204)
    expect(readdirSync(mediaDir(t))).toEqual([])
    expect((await t.app.inject({ url: `/api/sermons/${slug}` })).statusCode).toBe(404)
    expect(countRows(t.app, 'sermon_audio_jobs')).toBe(0)
  })

  it('says in French why a conversion failed: a file that only looks like audio', async () => {
    const admin = await signIn(t.app)
    const { id } = await createSermon(admin)
    const fake = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.alloc(2000, 7)])
    expect((await uploadAudio(t, admin, id, audioUpload(fake))).statusCode).toBe(202)
    expect(await t.app.processAudioJobsOnce()).toEqual({ done: 0, failed: 1 })
    const failed = await adminSermon(admin, id)
    expect(failed?.audio.status).toBe('echec')
    expect(failed?.state).toBe('failed')
    expect(failed?.audio.error).toMatch(/n’a pas pu être lu comme un enregistrement audio/)
    expect(readdirSync(uploadsDir(t))).toEqual([])
  })
})

describe('sermons: uploads refused, in French', () => {
  const t = useTestApp({ config: { audioWorker: false, audioMaxBytes: 64 * 1024 } })

  it('refuses a file beyond the limit (413), as declared and as streamed, leaving nothing on disk', async () => {
    const admin = await signIn(t.app)
    const { id } = await createSermon(admin)
    const big = Buffer.concat([wav.subarray(0, 44), Buffer.alloc(100 * 1024)])
    const response = await uploadAudio(t, admin, id, audioUpload(big))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      message: SERMON_UPLOAD_MESSAGES.tooLarge,
      fieldErrors: { file: [SERMON_UPLOAD_MESSAGES.tooLarge] },
    })
    expect(SERMON_UPLOAD_MESSAGES.tooLarge).toMatch(/dépasse 300 Mo/)
    expect(readdirSync(uploadsDir(t))).toEqual([])
    expect(countRows(t.app, 'sermon_audio_jobs')).toBe(0)

    const declared = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sermons/${id}/audio`,
      headers: {
        cookie: admin.cookie,
        origin: SAME_ORIGIN,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(400 * 1024 * 1024),
      },
      payload: '',
    })
    expect(declared.statusCode).toBe(413)
  })

  it('refuses what is not a recording (415), whatever its name, and a missing file (400)', async () => {
    const admin = await signIn(t.app)
    const { id } = await createSermon(admin)
    const text = await uploadAudio(
      t,
      admin,
      id,
      audioUpload(Buffer.from('Bonjour, ceci est un texte.'), 'culte.mp3', 'audio/mpeg'),
    )
    expect(text.statusCode).toBe(415)
    expect(text.json()).toEqual({
      message: SERMON_UPLOAD_MESSAGES.wrongType,
      fieldErrors: { file: [SERMON_UPLOAD_MESSAGES.wrongType] },
    })
    const json = await admin.send('POST', `/api/admin/sermons/${id}/audio`, { file: 'x' })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toBe(SERMON_UPLOAD_MESSAGES.notMultipart)
    const none = await uploadAudio(t, admin, id, {
      ...audioUpload(wav),
      payload: Buffer.from('--x--\r\n'),
      contentType: 'multipart/form-data; boundary=x',
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().fieldErrors).toEqual({ file: [SERMON_UPLOAD_MESSAGES.missing] })
    expect(readdirSync(uploadsDir(t))).toEqual([])
    expect((await uploadAudio(t, admin, 999)).statusCode).toBe(404)
  })

  it('names the bad fields of a sermon in French (400)', async () => {
    const admin = await signIn(t.app)
    const response = await admin.send('POST', '/api/admin/sermons', {
      ...sermonInput(),
      title: '',
      preachedOn: '2026-02-30',
      videoUrl: 'javascript:alert(1)',
      publishAt: 'demain',
    })
    expect(response.statusCode).toBe(400)
    const { fieldErrors } = response.json() as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(fieldErrors).sort()).toEqual(['preachedOn', 'publishAt', 'title', 'videoUrl'])
    expect(fieldErrors.title).toEqual(['Ce champ est obligatoire.'])
  })

  it('is for the team only: 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/admin/sermons' })).statusCode).toBe(401)
    const body = audioUpload(wav)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sermons/1/audio',
      headers: { origin: SAME_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('lets the « Contenu » role manage sermons', async () => {
    const editor = await signIn(t.app, { role: 'contenu' })
    const { id } = await createSermon(editor)
    expect((await uploadAudio(t, editor, id, audioUpload(wavRecording(0.2)))).statusCode).toBe(202)
  })
})

describe('sermons: a conversion survives a restart', () => {
  it('picks up at start-up the jobs left waiting or cut short, and converts them', async () => {
    const first = await createTestApp({ config: { audioWorker: false } })
    let dataDir = first.dataDir
    try {
      const admin = await signIn(first.app)
      const a = await createSermon(admin, { title: 'Attendait' })
      const b = await createSermon(admin, { title: 'Interrompue' })
      expect((await uploadAudio(first, admin, a.id)).statusCode).toBe(202)
      expect((await uploadAudio(first, admin, b.id)).statusCode).toBe(202)
      // As if the server had stopped in the middle of the second one's conversion.
      first.app.db
        .prepare("UPDATE sermon_audio_jobs SET status = 'converting', attempts = 1 WHERE sermon_id = ?")
        .run(b.id)
      dataDir = first.dataDir
    } finally {
      await first.app.close()
    }
    expect(readdirSync(path.join(dataDir, 'audio-uploads'))).toHaveLength(2)

    // The next start converts on its own.
    const second = await createTestApp({ dataDir })
    try {
      for (let i = 0; i < 200 && countRows(second.app, "sermon_audio_jobs WHERE status = 'done'") < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      // The run that converted them is over (a run waits for the one in progress).
      await second.app.processAudioJobsOnce()
      const statuses = second.app.db.prepare('SELECT status, attempts FROM sermon_audio_jobs ORDER BY id').all()
      expect(statuses).toEqual([
        { status: 'done', attempts: 1 },
        { status: 'done', attempts: 2 },
      ])
      const list = (await second.app.inject({ url: '/api/sermons' })).json() as SermonSummary[]
      expect(list.map((sermon) => sermon.title).sort()).toEqual(['Attendait', 'Interrompue'])
      expect(readdirSync(path.join(dataDir, 'audio-uploads'))).toEqual([])
    } finally {
      await second.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('live stream', () => {
  let clock = new Date('2026-11-29T18:00:00.000Z')
  const t = useTestApp({ now: () => clock, config: { audioWorker: false } })

  it('shows the link only while a service is on, once the church has set one', async () => {
    const live = async () => (await t.app.inject({ url: '/api/live' })).json() as LiveStatus
    const service = t.app.servicesRepository.list()[0]!
    clock = atService(service)
    expect(await live()).toEqual({ url: null, platform: '', onAir: false })

    const admin = await signIn(t.app)
    const refused = await admin.send('PUT', '/api/admin/live-stream', { url: 'javascript:alert(1)' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fieldErrors.url).toBeDefined()
    const set = await admin.send('PUT', '/api/admin/live-stream', { url: 'https://www.youtube.com/@eglise/live' })
    expect(set.statusCode).toBe(200)
    expect(await live()).toEqual({ url: 'https://www.youtube.com/@eglise/live', platform: 'YouTube', onAir: true })

    // That day at 03:00 in Santiago: no service then.
    clock = atService(service, 3)
    expect((await live()).onAir).toBe(false)
    clock = atService(service)
    expect((await admin.send('PUT', '/api/admin/live-stream', { url: '' })).statusCode).toBe(200)
    expect(await live()).toEqual({ url: null, platform: '', onAir: false })
  })
})
