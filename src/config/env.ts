// import.meta.env read once; nothing else reads it. Only public values live here.
// Checked by hand rather than with zod: this module loads with the first screen, and zod
// (~25 KiB gzip) must not (see docs/decisions/0002-first-screen-budget.md).
const raw = import.meta.env as Record<string, unknown>

const problems = [
  raw.VITE_API_BASE !== undefined && typeof raw.VITE_API_BASE !== 'string' ? 'VITE_API_BASE' : null,
  typeof raw.MODE !== 'string' ? 'MODE' : null,
  typeof raw.DEV !== 'boolean' ? 'DEV' : null,
].filter((key) => key !== null)
if (problems.length > 0) throw new Error(`Invalid front-end environment: ${problems.join(', ')}`)

/** Base address of the API; the same origin by default (the server serves both). */
const base = typeof raw.VITE_API_BASE === 'string' ? raw.VITE_API_BASE.trim() || '/' : '/'

export const env = {
  /** Absolute base URL of the backend (a configuration value with a built-in default). */
  apiBase: new URL(base, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI).toString(),
  /**
   * The same base as configured, for the links to the API a page shows (a file to download, a
   * calendar to subscribe to): '/' by default, so that the link the server draws, which knows no
   * page address, is the very link the browser draws.
   */
  apiLinkBase: base.endsWith('/') ? base : `${base}/`,
  mode: raw.MODE as string,
  dev: raw.DEV as boolean,
} as const
