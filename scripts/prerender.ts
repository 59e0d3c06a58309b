// Prerenders the four public pages to static HTML with their real content, at build time (run by
// the Vite build, vite.config.ts, before the service worker is generated and the files are
// compressed). A visitor on a slow phone sees the page as soon as the HTML and CSS arrive; the
// JavaScript then adopts that markup (hydrateRoot in src/main.tsx) and fetches live data.
//
// Content: the services, events, member figures, gallery photos and donation account of the
// database in DATA_DIR when it is set and holds one (a build on the server), otherwise the seed
// the server starts with.
//
// Writes dist/client/index.html (home), <page>/index.html for the others (the server prefers
// them) and shell.html, the empty page the server answers for the dashboard and unknown pages.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import type { PluginOption } from 'vite'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats-defaults.ts'
import { fallbackServices, upcomingSampleEvents } from '#common/content/seed-data.ts'
import { church } from '#common/content/church.ts'
import { sampleGalleryPhotos } from '#common/content/gallery.ts'
import type { BuildData, RenderedPage } from '#src/entry-server.tsx'
import type { DonationSettings } from '#common/schemas/donation-settings.ts'
import { DATABASE_FILE } from '#server/src/db/database.ts'
import { createEventsRepository } from '#server/src/db/events-repository.ts'
import { createGalleryRepository, publicPhoto } from '#server/src/db/gallery-repository.ts'
import { GALLERY_SEEDED_KEY } from '#server/src/db/gallery-seed.ts'
import { createMembersRepository, type MemberStatsBaseline } from '#server/src/db/members-repository.ts'
import { createServicesRepository } from '#server/src/db/services-repository.ts'
import { SETTING_KEYS, createSettingsRepository } from '#server/src/db/settings-repository.ts'
import { churchDate, churchMonth, startOfChurchMonth } from '#common/church-time.ts'
import { readDonationSettings } from '#server/src/lib/donation-settings.ts'
import { memberStats } from '#common/member-stats.ts'

export const PRERENDERED_PAGES = ['/', '/feproba-programmes', '/isl-programmes', '/confession-de-foi'] as const

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

/** The account and currency, without who changed them when (GET /api/donation's answer). */
const publicDonation = ({ paypalEmail, currency }: DonationSettings): DonationSettings => ({ paypalEmail, currency })

/** The build's data: the database in DATA_DIR if there is one, else the server's seed. */
export function loadBuildData(now = new Date(), dataDir = process.env.DATA_DIR): { data: BuildData; source: string } {
  const file = dataDir ? path.join(path.resolve(dataDir), DATABASE_FILE) : undefined
  if (!file || !existsSync(file)) {
    return {
      data: {
        services: fallbackServices,
        events: upcomingSampleEvents(now),
        stats: DEFAULT_MEMBER_STATS,
        gallery: [...sampleGalleryPhotos],
        donation: church.donation,
      },
      source: 'seed data',
    }
  }
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const settings = createSettingsRepository(db)
    const baseline = settings.get<MemberStatsBaseline>(SETTING_KEYS.memberStatsBaseline)
    return {
      data: {
        services: createServicesRepository(db).list(),
        events: createEventsRepository(db).upcoming(churchDate(now)),
        stats: memberStats(baseline, createMembersRepository(db).counts(startOfChurchMonth(now)), churchMonth(now)),
        // Until the server has started once with the gallery's table, its samples.
        gallery:
          settings.get(GALLERY_SEEDED_KEY) === undefined
            ? [...sampleGalleryPhotos]
            : createGalleryRepository(db).list().map(publicPhoto),
        donation: publicDonation(readDonationSettings(settings)),
      },
      source: file,
    }
  } finally {
    db.close()
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The route chunks a public page renders with (layout and page), with their imports and
 * styles: linked from the HTML, so that the page paints styled and its code comes in parallel
 * with the entry's instead of after it.
 */
export function routeAssets(manifest: Record<string, ManifestChunk>, route: string) {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const page = route === '/' ? 'index' : route.slice(1)
  const queue = ['src/routes/_site.tsx?tsr-split=component', `src/routes/_site/${page}.tsx?tsr-split=component`]
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) continue
    seen.add(key)
    if (key !== 'index.html') js.add(`/${chunk.file}`)
    for (const file of chunk.css ?? []) css.add(`/${file}`)
    queue.push(...(chunk.imports ?? []))
  }
  return { js, css }
}

