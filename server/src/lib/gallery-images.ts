// Turns an uploaded photo into the gallery's files: upright (EXIF orientation applied), resized to
// a few widths, in AVIF and WebP, without any metadata (sharp writes none unless asked: no EXIF,
// so no GPS position, no camera serial). gallery-files.ts stores them.
import type { OutputInfo } from 'sharp'
import type { UploadFormat } from './gallery-files.ts'

/** The widths made from an upload, never wider than the photo itself. */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const
/**
 * Decompression bombs: a 5 MB PNG of one colour can declare 30,000 × 30,000 pixels (3.6 GB once
 * decoded). 8192 × 8192 (67 megapixels) lets through every phone camera but the 108/200 MP modes,
 * whose files are over 5 MB anyway.
 */
export const MAX_INPUT_PIXELS = 8192 * 8192

let loaded: Promise<typeof import('sharp')> | undefined
/**
 * sharp, loaded by the first upload rather than at every start of the server (a third of a second
 * or more). One libvips thread, one photo at a time: the server shares two cores with the site's
 * visitors; an upload may take a few seconds more, a visitor's page never waits for one.
 */
function loadSharp() {
  loaded ??= import('sharp').then((module) => {
    module.default.concurrency(1)
    return module
  })
  return loaded
}

export class ImageError extends Error {
  constructor(
    public readonly reason: 'unreadable' | 'tooManyPixels',
    cause: unknown,
  ) {
    super(`image refused (${reason})`, { cause })
    this.name = 'ImageError'
  }
}

export interface ProcessedImage {
  /** Upright size of the original. */
  width: number
  height: number
  widths: number[]
  files: { width: number; format: UploadFormat; data: Buffer }[]
}

/**
 * AVIF's encoder effort: 4 for the sizes phones download (the smallest files), 3 for the 1600 px
 * desktop size, where effort 4 took four times as long (4.6 s against 1.2 s on one thread) for a
 * file 14 % smaller.
 */
const avifEffort = (width: number) => (width > 800 ? 3 : 4)

/** The widths to make for a photo `width` pixels wide: those it covers, or its own if narrower. */
export function widthsFor(width: number, candidates: readonly number[] = UPLOAD_WIDTHS): number[] {
  const fitting = candidates.filter((candidate) => candidate <= width)
  return fitting.length > 0 ? fitting : [width]
}

/** What to make of an upload: the gallery's widths, or a portrait's square crops. */
interface Shape {
  widths: readonly number[]
  /** Cropped to a square around the most striking part (a face, usually), else kept whole. */
  square: boolean
}
const GALLERY_SHAPE: Shape = { widths: UPLOAD_WIDTHS, square: false }

let queue: Promise<unknown> = Promise.resolve()
/** Runs `task` after every task queued before it. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}

async function convert(input: Buffer, shape: Shape): Promise<ProcessedImage> {
  const { default: sharp } = await loadSharp()
  // failOn 'error': a truncated or corrupt file is refused; mere warnings some cameras cause pass.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  let upright: { data: Buffer; info: OutputInfo }
  let width: number
  let height: number
  try {
    const metadata = await sharp(input, options).metadata()
    if (!metadata.width || !metadata.height) throw new Error('no dimensions')
    // EXIF orientations 5 to 8 turn the photo a quarter: its upright width is its stored height.
    const turned = (metadata.orientation ?? 1) >= 5
    width = turned ? metadata.height : metadata.width
    height = turned ? metadata.width : metadata.height
    if (shape.square) {
      width = Math.min(width, height)
      height = width
    }
    const largest = Math.max(...widthsFor(width, shape.widths))
    // Decoded, turned upright and shrunk to the largest width once (JPEG decodes at a fraction of
    // its size when it can), in sRGB; the smaller sizes and both formats start from these pixels.
    upright = await sharp(input, options)
      .rotate()
      .resize(
        shape.square
          ? { width: largest, height: largest, fit: 'cover', position: sharp.strategy.attention }
          : { width: largest, withoutEnlargement: true },
      )
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    throw new ImageError(/pixel limit/i.test(message) ? 'tooManyPixels' : 'unreadable', error)
  }

  const widths = widthsFor(width, shape.widths)
  const { data, info } = upright
  const files: ProcessedImage['files'] = []
  for (const target of widths) {
    const resized = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({
      width: target,
    })
    files.push({
      width: target,
      format: 'avif',
      data: await resized
        .clone()
        .avif({ quality: 55, effort: avifEffort(target) })
        .toBuffer(),
    })
    files.push({
      width: target,
      format: 'webp',
      data: await resized.clone().webp({ quality: 78, effort: 4 }).toBuffer(),
    })
  }
  return { width, height, widths, files }
}

/**
 * Decodes and converts one upload (JPEG, PNG or WebP, checked by the caller), one at a time.
 * Throws ImageError when the file cannot be read whole or is too large in pixels.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return oneAtATime(() => convert(input, GALLERY_SHAPE))
}

/**
 * A leader's portrait: the same checks and formats, cropped to a square at `widths` (never
 * enlarged: a photo smaller than the first width gives one file at its own size).
 */
export function processPortrait(input: Buffer, widths: readonly number[]): Promise<ProcessedImage> {
  return oneAtATime(() => convert(input, { widths, square: true }))
}
