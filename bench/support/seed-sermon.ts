// A published sermon in the bench's fresh database, so that `bench:lighthouse` can measure a
// sermon's page like a visitor would open it: uploaded through the dashboard's API as a phone's
// recording (a generated WAV) after its details, converted by the server; then its page's address.
import { setTimeout as sleep } from 'node:timers/promises'
import { wavRecording } from '#server/test/sermon-audio.ts'
import { adminCookie } from '#tests/e2e/support/browser.ts'

export async function seedSermon(baseURL: string, adminPassword: string): Promise<string> {
  const cookie = await adminCookie(baseURL, adminPassword)
  const headers = { cookie, origin: baseURL }
  const created = await fetch(`${baseURL}/api/admin/sermons`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'La paix qui surpasse toute intelligence',
      preacher: 'Pasteur Jean-Baptiste',
      preachedOn: new Date().toISOString().slice(0, 10),
      passage: 'Philippiens 4.4-9',
      series: 'Philippiens',
      notes: 'Réjouissez-vous toujours dans le Seigneur. Que votre douceur soit connue de tous les hommes.',
    }),
  })
  if (!created.ok) throw new Error(`sermon: ${created.status} ${await created.text()}`)
  const { id } = (await created.json()) as { id: number }
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(wavRecording(20))], { type: 'audio/wav' }), 'culte.wav')
  const uploaded = await fetch(`${baseURL}/api/admin/sermons/${id}/audio`, { method: 'POST', headers, body: form })
  if (!uploaded.ok) throw new Error(`recording: ${uploaded.status} ${await uploaded.text()}`)
  for (let waited = 0; waited < 120_000; waited += 500) {
    const sermon = (await (await fetch(`${baseURL}/api/admin/sermons/${id}`, { headers })).json()) as {
      published: boolean
      slug: string
      audio: { status: string }
    }
    if (sermon.published) return `/predications/${sermon.slug}`
    if (sermon.audio.status === 'failed') throw new Error('the conversion failed')
    await sleep(500)
  }
  throw new Error('the sermon was not converted in 2 minutes')
}
