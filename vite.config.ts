import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

const apiTarget = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000'

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

export default defineConfig(({ mode }) => ({
  // The router plugin must come before react() so route files are code-split before JSX is compiled.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    ...(mode === 'mock' ? [mswWorker()] : []),
  ],
  define: mode === 'mock' ? { 'import.meta.env.VITE_MOCK_API': JSON.stringify('true') } : {},
  server: {
    port: 5173,
    proxy:
      mode === 'mock'
        ? undefined
        : { '/api': apiTarget, '/feproba/register': apiTarget, '/isl/register': apiTarget },
  },
  build: {
    target: 'es2022',
    outDir: 'dist/client',
    emptyOutDir: true,
  },
}))
