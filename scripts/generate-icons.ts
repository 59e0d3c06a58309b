// `node --import tsx scripts/generate-icons.ts`: the web app manifest's PNG icons, drawn from
// public/favicon.svg (the navy tile with the gold cross). Run once when the logo changes; the
// PNGs are committed (public/icons/).
import { readFileSync } from 'node:fs'
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
console.log('public/icons: icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png')
