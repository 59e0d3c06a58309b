import { loadAgain } from '#src/lib/load-again.ts'

type Below = typeof import('./components/home-below.tsx')
let below: Promise<Below> | undefined

/**
 * The code of the home page's parts below the first screen (components/home-below.tsx), asked
 * once: by the first part that nears the screen, or by the home page's route before a
 * navigation inside the app draws it. It is tried again when the network comes back; if it never
 * comes, the parts stay as the server drew them (readable, their links working) rather than
 * giving way to an error.
 */
export function loadHomeBelow(): Promise<Below> {
  below ??= loadAgain(() => import('./components/home-below.tsx')).catch(() => new Promise<Below>(() => {}))
  return below
}

/**
 * Whether the home page on screen is the one the server drew, its parts still to be adopted as
 * they near the screen: then nothing is loaded ahead of them.
 */
export const homeDrawnByServer = () => typeof document !== 'undefined' && document.getElementById('hero') !== null
