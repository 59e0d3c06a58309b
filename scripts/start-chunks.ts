// The chunks the app's entry imports dynamically at once as it starts (src/main.tsx): split off
// so that evaluating them is a task of its own rather than part of the entry's, yet fetched with
// the entry (a module preload in index.html, so the server names them to the page's loader) and
// kept with the app shell for offline visits (scripts/pwa-options.ts).
import type { Plugin, Rolldown } from 'vite'

/** React DOM's renderer: about half of the entry's code, evaluated in a task of its own. */
export const isStartChunk = (chunk: Pick<Rolldown.RenderedChunk, 'facadeModuleId'>) =>
  /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/.test(chunk.facadeModuleId ?? '')

/** Adds a module preload of each start chunk to index.html, beside Vite's own for the entry's imports. */
export function preloadStartChunks(): Plugin {
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk' && isStartChunk(output),
        )
        if (chunks.length === 0) throw new Error('preload-start-chunks: no start chunk in the bundle')
        const links = chunks.map((chunk) => `  <link rel="modulepreload" crossorigin href="/${chunk.fileName}">\n  `)
        return html.replace('</head>', () => `${links.join('')}</head>`)
      },
    },
  }
}
