// What the mocks can tell of an uploaded image without decoding it, to answer with the sizes and
// widths the server's image processing gives (server/src/lib/gallery-images.ts).
import type { GalleryImageType } from '#common/schemas/gallery-categories.ts'

type Size = { width: number; height: number }

/**
 * The size a JPEG, PNG or WebP file declares in its header (Node and jsdom have no image decoder).
 * A JPEG's EXIF orientation is not read: a photo stored on its side keeps its stored size here.
 */
export function headerSize(bytes: Uint8Array, type: GalleryImageType): Size | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const fits = (end: number) => end <= bytes.length
  if (type === 'png') return fits(24) ? { width: view.getUint32(16), height: view.getUint32(20) } : null
  if (type === 'webp') {
    const chunk = String.fromCharCode(...bytes.slice(12, 16))
    if (chunk === 'VP8 ' && fits(30))
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
    if (chunk === 'VP8L' && fits(25)) {
      const bits = view.getUint32(21, true)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X' && fits(30)) {
      const u24 = (at: number) => view.getUint16(at, true) + (view.getUint8(at + 2) << 16)
      return { width: u24(24) + 1, height: u24(27) + 1 }
    }
    return null
  }
  // JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) gives the size.
  let at = 2
  while (fits(at + 9) && view.getUint8(at) === 0xff) {
    const marker = view.getUint8(at + 1)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
    at += 2 + view.getUint16(at + 2)
  }
  return null
}

/** The photo's upright size: the browser's decoder when there is one, else the file's header. */
export async function imageSize(file: Blob, type: GalleryImageType): Promise<Size> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file)
      return { width: bitmap.width, height: bitmap.height }
    } catch {
      // jsdom defines no decoder behind it: the header below.
    }
  }
  // A header the mock cannot read: a plausible photo size.
  return headerSize(new Uint8Array(await file.arrayBuffer()), type) ?? { width: 1200, height: 900 }
}

/** The widths the server makes of a gallery photo. */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const

/** The widths made of an image `width` pixels wide: those it covers, or its own if narrower. */
export function widthsFor(width: number, candidates: readonly number[]): number[] {
  const fitting = candidates.filter((candidate) => candidate <= width)
  return fitting.length > 0 ? fitting : [width]
}
