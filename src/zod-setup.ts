// zod's French messages, and jitless mode: without it zod probes `new Function` when it builds
// a schema, which our CSP (no 'unsafe-eval') reports as a violation. Imported by whatever
// validates in the browser (src/lib/api-client.ts, the forms' src/components/form/form-submit.ts;
// the reads of src/lib/api-client-read.ts import it lazily): zod does not load with the first screen. In a
// build the chunk holding zod's core sets jitless itself, before any schema can be built
// (vite.config.ts, zodJitlessFirst).
import { configureZod } from '#common/schemas/zod-locale.ts'

configureZod({ jitless: true })
