// Writes the gallery's images: public/gallery/<slug>-<width>.avif and .webp, 4:3, for every
// entry of common/seed/gallery.ts. A real photo in gallery-sources/<slug>.(jpg|jpeg|png|webp)
// is cropped and used; otherwise an illustrated placeholder (SVG rendered by sharp) stands in.
// Run: node --import tsx scripts/generate-gallery.ts
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import {
  GALLERY_ASPECT,
  GALLERY_WIDTHS,
  galleryPhotos,
  type GalleryCategory,
  type GallerySample,
} from '#common/seed/gallery.ts'

const root = join(import.meta.dirname, '..')
const outDir = join(root, 'public', 'gallery')
const sourcesDir = join(root, 'gallery-sources')
const SOURCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']

const W = 800
const H = (W * GALLERY_ASPECT.height) / GALLERY_ASPECT.width

interface CategoryArt {
  colors: [string, string]
  /** Line art drawn in a 200 × 200 box. */
  motif: string
}

const ART: Record<GalleryCategory, CategoryArt> = {
  // An open book.
  ISL: {
    colors: ['#14285f', '#3a5fb5'],
    motif:
      '<path d="M100 60C80 45 40 40 15 45V150C40 145 80 150 100 165C120 150 160 145 185 150V45C160 40 120 45 100 60Z"/><path d="M100 60V165M35 75L80 82M35 100L80 107M35 125L80 132M120 82L165 75M120 107L165 100M120 132L165 125"/>',
  },
  // A graduation cap.
  FEPROBA: {
    colors: ['#8a5300', '#e39500'],
    motif:
      '<path d="M100 40L190 80L100 120L10 80Z"/><path d="M50 98V140C70 160 130 160 150 140V98M190 80V128"/><circle cx="190" cy="136" r="7"/>',
  },
  // A cross in a halo of light.
  Ministères: {
    colors: ['#6b1a2e', '#b4415a'],
    motif:
      '<path d="M100 35V175M68 72H132"/><circle cx="100" cy="80" r="62" opacity=".55"/><path d="M100 6V0M40 30L35 25M160 30L165 25M20 80H12M180 80H188" opacity=".55"/>',
  },
  // A shepherd's crook beside a person.
  Leadership: {
    colors: ['#0d3b3a', '#1f7a72'],
    motif:
      '<path d="M70 185V60C70 22 20 22 20 55C20 75 40 80 48 70"/><circle cx="135" cy="82" r="24"/><path d="M90 185V165C90 130 180 130 180 165V185"/>',
  },
  // Two joined rings.
  Partenaires: {
    colors: ['#33195e', '#6a45a8'],
    motif:
      '<circle cx="72" cy="100" r="52"/><circle cx="128" cy="100" r="52"/><path d="M100 88L100 112M88 100H112" opacity=".7"/>',
  },
  // A chapel under construction, with scaffolding.
  Construction: {
    colors: ['#6a2a12', '#b8572a'],
    motif:
      '<path d="M30 185V105L95 58L160 105V185Z"/><path d="M78 185V148C78 130 112 130 112 148V185M95 58V18M82 31H108"/><path d="M172 185V80M196 185V80M172 105L196 130M196 105L172 130M172 155L196 180" opacity=".7"/>',
  },
}

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Splits a caption into lines of at most `maxChars` (DejaVu/Georgia serif at 40 px fits about
 * 30 in 720 px), balancing two-line captions so no short word dangles alone. */
