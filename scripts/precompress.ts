// Brotli (quality 11) and gzip (level 9) copies of the built text files, written next to them
// (`x.js.br`, `x.js.gz`): the server sends them as they are (@fastify/static `preCompressed`),
// smaller than on-the-fly compression and at no CPU cost per request. Run by the Vite build
// (vite.config.ts). The pages the server draws are compressed by the server, once per drawing.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else if (entry.isFile()) yield file
  }
}

/** Compresses one file; writes each copy only if it is smaller than the original. */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file)
  if (body.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  await Promise.all([
    br.length < body.length ? writeFile(`${file}.br`, br) : null,
    gz.length < body.length ? writeFile(`${file}.gz`, gz) : null,
  ])
}

/** Compresses every text file under `dir` (the built front end). */
export async function precompressDir(dir: string): Promise<number> {
  if (!(await stat(dir).catch(() => null))?.isDirectory()) return 0
  const files: string[] = []
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.test(file)) files.push(file)
  await Promise.all(files.map(precompressFile))
  return files.length
}
