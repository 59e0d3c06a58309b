// The page renderer for the server: `vite build` builds src/entry-server.tsx for Node into
// dist/server/entry-server.js (vite.config.ts), with the app's own plugins (same route splitting,
// same CSS module names as the client build, so the server's markup is what the browser hydrates).
// The server loads it at start (server/src/pages/load-renderer.ts) and draws the public pages
// from the database with it; no data is baked into the build.
import path from 'node:path'
import type { PluginOption } from 'vite'

/** dist/server, beside the client build (dist/client): where the server looks for it. */
export const ssrOutDirFor = (clientOutDir: string) => path.join(path.dirname(clientOutDir), 'server')

export async function buildSsrBundle({
  root,
  outDir,
  plugins,
}: {
  root: string
  outDir: string
  plugins: PluginOption[]
}) {
  const { build } = await import('vite')
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins,
    // Bundled rather than loaded from node_modules at start: only the components and icons the
    // pages use, in this one file. Loaded from node_modules, each package's module files load one
    // by one (the icons' package holds thousands): seconds of every server start.
    ssr: { noExternal: ['@mantine/core', '@tabler/icons-react'] },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  })
}
