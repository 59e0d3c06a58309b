// Imported first by main.tsx: zod must be configured before any module parses with it
// (src/config/env.ts does at load). Without jitless zod probes `new Function`, which our CSP
// (no 'unsafe-eval') reports as a violation.
import { configureZod } from './schemas/zod-locale.ts'

configureZod({ jitless: true })
