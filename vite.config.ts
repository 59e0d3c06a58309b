import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { appShellCollector, chunkFileNames, pwaOptions } from './scripts/pwa-options.ts'
import { precompressDir } from './scripts/precompress.ts'
import { buildSsrBundle, ssrOutDirFor } from './scripts/ssr-bundle.ts'
import { UNDRAWN_CSS_SYMBOLS } from './scripts/undrawn-css.ts'

/** A built file of the dashboard (chunkFileNames puts them under assets/admin/). */
const isDashboardFile = (file: string) => file.startsWith('assets/admin/')

const apiTarget = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000'
const outDir = path.resolve(import.meta.dirname, 'dist/client')
const appShell = appShellCollector()

/** `npm run dev:mock`: serve MSW's worker script without copying it into public/ (never shipped). */
function mswWorker(): Plugin {
  const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')
  return {
    name: 'msw-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(workerPath))
      })
    },
  }
}

/**
 * zod must run jitless under our CSP (no 'unsafe-eval'): it decides when a schema is built, and
 * reads its settings from `globalThis.__zod_globalConfig` (zod/v4/core/core.js). zod no longer
 * loads with the first screen, so no app module can be sure to run before the first schema is
 * built (rolldown hoists shared chunks above the entry's own code): the chunk that holds zod's
 * core sets the flag itself, before zod's code. src/zod-setup.ts still sets it (and the French
 * messages) for tests, dev and the server.
 */
function zodJitlessFirst(): Plugin {
  // (Two plain statements: the minifier drops the one-liner `(a ??= {}).b = true`.)
  const setFlag =
    'globalThis.__zod_globalConfig = globalThis.__zod_globalConfig || {};\nglobalThis.__zod_globalConfig.jitless = true;\n'
  return {
    name: 'zod-jitless-first',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id))) return null
      return { code: setFlag + code, map: null }
    },
  }
}

/** The app's own plugins, shared with the server's page renderer (scripts/ssr-bundle.ts). */
const appPlugins = () => [
  // The router plugin must come before react() so route files are code-split before JSX is compiled.
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
  }),
  react(),
]

/**
 * The page renderer the server draws the public pages with, built for Node into dist/server
 * (scripts/ssr-bundle.ts) after the client build. The build holds no data: the server reads it
 * from the database at each change.
 */
function ssrBundle(): Plugin {
  let root = ''
  let target = ''
  let ssr = false
  return {
    name: 'ssr-bundle',
    apply: 'build',
    configResolved(config) {
      root = config.root
      target = ssrOutDirFor(path.resolve(config.root, config.build.outDir))
      ssr = Boolean(config.build.ssr)
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!ssr) await buildSsrBundle({ root, outDir: target, plugins: appPlugins() })
      },
    },
  }
}

/** Brotli and gzip copies of the built text files, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = ''
  let ssr = false
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    // After the service worker is written (vite-plugin-pwa's closeBundle), so it is compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!ssr) await precompressDir(outDir)
      },
    },
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [
    ...appPlugins(),
    zodJitlessFirst(),
    ssrBundle(),
    appShell.plugin,
    VitePWA(pwaOptions(appShell.files)),
    precompress(),
    ...(mode === 'mock' ? [mswWorker()] : []),
  ],
  define: mode === 'mock' ? { 'import.meta.env.VITE_MOCK_API': JSON.stringify('true') } : {},
  server: {
    port: 5173,
    proxy:
      mode === 'mock' ? undefined : { '/api': apiTarget, '/feproba/register': apiTarget, '/isl/register': apiTarget },
  },
  css: {
    // Options of the CSS minifier (lightningcss): the rules of Mantine's stylesheets the site never
    // draws stay out of the built files (scripts/undrawn-css.ts).
    lightningcss: { unusedSymbols: UNDRAWN_CSS_SYMBOLS },
  },
  build: {
    target: 'es2022',
    outDir,
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: which chunks and styles each route needs (the server links
    // them from each page, bench/bundle.ts weighs them).
    manifest: true,
    modulePreload: {
      // The entry lists, for each import() it makes, the files to fetch with it. The dashboard's
      // routes (a chunk for the layout and for each area, and their loaders' api.ts) would add
      // some 4 KiB to the entry every public page loads: from the entry, a dashboard chunk is
      // fetched alone and brings its own imports (and its styles, always listed).
      resolveDependencies: (file, deps, { hostId }) =>
        isDashboardFile(file) && !isDashboardFile(hostId) ? deps.filter((dep) => dep === file) : deps,
    },
    // The dashboard's chunks under assets/admin/, which the service worker never caches.
    rolldownOptions: {
      output: {
        chunkFileNames,
        // Everything the entry imports statically (the router, React Query, Mantine's core, the
        // layout, the route tree: what every page runs) in one chunk rather than twenty small
        // ones, which compresses better and costs fewer requests. React and React DOM apart: they
        // change far less often than the app, so a returning visitor keeps them across releases,
        // and main.tsx requires React DOM's client from that chunk when it starts.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
}))
