// `node --import tsx scripts/generate-dashboard-icons.ts`: the icons of the dashboard's own web
// app (public/admin-dashboard.webmanifest), the site's cross in reversed colours (a gold tile
// with a navy cross) so that on a phone's home screen the team's app is not mistaken for the
// public site's. Run once when the logo changes; the files are committed (public/icons/).
import path from 'node:path'
import sharp from 'sharp'

const ROOT = path.resolve(import.meta.dirname, '..')
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ffca64"/>' +
    '<path d="M29 12h6v12h10v6H35v22h-6V30H19v-6h10z" fill="#1e3a8a"/></svg>',
)

// Full squares: the launcher rounds or crops them, and the cross stays in the central safe zone.
for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(ROOT, 'public/icons', `dashboard-${size}.png`))
}
console.log('public/icons: dashboard-192.png, dashboard-512.png')
