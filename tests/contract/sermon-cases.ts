// The sermons: the public reads, the dashboard's list, form, upload and live-stream link. The
// converted recording's size and length are the server's alone (FFmpeg): compare.ts sets them aside.
import { wavRecording } from '#server/test/sermon-audio.ts'
import { A, NONE, get, send, type ContractCase, type Vars } from './case.ts'
import { ok, signIn } from './fixtures.ts'
import type { Side } from './sides.ts'

const sermonInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Le bon berger',
  preacher: 'Pasteur Jean Exemple',
  preachedOn: '2026-11-29',
  passage: 'Jean 10.1-18',
  series: 'Les « Je suis »',
  notes: 'Il connaît ses brebis.',
  ...overrides,
})

let wav: Buffer | undefined
function audioForm(kind: 'wav' | 'text' | 'none' = 'wav') {
  wav ??= wavRecording(1)
  const form = new FormData()
  if (kind === 'wav') form.set('file', new Blob([new Uint8Array(wav)]), 'culte.wav')
  else if (kind === 'text') form.set('file', new Blob(['pas un enregistrement']), 'culte.mp3')
  return form
}

const createSermon = (side: Side) =>
  ok<{ id: number; slug: string }>(side, { method: 'POST', path: `${A}/sermons`, json: sermonInput() })

async function created(side: Side): Promise<Vars> {
  const { id, slug } = await createSermon(side)
  return { id, slug }
}

/** A sermon with its recording converted (the server's worker; the mocks' stand-in). */
async function published(side: Side): Promise<Vars> {
  await signIn(side)
  const { id, slug } = await createSermon(side)
  await ok(side, { method: 'POST', path: `${A}/sermons/${id}/audio`, body: audioForm() })
  for (let tries = 0; tries < 150; tries++) {
    const list = await ok<{ id: number; audio: { status: string; url: string | null } }[]>(side, {
      method: 'GET',
      path: `${A}/sermons`,
    })
    const audio = list.find((sermon) => sermon.id === id)?.audio
    if (audio?.status === 'prete' && audio.url) return { id, slug, file: audio.url.split('/').at(-1) as string }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${side.name}: the recording was never ready`)
}

export const sermonCases: ContractCase[] = [
  { name: 'lists the published sermons (none yet)', status: 200, call: get('/api/sermons') },
  { name: 'gives the live link (none yet)', status: 200, call: get('/api/live') },
  { name: 'answers 404 for a sermon not published', status: 404, call: get('/api/sermons/inconnue') },
  { name: 'answers 404 for a recording that does not exist', status: 404, call: get('/media/predications/rien.m4a') },
  { name: 'lists a published sermon', status: 200, setup: published, call: get('/api/sermons') },
  { name: 'gives a published sermon', status: 200, setup: published, call: (v) => get(`/api/sermons/${v.slug}`)() },
  {
    name: 'serves a converted recording',
    status: 200,
    setup: published,
    call: (v) => get(`/media/predications/${v.file}`)(),
  },
]

export const adminSermonCases: ContractCase[] = [
  { name: 'lists the sermons for the dashboard', status: 200, call: get(`${A}/sermons`) },
  { name: 'adds a sermon', status: 201, call: send('POST', () => `${A}/sermons`, sermonInput()) },
  {
    name: 'adds a sermon to be published later',
    status: 201,
    call: send(
      'POST',
      () => `${A}/sermons`,
      sermonInput({ publishAt: '2030-12-06T09:00', videoUrl: 'https://youtu.be/x' }),
    ),
  },
  {
    name: 'refuses a sermon without a title, a real date or a web address for its video',
    status: 400,
    call: send(
      'POST',
      () => `${A}/sermons`,
      sermonInput({ title: '', preachedOn: '2026-02-30', videoUrl: 'javascript:x' }),
    ),
  },
  {
    name: 'edits a sermon, its address kept',
    status: 200,
    setup: created,
    call: send('PUT', (v) => `${A}/sermons/${v.id}`, sermonInput({ title: 'Le berger', series: '' })),
  },
  {
    name: 'answers 404 for a missing sermon',
    status: 404,
    call: send('PUT', () => `${A}/sermons/${NONE}`, sermonInput()),
  },
  {
    name: 'gives a sermon for the dashboard, with its state',
    status: 200,
    setup: created,
    call: (v) => get(`${A}/sermons/${v.id}`)(),
  },
  {
    name: 'gives a published sermon for the dashboard, ready, with its recording',
    status: 200,
    setup: published,
    call: (v) => get(`${A}/sermons/${v.id}`)(),
  },
  { name: 'answers 404 for a missing sermon’s state', status: 404, call: get(`${A}/sermons/999999`) },
  { name: 'deletes a sermon', status: 204, setup: created, call: send('DELETE', (v) => `${A}/sermons/${v.id}`) },
  {
    name: 'answers 404 when deleting a missing sermon',
    status: 404,
    call: send('DELETE', () => `${A}/sermons/${NONE}`),
  },
  {
    name: 'takes a recording, to convert it later',
    status: 202,
    setup: created,
    call: (v) => ({ method: 'POST', path: `${A}/sermons/${v.id}/audio`, body: audioForm() }),
  },
  {
    name: 'refuses a file that is not a recording',
    status: 415,
    setup: created,
    call: (v) => ({ method: 'POST', path: `${A}/sermons/${v.id}/audio`, body: audioForm('text') }),
  },
  {
    name: 'refuses an upload without a file',
    status: 400,
    setup: created,
    call: (v) => ({ method: 'POST', path: `${A}/sermons/${v.id}/audio`, body: audioForm('none') }),
  },
  {
    name: 'answers 404 for a recording of a missing sermon',
    status: 404,
    call: () => ({ method: 'POST', path: `${A}/sermons/${NONE}/audio`, body: audioForm() }),
  },
  { name: 'gives the live-stream link', status: 200, call: get(`${A}/live-stream`) },
  {
    name: 'sets the live-stream link',
    status: 200,
    call: send('PUT', () => `${A}/live-stream`, { url: 'https://www.youtube.com/@eglise/live' }),
  },
  {
    name: 'refuses a live-stream link that is not a web address',
    status: 400,
    call: send('PUT', () => `${A}/live-stream`, { url: 'javascript:alert(1)' }),
  },
]