function wrap(text: string, maxChars = 30): string[] {
  if (text.length <= maxChars) return [text]
  const words = text.split(' ')
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')])
  const fitting = splits.filter((lines) => lines.every((line) => line.length <= maxChars))
  if (fitting.length > 0) {
    return fitting.reduce((best, lines) =>
      Math.max(...lines.map((l) => l.length)) < Math.max(...best.map((l) => l.length)) ? lines : best,
    )
  }
  const lines: string[] = []
  for (const word of words) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** `variant` (the photo's rank in its category) moves the light and the pattern so siblings differ. */
function placeholderSvg(photo: GallerySample, variant: number): string {
  const { colors, motif } = ART[photo.category]
  const angle = [20, 135, 60, 160, 100][variant % 5]
  const glow = [
    [620, 120],
    [160, 140],
    [680, 420],
    [120, 460],
    [400, 60],
  ][variant % 5] as [number, number]
  const pattern =
    variant % 2 === 0
      ? '<circle cx="2" cy="2" r="1.6" fill="#fff"/>'
      : '<path d="M0 24L24 0" stroke="#fff" stroke-width="1.2"/>'
  // Odd siblings: a large faint motif bleeding off the right edge and a left-aligned caption.
  const centred = variant % 2 === 0
  const lines = wrap(photo.description.replaceAll("'", '\u2019'))
  const lastBaseline = H - 56
  const firstBaseline = lastBaseline - (lines.length - 1) * 50
  const textX = centred ? W / 2 : 48
  const anchor = centred ? 'middle' : 'start'
  const text = lines
    .map((line, i) => `<tspan x="${textX}" y="${firstBaseline + i * 50}">${escapeXml(line)}</tspan>`)
    .join('')
  const motifTransform = centred ? `translate(${W / 2 - 140} 56) scale(1.4)` : 'translate(470 -30) scale(2.4)'
  const motifStyle = centred ? 'stroke-width="5" opacity=".92"' : 'stroke-width="3.5" opacity=".3"'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/>
    </linearGradient>
    <pattern id="pattern" width="24" height="24" patternUnits="userSpaceOnUse">${pattern}</pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#pattern)" opacity=".07"/>
  <circle cx="${glow[0]}" cy="${glow[1]}" r="340" fill="url(#glow)"/>
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  <g transform="${motifTransform}" fill="none" stroke="#fff" ${motifStyle} stroke-linecap="round" stroke-linejoin="round">${motif}</g>
  <text x="${textX}" y="${firstBaseline - 58}" text-anchor="${anchor}" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="bold" letter-spacing="5" fill="#f5d48a">${escapeXml(photo.category.toUpperCase())}</text>
  <text text-anchor="${anchor}" font-family="Georgia, DejaVu Serif, serif" font-size="40" fill="#fff">${text}</text>
</svg>`
}

async function findSource(slug: string): Promise<string | undefined> {
  return SOURCE_EXTENSIONS.map((ext) => join(sourcesDir, `${slug}.${ext}`)).find((path) => existsSync(path))
}

async function writeVariants(photo: GallerySample, input: Buffer | string, isPhoto: boolean) {
  for (const width of GALLERY_WIDTHS) {
    const height = (width * GALLERY_ASPECT.height) / GALLERY_ASPECT.width
    const resized = sharp(input).rotate().resize(width, height, { fit: 'cover' })
    // Flat illustrations survive stronger compression than photographs.
    await resized
      .clone()
      .avif({ quality: isPhoto ? 55 : 45, effort: 6 })
      .toFile(join(outDir, `${photo.slug}-${width}.avif`))
    await resized
      .clone()
      .webp({ quality: isPhoto ? 75 : 70, effort: 6 })
      .toFile(join(outDir, `${photo.slug}-${width}.webp`))
  }
}

async function removeStale() {
  const expected = new Set(
    galleryPhotos.flatMap(({ slug }) => GALLERY_WIDTHS.flatMap((w) => [`${slug}-${w}.avif`, `${slug}-${w}.webp`])),
  )
  for (const file of await readdir(outDir)) {
    if (!expected.has(file)) await rm(join(outDir, file))
  }
}

async function main() {
  await mkdir(outDir, { recursive: true })
  const seen = new Map<GalleryCategory, number>()
  for (const photo of galleryPhotos) {
    const variant = seen.get(photo.category) ?? 0
    seen.set(photo.category, variant + 1)
    const source = await findSource(photo.slug)
    await writeVariants(photo, source ?? Buffer.from(placeholderSvg(photo, variant)), source !== undefined)
  }
  await removeStale()
  const sizes = await Promise.all(
    (await readdir(outDir)).map(async (file) => ({ file, kib: (await stat(join(outDir, file))).size / 1024 })),
  )
  const largest = sizes.reduce((a, b) => (b.kib > a.kib ? b : a))
  console.log(
    `${galleryPhotos.length} photos, ${sizes.length} files in public/gallery/; largest ${largest.file} (${largest.kib.toFixed(1)} KiB)`,
  )
}

await main()
