// Sizes of the built files as the server sends them: gzip (level 9, as precompressed at build)
// and Brotli, read from dist/client.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const DIST = path.resolve(import.meta.dirname, '../../dist/client')

export function assertBuilt() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/client is missing: run `npm run build` first')
    process.exit(2)
  }
}

const cache = new Map<string, { raw: number; gzip: number; brotli: number }>()

/** Sizes of the file behind a URL path such as /assets/index-abc.js (undefined if not a file). */
export function distSizes(urlPath: string) {
  const file = path.join(DIST, decodeURIComponent(urlPath.split('?')[0] ?? ''))
  if (!file.startsWith(DIST) || !existsSync(file)) return undefined
  let sizes = cache.get(file)
  if (!sizes) {
    const body = readFileSync(file)
    sizes = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }
    cache.set(file, sizes)
  }
  return sizes
}
