// Real image files for the gallery tests, made with sharp, and multipart bodies to send them.
import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A photo-like JPEG: a gradient with a disc, `width` × `height`. */
export async function jpegPhoto(width = 1200, height = 900, options: { exif?: boolean; orientation?: number } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#d4a017"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff" opacity="0.7"/></svg>`
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 85 })
  if (options.exif) {
    image = image.withExif({
      IFD0: { Make: 'AppareilTest', Model: 'X1' },
      // The GPS directory: where the photo was taken (Santiago de los Caballeros).
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 27/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 41/1 0/1' },
    })
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  return image.toBuffer()
}

export const pngImage = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 58, b: 138, alpha: 0.8 } } })
    .png()
    .toBuffer()

export const webpImage = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#d4a017' } })
    .webp()
    .toBuffer()

/** A real PNG over 6 MB: random pixels do not compress. */
export async function largePng(): Promise<Buffer> {
  const width = 1500
  const height = 1400
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb: a valid PNG of a few kilobytes that declares 20,000 × 20,000 pixels of
 * one colour (1.2 GB once decoded).
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  const row = Buffer.alloc(side + 1) // filter byte + pixels, all zero
  const rows = Buffer.concat(Array.from({ length: 64 }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----formulaire${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      )
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      )
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** The usual upload: a category, a description and one file. */
export const photoUpload = (
  data: Buffer,
  { category = 'ISL', description = 'Cours du soir à l’institut', filename = 'photo.jpg', type = 'image/jpeg' } = {},
) =>
  multipart([
    { name: 'category', value: category },
    { name: 'description', value: description },
    { name: 'file', filename, type, data },
  ])
