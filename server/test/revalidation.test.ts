import { describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { ifNoneMatchHits, preferredEncoding } from '../src/lib/cached-json.ts'
import { useTestApp } from './helper.ts'

const READS = ['/api/services', '/api/events', '/api/members/stats'] as const

describe('public reads revalidate with a strong ETag', () => {
  const t = useTestApp()

  it.each(READS)('%s answers 304 with no body when the client holds this answer', async (url) => {
    const first = await t.app.inject(url)
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')

    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.headers['content-type']).toBeUndefined()

    const other = await t.app.inject({ url, headers: { 'if-none-match': '"autre-chose"' } })
    expect(other.statusCode).toBe(200)
    expect(other.json()).toEqual(first.json())
  })

  it('gives a new ETag, and the new list, once the data changes', async () => {
    const before = await t.app.inject('/api/events')
    t.app.eventsRepository.insert(
      {
        title: 'Veillée de prière',
        date: '2099-01-15',
        time: '19:00 - 21:00',
        description: 'Une soirée de prière.',
        location: 'Temple',
        category: 'Communautaire',
      },
      new Date().toISOString(),
    )
    const after = await t.app.inject({ url: '/api/events', headers: { 'if-none-match': String(before.headers.etag) } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.body).toContain('Veillée de prière')
  })

  it.each(READS)('%s is compressed as the browser asks, with the same ETag', async (url) => {
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
  })
})

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
  })
})

describe('ifNoneMatchHits', () => {
  it('matches any tag of the list, weakly, and *', () => {
    expect(ifNoneMatchHits('"a", "b"', '"b"')).toBe(true)
    expect(ifNoneMatchHits('W/"b"', '"b"')).toBe(true)
    expect(ifNoneMatchHits('*', '"b"')).toBe(true)
    expect(ifNoneMatchHits('"a"', '"b"')).toBe(false)
    expect(ifNoneMatchHits(undefined, '"b"')).toBe(false)
  })
})
