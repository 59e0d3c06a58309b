import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { temporaryStaticDir, useTestApp } from './helper.ts'

// A built front end with the Brotli and gzip copies the build writes (scripts/precompress.ts).
const staticDir = temporaryStaticDir('eglise-precompressed-')
mkdirSync(path.join(staticDir, 'assets'))
const html = `<!doctype html><title>Accueil</title>${'<p>Bienvenue</p>'.repeat(100)}`
const script = `console.log(${JSON.stringify('x'.repeat(2000))})`
const write = (file: string, body: string) => {
  writeFileSync(path.join(staticDir, file), body)
  writeFileSync(path.join(staticDir, `${file}.br`), brotliCompressSync(body))
  writeFileSync(path.join(staticDir, `${file}.gz`), gzipSync(body))
}
write('index.html', html)
write('assets/app-abc123.js', script)

describe('precompressed static files', () => {
  const t = useTestApp({ env: { STATIC_DIR: staticDir } })

  it('sends the Brotli copy of a hashed asset, immutable, varying on Accept-Encoding', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the gzip copy of a page to a client without Brotli, revalidated by ETag', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(gunzipSync(response.rawPayload).toString()).toBe(html)
    const again = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(response.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe(html)
  })
})
