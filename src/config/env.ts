// First: zod must be configured (jitless, for our CSP) before the parse below runs at load.
import '../zod-setup.ts'
import { z } from 'zod'

// import.meta.env parsed once; nothing else reads it. Only public values live here.
const envSchema = z.object({
  /** Base address of the API; the same origin by default (the server serves both). */
  VITE_API_BASE: z.string().trim().optional(),
  MODE: z.string(),
  DEV: z.boolean(),
})

const parsed = envSchema.safeParse(import.meta.env)
if (!parsed.success) {
  throw new Error(`Invalid front-end environment: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`)
}

const base = parsed.data.VITE_API_BASE || '/'

export const env = {
  /** Absolute base URL of the backend (spec §7: a configuration value with a built-in default). */
  apiBase: new URL(base, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI).toString(),
  mode: parsed.data.MODE,
  dev: parsed.data.DEV,
} as const
