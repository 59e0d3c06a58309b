// A block's code (a form) loads when the block nears the screen. If the network drops at that
// moment, the import fails, and the browser remembers the failure for that address: importing it
// again fails at once, even once the network is back (Chromium 150 does so). Until then the page
// keeps the server's markup of the block, with what the visitor typed into it, and a submission
// pressed meanwhile waits (public/start-app.js). So the import is tried again when the network
// returns, under a new address (the same file with `?essai=n`), with the stylesheets that failed
// asked for again; only after the last try does the block say it could not be loaded.
//
// What this cannot mend: a file the block's code imports that failed too keeps its failure, as
// its address is not the block's. The block then says it could not be loaded, as before.

/** Waits before each new try while the browser believes it is online (a flaky network). */
export const TRY_AGAIN_AFTER_MS = [2_000, 5_000, 15_000, 30_000] as const

/** The address of the module whose fetch failed, as Chromium and Firefox name it in the error. */
export function failedModule(error: unknown): string | null {
  const message = error instanceof Error ? error.message : ''
  return /dynamically imported module: (\S+)/.exec(message)?.[1] ?? null
}

/** The same file under an address the browser has not seen fail. */
export function addressForTry(url: string, attempt: number): string {
  const address = new URL(url, location.href)
  address.searchParams.set('essai', String(attempt))
  return address.href
}

/** Resolves when the network is back: on the `online` event when offline, else after a wait. */
function networkBack(waitMs: number): Promise<void> {
  if (navigator.onLine === false) {
    return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
  }
  return new Promise((resolve) => setTimeout(resolve, waitMs))
}

/** Asks again for the stylesheets of the app that did not load (a new link fetches anew). */
function reloadFailedStyles() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet || new URL(link.href, location.href).origin !== location.origin) continue
    const fresh = link.cloneNode() as HTMLLinkElement
    link.replaceWith(fresh)
  }
}

/**
 * `load()` (a dynamic import), tried again when the network is back if it fails on the network;
 * the last failure is thrown (the block's error boundary says so in French).
 */
export async function loadAgain<M>(
  load: () => Promise<M>,
  importModule: (address: string) => Promise<unknown> = (address) => import(/* @vite-ignore */ address),
): Promise<M> {
  try {
    return await load()
  } catch (first) {
    let error = first
    for (const [index, waitMs] of TRY_AGAIN_AFTER_MS.entries()) {
      await networkBack(waitMs)
      const url = failedModule(error)
      reloadFailedStyles()
      try {
        // A stylesheet that failed first: the module itself was not asked for yet.
        if (!url) return await load()
        return (await importModule(addressForTry(url, index + 1))) as M
      } catch (next) {
        error = next
      }
    }
    throw error
  }
}
