import { z } from 'zod'

/** Called once per runtime (browser, server, tests): French default messages for zod. */
export function configureZod(options: { jitless?: boolean } = {}) {
  z.config(z.locales.fr())
  // jitless: zod otherwise probes `new Function`, which our CSP (no 'unsafe-eval') refuses.
  if (options.jitless) z.config({ jitless: true })
}
