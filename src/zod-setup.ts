// zod's French messages, and jitless mode: without it zod probes `new Function` when it builds
// a schema, which our CSP (no 'unsafe-eval') reports as a violation. Imported by whatever
// validates in the browser (src/lib/api-client.ts, src/lib/get-json.ts): zod no longer loads
// with the first screen. In a build the chunk holding zod's core sets jitless itself, before
// any schema can be built (vite.config.ts, zodJitlessFirst).
import { configureZod } from '#common/schemas/zod-locale.ts'

configureZod({ jitless: true })