/**
 * The shell with the stylesheets of `assets` it does not link yet, and its scripts started after
 * the first paint.
 *
 * The page paints from its HTML and stylesheets alone; its scripts only make it interactive.
 * Chrome fetches module scripts and their preloads at high priority, during the parse: on slow
 * mobile data they shared the bandwidth with the stylesheets and held the first paint back
 * (Lighthouse counted ~150 KiB of them into the LCP). So the shell's entry and preloads, and the
 * route's chunks, are named in the data attributes of public/start-app.js instead: from a
 * requestAnimationFrame callback (just before the next frame is drawn) it sets a zero timeout
 * (just after), then adds the preloads and the entry. The page reads and its links work before
 * that; React then adopts the markup.
 */
export function withAssets(shell: string, assets: { js: Set<string>; css: Set<string> }): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)
  if (!entry) throw new Error('prerender: the shell has no module script')
  const preloads: string[] = []
  const withoutScripts = shell
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href)
      return ''
    })
  const linked = (href: string) => href === entry[1] || preloads.includes(href) || shell.includes(`href="${href}"`)
  for (const href of assets.js) if (!linked(href)) preloads.push(href)
  const links = [
    ...[...assets.css]
      .filter((href) => !linked(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<script defer src="/start-app.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`,
  ]
  return withoutScripts.replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
}

/** The shell with the page's markup, title, assets and embedded query cache. */
export function pageHtml(
  shell: string,
  route: string,
  page: RenderedPage,
  assets: { js: Set<string>; css: Set<string> },
) {
  // JSON in a non-executed script element; "<" escaped so no value can close the element.
  const state = JSON.stringify({ path: route, queries: page.queries }).replace(/</g, '\\u003c')
  let html = withAssets(shell, assets)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`)
    .replace('</body>', `  <script type="application/json" id="__PRERENDER_STATE__">${state}</script>\n  </body>`)
  if (page.head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
  if (page.head.description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.head.description)}" />`,
    )
  }
  if (!html.includes(page.html.slice(0, 50)) || !html.includes('__PRERENDER_STATE__')) {
    throw new Error(`prerender: the shell of ${route} lacks <div id="root"></div> or </body>`)
  }
  return html
}

/**
 * Builds src/entry-server.tsx for Node with the app's own plugins (same route splitting, same
 * CSS module names), renders each public page and writes its HTML into `outDir`.
 */
export async function prerenderPages({
  root,
  outDir,
  plugins,
}: {
  root: string
  outDir: string
  plugins: PluginOption[]
}) {
  // Inside the project, so that the bundle's imports resolve to its node_modules; one folder per
  // build, so that two builds at once do not clobber each other.
  const serverDir = path.join(root, `node_modules/.cache/prerender-${process.pid}`)
  try {
    await renderInto(serverDir, { root, outDir, plugins })
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
}

async function renderInto(
  serverDir: string,
  { root, outDir, plugins }: { root: string; outDir: string; plugins: PluginOption[] },
) {
  const { build } = await import('vite')
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
    },
  })
  const entry = ['entry-server.js', 'entry-server.mjs'].map((name) => path.join(serverDir, name)).find(existsSync)
  if (!entry) throw new Error(`prerender: no entry-server.js in ${serverDir}`)
  const { renderPage } = (await import(pathToFileURL(entry).href)) as typeof import('#src/entry-server.tsx')

  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  // The dashboard and unknown pages: the app, nothing rendered.
  writeFileSync(path.join(outDir, 'shell.html'), shell)
  const { data, source } = loadBuildData()
  for (const route of PRERENDERED_PAGES) {
    const page = await renderPage(route, data)
    // Our CSP runs no inline script: the page must not need one (data blocks are fine).
    const inline = /<script(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/.exec(page.html)
    if (inline) throw new Error(`prerender: ${route} renders an inline script, which the CSP would block: ${inline[0]}`)
    const file = route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, route.slice(1), 'index.html')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, pageHtml(shell, route, page, routeAssets(manifest, route)))
  }
  console.log(`prerendered ${PRERENDERED_PAGES.join(', ')} (${source})`)
}
