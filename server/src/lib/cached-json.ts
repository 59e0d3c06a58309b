import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/database.ts'

/** A public read's answer: its JSON text, a strong ETag computed from that text, and the text
 * compressed once (Brotli, gzip) for the browsers that ask, which is all of them. */
export interface JsonAnswer {
  body: string
  etag: string
  br: Buffer
  gzip: Buffer
}

/** Does an If-None-Match header name this ETag? (Weak comparison, as RFC 9110 §13.1.2 asks.) */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => opaque(tag) === etag)
}

/** How stale an answer may be after another process (a script, a test) writes the file. */
export const OTHER_WRITERS_DELAY_MS = 50

/**
 * Memoizes a public read (services, events, member figures): `compute` (prepared statements,
 * then the zod check of the response) runs again only once the database has changed, or once
 * `key` has (the day, for the upcoming events). Every other request costs one tiny statement
 * instead of a query, a validation, a JSON serialization and a hash.
 *
 * Changes by this process (every route, every repository) are seen at once: `total_changes()`
 * (80 ns a call). Commits by other connections show in `PRAGMA data_version`, which costs 2 µs, a
 * tenth of a whole cached GET: it is read again only once OTHER_WRITERS_DELAY_MS have passed.
 */
export function cachedJson(db: Db, compute: (key: string) => unknown): (key?: string) => JsonAnswer {
  const ownChanges = db.prepare<[], number>('SELECT total_changes()').pluck()
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck()
  let otherChanges = 0
  let checkedAt = Number.NEGATIVE_INFINITY
  let last: { stamp: string; answer: JsonAnswer } | undefined
  return (key = '') => {
    const now = performance.now()
    if (now - checkedAt >= OTHER_WRITERS_DELAY_MS) {
      otherChanges = dataVersion.get() ?? 0
      checkedAt = now
    }
    const stamp = `${ownChanges.get()}:${otherChanges}:${key}`
    if (last?.stamp !== stamp) {
      const body = JSON.stringify(compute(key))
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      })
      last = { stamp, answer: { body, etag, br, gzip: gzipSync(body, { level: 9 }) } }
    }
    return last.answer
  }
}

/**
 * Sends a public read: strong ETag, `no-cache` (the browser and the service worker ask again
 * each time), and a bodiless 304 when the client already holds this very answer: a repeat
 * visit moves a few header bytes instead of the lists, over costly mobile data.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer) {
  reply.header('etag', answer.etag)
  reply.header('cache-control', 'no-cache')
  if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) {
    // The 200 may be compressed: a cache must key this answer on Accept-Encoding too.
    return reply.code(304).header('vary', 'accept-encoding').send()
  }
  reply.type('application/json; charset=utf-8')
  reply.header('vary', 'accept-encoding')
  // Compressed once per change of the data; @fastify/compress leaves an encoded answer alone.
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (encoding) return reply.header('content-encoding', encoding).send(answer[encoding])
  // Already JSON text: Fastify sends a string as it is (checked by zod in `compute`).
  return reply.send(answer.body)
}

/** 'br' if the client accepts Brotli, else 'gzip' if it accepts gzip, else none. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>()
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))
    if (name && !refused) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}
