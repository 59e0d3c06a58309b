// The service worker and web app manifest (vite-plugin-pwa, Workbox generateSW), used by
// vite.config.ts. The pages are drawn by the server from the database and change whenever the
// church edits something: an online visitor always gets the current page from the network (the
// ETag makes an unchanged one cost a few bytes), and without a connection the last copy seen.
// What a returning visitor gets offline: the home page and the confession of faith (service
// times, address, contacts, the confession: copied when the worker installs, public/sw-pages.js),
// the code that runs them, and the last answers of the public reads; the programme pages and the
// sermons' pages once visited, and a sermon's recording once the visitor asks to keep it. Never
// the dashboard, its code or the admin API, and never a POST.
//
// The first visit pays for the app shell only (the entry and route chunks, those two pages): the
// code and styles of the lazy blocks (the home page's parts below its first screen, forms, modals, lightbox) are cached the first time a visitor
// uses them, not downloaded ahead on costly mobile data.
import type { Plugin, Rolldown } from 'vite'
import type { VitePWAOptions } from 'vite-plugin-pwa'
import type { ManifestEntry } from 'workbox-build'
import { church } from '#common/seed/church.ts'
import { offlineFormsRoute } from './pwa-offline-forms.ts'

type SizedEntry = ManifestEntry & { size: number }

/** The dashboard's code: its routes' chunks (the layout, each tab's) and the modules of src/features/admin. */
const isAdminModule = (id: string) =>
  /[\\/]src[\\/]features[\\/]admin[\\/]/.test(id) ||
  /[\\/]src[\\/]routes[\\/]admin-dashboard(\.tsx|[\\/][^?]+)\?/.test(id)
/** The pages every visitor gets offline after one visit (the layout, home, confession of faith). */
const isOfflineRoute = (id: string) =>
  /[\\/]src[\\/]routes[\\/]_site(\.tsx|[\\/]index\.tsx|[\\/]confession-de-foi\.tsx)\?/.test(id)

/**
 * A chunk of the dashboard: one of its routes' chunks, or a chunk holding its code. Rolldown puts
 * together the modules that the same entries reach, and no public page reaches the dashboard's
 * modules, so a chunk holding one of them holds only what the dashboard alone uses (a public
 * feature's photo component, say). The entry chunk holds the dashboard's route definitions and
 * URL checks among the public code: every page needs them in order to route.
 */
export function isDashboardChunk(chunk: Pick<Rolldown.RenderedChunk, 'facadeModuleId' | 'moduleIds' | 'isEntry'>) {
  if (chunk.isEntry) return false
  if (chunk.facadeModuleId) return isAdminModule(chunk.facadeModuleId)
  return chunk.moduleIds.some(isAdminModule)
}

/** The dashboard's chunks go to assets/admin/, which the service worker never caches. */
export function chunkFileNames(chunk: Rolldown.PreRenderedChunk): string {
  return isDashboardChunk(chunk) ? 'assets/admin/[name]-[hash].js' : 'assets/[name]-[hash].js'
}

/**
 * Collects, as the bundle is generated, the app shell: the entry chunk (and those it starts with)
 * and the route chunks of the home page and the confession of faith (and the layout) with their
 * static imports. No stylesheet: every page is drawn with its styles inline, offline too (its
 * last copy), and a lazy block's styles are kept with its code the first time it is used.
 */
export function appShellCollector() {
  const files = new Set<string>()
  const plugin: Plugin = {
    name: 'app-shell-collector',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear()
      const chunkOf = (fileName: string) => {
        const output = bundle[fileName]
        return output?.type === 'chunk' ? output : undefined
      }
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
      const roots = chunks.filter(
        (chunk) => chunk.isEntry || (chunk.facadeModuleId && isOfflineRoute(chunk.facadeModuleId)),
      )
      const queue = roots.map((chunk) => chunk.fileName)
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        const chunk = chunkOf(name)
        if (!chunk || files.has(chunk.fileName)) continue
        files.add(chunk.fileName)
        queue.push(...chunk.imports)
      }
    },
  }
  return { plugin, files }
}

/**
 * Keeps the app shell's code. No page: a precached page would be served from the cache
 * before the network, old as the worker; the pages go through their network-first route.
 */
