// « Garder pour écouter hors connexion »: a recording kept on the phone only when the visitor asks,
// never ahead (the members pay their data by the megabyte). The page downloads the whole file
// once and puts it in its own cache (the Cache API); the service worker (scripts/pwa-options.ts)
// answers the player from that cache, ranges included, so it plays and seeks without a network.
// « Retirer de l’appareil » deletes it.

/** The cache the service worker reads the kept recordings from (same name there). */
export const KEPT_AUDIO_CACHE = 'predications-hors-connexion'
/** The pages' cache of the worker's network-first route: the sermon's page goes with its recording. */
const PAGES_CACHE = 'pages'

export const canKeepOffline = () => typeof window !== 'undefined' && 'caches' in window

export async function isKept(url: string): Promise<boolean> {
  if (!canKeepOffline()) return false
  const cache = await caches.open(KEPT_AUDIO_CACHE)
  return (await cache.match(url)) !== undefined
}

export interface KeepOptions {
  /** The share received, 0–100, when the server says the size (it always does for a recording). */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  /** The page to keep with it, so that it opens without a network too. */
  page?: string
}

/**
 * Downloads the whole recording and keeps it. The response stored has no Vary and the file's
 * length, so that the worker can cut any range out of it.
 */
export async function keepOffline(url: string, { onProgress, signal, page }: KeepOptions = {}): Promise<void> {
  // Not through the browser's HTTP cache: the file is kept once, here, and « Retirer de l’appareil »
  // then leaves no second copy of its 20 Mo behind.
  const response = await fetch(url, { signal, credentials: 'same-origin', cache: 'no-store' })
  if (response.status !== 200 || !response.body) throw new Error(`recording answered ${response.status}`)
  const total = Number(response.headers.get('content-length')) || 0
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.length
    if (total > 0) onProgress?.(Math.min(100, Math.floor((received / total) * 100)))
  }
  const type = response.headers.get('content-type') ?? 'audio/mp4'
  const blob = new Blob(chunks as BlobPart[], { type })
  const cache = await caches.open(KEPT_AUDIO_CACHE)
  await cache.put(url, new Response(blob, { headers: { 'content-type': type, 'content-length': String(blob.size) } }))
  if (page) {
    // Best effort: the page is usually in the worker's cache already, since it is on screen.
    await caches
      .open(PAGES_CACHE)
      .then((pages) => pages.add(page))
      .catch(() => undefined)
  }
}

export async function removeKept(url: string): Promise<void> {
  if (!canKeepOffline()) return
  const cache = await caches.open(KEPT_AUDIO_CACHE)
  await cache.delete(url)
}
