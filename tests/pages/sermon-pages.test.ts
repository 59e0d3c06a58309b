// The sermons' pages drawn by the real renderer (src/entry-server.tsx) from the database: what a
// visitor gets before any script runs, on a slow phone: the list, and a sermon's « Écouter » that
// downloads nothing until tapped, its download, its sharing, its notes.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminSermon } from '#common/schemas/sermon.ts'
import { SAME_ORIGIN, signIn } from '#server/test/admin-helper.ts'
import { createTestApp, type TestApp } from '#server/test/helper.ts'
import { audioUpload, wavRecording } from '#server/test/sermon-audio.ts'
import { renderPage } from '#src/entry-server.tsx'
import { shellStaticDir, stateOf } from './drawn.ts'

const staticDir = shellStaticDir('eglise-sermons-')

let wav: Buffer
beforeAll(() => {
  wav = wavRecording(2)
})
let t: TestApp
beforeEach(async () => {
  t = await createTestApp({
    env: { STATIC_DIR: staticDir, PUBLIC_URL: 'https://eglise.example.org' },
    config: { audioWorker: false },
    now: () => new Date('2026-11-29T18:00:00.000Z'),
    renderPage,
  })
})
afterEach(() => t.close())

describe('sermon pages drawn by the real renderer', () => {
  it('draws the list and a sermon’s page in full, « Écouter » waiting to be tapped', async () => {
    const empty = (await t.app.inject('/predications')).body
    expect(empty).toMatch(/<h1[^>]*>Prédications<\/h1>/)
    expect(empty).toContain('Aucune prédication n’est encore en ligne')

    const admin = await signIn(t.app)
    const created = (
      await admin.send('POST', '/api/admin/sermons', {
        title: 'Le bon berger',
        preacher: 'Pasteur Jean Exemple',
        preachedOn: '2026-11-29',
        passage: 'Jean 10.1-18',
        series: 'Les « Je suis »',
        notes: 'Il connaît ses brebis.\nElles connaissent sa voix.',
        videoUrl: 'https://www.youtube.com/watch?v=abc',
      })
    ).json() as AdminSermon
    const body = audioUpload(wav)
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/sermons/${created.id}/audio`,
      headers: { cookie: admin.cookie, origin: SAME_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    })
    await t.app.processAudioJobsOnce()

    const list = (await t.app.inject('/predications')).body
    expect(list).toContain(`href="/predications/${created.slug}"`)
    expect(list).toContain('Jean 10.1-18')
    expect(list).toContain('Les « Je suis »')
    expect(list).toContain('href="/predications/podcast.xml"')
    expect(
      stateOf(list)
        .queries.queries.map((query) => query.queryKey[0])
        .sort(),
    ).toEqual(['donation', 'sermons', 'site'])

    const response = await t.app.inject(`/predications/${created.slug}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>Le bon berger — ')
    expect(html).toMatch(/<h1[^>]*>Le bon berger<\/h1>/)
    // « Écouter »: a link the phone plays in its own player until the app has started, which then
    // puts its player in place on a tap.
    expect(html).toMatch(/<a href="\/media\/predications\/[0-9a-f]+\.m4a" class="[^"]+">.*Écouter <span/)
    expect(html).not.toContain('<audio')
    expect(html).toMatch(/<a href="\/media\/predications\/[0-9a-f]+\.m4a" download="2026-11-29-le-bon-berger\.m4a"/)
    expect(html).toContain('href="https://wa.me/?text=')
    expect(html).toContain('Partager sur WhatsApp')
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc"')
    expect(html).toContain('Garder pour écouter hors connexion')
    expect(html).toContain('Il connaît ses brebis.\nElles connaissent sa voix.')
    expect(html).toContain(
      '<meta name="description" content="Jean 10.1-18 — Prédication de Pasteur Jean Exemple, le 29 novembre 2026. Il connaît ses brebis. Elles connaissent sa voix." />',
    )
    expect(html).toContain('"@type":"PodcastEpisode","name":"Le bon berger"')
    const state = stateOf(html)
    expect(state.path).toBe(`/predications/${created.slug}`)
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(['sermons', 'detail', created.slug])
  })
})