function shellOnly(shell: Set<string>) {
  return async (entries: SizedEntry[]) => ({
    manifest: entries.filter((entry) => {
      if (entry.url.startsWith('assets/')) return shell.has(entry.url)
      return !entry.url.endsWith('.html')
    }),
    warnings: shell.size === 0 ? ['empty app shell: is appShellCollector() among the plugins?'] : [],
  })
}

export function pwaOptions(shell: Set<string>): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    // Registered by src/sw-register.ts: no inline script (CSP), and only in a production build.
    injectRegister: false,
    // Fetched by the browser when it considers installing the site, not ahead by the worker.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: church.name,
      short_name: church.shortName,
      description: 'Cultes, événements, ministères, fondation FEPROBA et institut théologique ISL.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e3a8a',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css}', 'favicon.svg'],
      globIgnores: ['**/node_modules/**', 'sw.js', 'sw-pages.js', 'workbox-*.js', 'assets/admin/**'],
      manifestTransforms: [shellOnly(shell)],
      importScripts: ['/sw-pages.js'],
      // No navigation fallback: the dashboard and unknown pages always go to the network.
      navigateFallback: null,
      ignoreURLParametersMatching: [/.*/],
      cleanupOutdatedCaches: true,
      // A new deploy takes over at once (the pages are revalidated HTML, the assets hashed), and
      // the first visit's later requests (a form's code) already go through the worker.
      skipWaiting: true,
      clientsClaim: true,
      // Route handlers are copied into sw.js as text: they may use no outside name.
      runtimeCaching: [
        {
          // The public reads (and the donate button's account, the site's content): the network
          // first (live data); the last answer when offline or when the network has not answered
          // within 4 s.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/(services|events|members\/stats|gallery|donation|site|calendar|live|sermons(\/[a-z0-9-]+)?)$/.test(
              url.pathname,
            ),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'lectures-publiques',
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            // The six reads, the live link, and the sermons' list and last pages read.
            expiration: { maxEntries: 16 },
          },
        },
        {
          // The public pages (a sermon's too): always the network while there is one (no time limit: a slow
          // answer is still the current page), the last copy seen without a connection. The
          // worker's install puts the home page and the confession in this cache (sw-pages.js).
          // `?sujet=Autre` is still the home page; the server's answer varies only by encoding.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.mode === 'navigate' &&
            /^\/(feproba-programmes|isl-programmes|confession-de-foi|calendrier|predications(\/[a-z0-9-]+)?)?\/?$/.test(
              url.pathname,
            ),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            cacheableResponse: { statuses: [200] },
            matchOptions: { ignoreSearch: true, ignoreVary: true },
          },
        },
        {
          // The lazy blocks' code and styles (hashed, immutable), once used; never the dashboard's.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/[^/]+\.(js|css)$/.test(url.pathname),
          method: 'GET',
          handler: 'CacheFirst',
          options: {
            cacheName: 'blocs',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 80, maxAgeSeconds: 365 * 24 * 3600 },
          },
        },
        {
          // The sermons' recordings: never stored by the worker (one is about 20 Mo, on data paid by
          // the megabyte), only read from the cache a visitor filled by tapping « Garder pour écouter
          // hors connexion » (src/features/sermons/offline-audio.ts): the player's ranges are cut
          // from the whole file kept there, so it plays and seeks offline. Otherwise the network.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/predications/'),
          method: 'GET',
          handler: 'CacheFirst',
          options: {
            cacheName: 'predications-hors-connexion',
            rangeRequests: true,
            // No status is kept: what the network answers is never stored by the worker.
            cacheableResponse: { statuses: [] },
            matchOptions: { ignoreSearch: true, ignoreVary: true },
          },
        },
        {
          // Photos once seen: the gallery's samples (/gallery/) and uploads (/media/gallery/), the
          // leaders' portraits (/media/people/), all with immutable names. Bounded, so a phone's
          // storage never fills with photos.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && ['/gallery/', '/media/gallery/', '/media/people/'].some((p) => url.pathname.startsWith(p)),
          method: 'GET',
          handler: 'CacheFirst',
          options: {
            cacheName: 'galerie',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 60, maxAgeSeconds: 90 * 24 * 3600 },
          },
        },
        // A form's POST that the network did not take: kept for Background Sync (see there).
        offlineFormsRoute,
      ],
    },
  }
}
