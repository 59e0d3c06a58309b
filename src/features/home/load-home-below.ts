import type { LazyModule } from '#src/components/hydrate-when-near.tsx'
import { loadAgain } from '#src/lib/load-again.ts'

type Below = typeof import('./components/home-below.tsx')
let below: Promise<Below> | undefined
let loaded: Below | undefined

/**
 * The code of the home page's parts below the first screen (components/home-below.tsx), asked
 * once: by the first part that nears the screen, or by the home page's route before a
 * navigation inside the app draws it. It is tried again when the network comes back; if it never
 * comes, the parts stay as the server drew them (readable, their links working) rather than
 * giving way to an error.
 */
function loadHomeBelow(): Promise<Below> {
  below ??= loadAgain(() => import('./components/home-below.tsx')).then(
    (module) => {
      loaded = module
      return module
    },
    () => new Promise<Below>(() => {}),
  )
  return below
}

/** That code, for HydrateWhenNear and the home page's route: once loaded, the parts draw with it at once. */
export const homeBelow: LazyModule<Below> = { load: loadHomeBelow, current: () => loaded }

/**
 * Whether the home page on screen is the one the server drew, its parts still to be adopted as
 * they near the screen: then nothing is loaded ahead of them.
 */
export const homeDrawnByServer = () => typeof document !== 'undefined' && document.getElementById('hero') !== null
