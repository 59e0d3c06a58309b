// `node --import tsx scripts/generate-icons.ts`: the web app manifest's PNG icons and the
// favicon.ico that browsers and crawlers ask for by default, drawn from public/favicon.svg (the
// navy tile with the gold cross). Run once when the logo changes; the files are committed
// (public/icons/, public/favicon.ico).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const ROOT = path.resolve(import.meta.dirname, '..')
const svg = readFileSync(path.join(ROOT, 'public/favicon.svg'))
const out = (name: string) => path.join(ROOT, 'public/icons', name)
const NAVY = '#1e3a8a'

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`))
}
// Apple touch icon: a full square (iOS rounds the corners itself).
await sharp({ create: { width: 180, height: 180, channels: 4, background: NAVY } })
  .composite([
    {
      input: await sharp(svg, { density: (72 * 180) / 64 })
        .resize(180, 180)
        .png()
        .toBuffer(),
    },
  ])
  .png({ compressionLevel: 9 })
  .toFile(out('apple-touch-icon.png'))
// Maskable: the launcher may crop to a circle; the cross stays inside the central 80 % safe zone.
const maskable = 512
const inner = Math.round(maskable * 0.72)
await sharp({ create: { width: maskable, height: maskable, channels: 4, background: NAVY } })
  .composite([
    {
      input: await sharp(svg, { density: (72 * inner) / 64 })
        .resize(inner, inner)
        .png()
        .toBuffer(),
      gravity: 'centre',
    },
  ])
  .png({ compressionLevel: 9 })
  .toFile(out('icon-maskable-512.png'))

// The podcast's artwork (Apple Podcasts and Spotify ask for a square of 1400 to 3000 px, JPEG or
// PNG, RGB): the cross on the navy tile, in the middle of a navy square with room around it.
async function podcastArtwork(): Promise<Buffer> {
  const size = 1400
  const inner = Math.round(size * 0.6)
  return sharp({ create: { width: size, height: size, channels: 3, background: NAVY } })
    .composite([
      {
        input: await sharp(svg, { density: (72 * inner) / 64 })
          .resize(inner, inner)
          .png()
          .toBuffer(),
        gravity: 'centre',
      },
    ])
    .flatten({ background: NAVY })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer()
}
writeFileSync(out('podcast-1400.jpg'), await podcastArtwork())

/**
 * An .ico holding PNG images (every browser since 2009 reads them): a 6-byte header, a 16-byte
 * entry per image (size, colour depth, length, offset), then the images.
 */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((image) => image.png)])
}

const favicons = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    png: await sharp(svg, { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  })),
)
writeFileSync(path.join(ROOT, 'public/favicon.ico'), icoOf(favicons))
console.log(
  'public/icons: icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png, podcast-1400.jpg; public/favicon.ico',
)
