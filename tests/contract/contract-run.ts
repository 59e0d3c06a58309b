// The MSW handlers of mocks/ (the backend of `npm run dev:mock` and of the component tests) must
// answer like the real server: every case below goes to both, and their answers are compared
// value by value (see compare.ts). Every mock handler needs a case where it succeeds, and every
// admin handler answers 401 without a session, so a handler added to the mocks without a case
// fails here. The cases are shared out between a few test files (mocks-vs-server*.test.ts), one
// slice each, so that the unit run's two workers both take part: each case builds its own server
// (the 401 cases, which change nothing, share one per slice).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { HttpHandler } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSmtp } from '#server/test/smtp-capture.ts'
import { handlers, resetMocks } from '#mocks/handlers.ts'
import { PUBLIC_ADMIN_PATHS } from '#mocks/handlers/admin.ts'
import { adminContentCases } from './admin-content-cases.ts'
import { attendanceCases } from './attendance-cases.ts'
import { adminEventSignupCases, eventSignupCases } from './event-signup-cases.ts'
import { auditedCases, readAuditLog } from './audit-cases.ts'
import { adminInboxCases } from './admin-inbox-cases.ts'
import { adminAccountCases } from './admin-account-cases.ts'
import { adminPasskeyCases } from './admin-passkey-cases.ts'
import { adminMemberCases } from './admin-member-cases.ts'
import { adminMoneyCases } from './admin-money-cases.ts'
import { adminNewsletterCases } from './admin-newsletter-cases.ts'
import { adminPeopleCases } from './admin-people-cases.ts'
import type { ContractCase, Vars } from './case.ts'
import { contractOf } from './compare.ts'
import { rewindWords, signIn, wordMark } from './fixtures.ts'
import { peopleRightsCases } from './people-rights-cases.ts'
import { peopleUpdateCases } from './people-update-cases.ts'
import { publicCases } from './public-cases.ts'
import { searchCases } from './search-cases.ts'
import { siteCases } from './site-cases.ts'
import { adminSermonCases, sermonCases } from './sermon-cases.ts'
import { storedValuesCases } from './stored-values-cases.ts'
import { mockSide, serverSide, stoppedAt, toRequest, type ApiAnswer, type Side } from './sides.ts'

const signedIn = (c: ContractCase): ContractCase => ({ signedIn: true, ...c })
const adminCases = [
  ...adminMemberCases,
  ...adminPeopleCases,
  ...adminAccountCases,
  ...adminPasskeyCases,
  ...adminInboxCases,
  ...adminNewsletterCases,
  ...adminContentCases,
  ...adminEventSignupCases,
  ...adminMoneyCases,
  ...adminSermonCases,
  ...sermonCases,
  ...storedValuesCases,
  ...searchCases,
  ...peopleRightsCases,
  ...attendanceCases,
]
const cases = [...publicCases, ...eventSignupCases, ...siteCases, ...peopleUpdateCases, ...adminCases.map(signedIn)]
/** The cases followed by the audit log, compared too (audit-cases.ts). */
const audited = await auditedCases(cases)

const keyOf = (handler: HttpHandler) => `${String(handler.info.method)} ${String(handler.info.path)}`
const httpHandlers = handlers as HttpHandler[]

/** `*∕api/admin/members/:id/merge` → `/api/admin/members/1/merge`. */
const samplePath = (path: string) => path.replace(/^\*/, '').replace(/:\w+/g, '1')

const guardCases: ContractCase[] = httpHandlers
  .filter((handler) => {
    const path = String(handler.info.path)
    return path.startsWith('*/api/admin/') && !PUBLIC_ADMIN_PATHS.includes(path)
  })
  .map((handler) => ({
    name: `${keyOf(handler)} answers 401 without a session`,
    status: 401,
    call: () => ({ method: handler.info.method as 'GET', path: samplePath(String(handler.info.path)) }),
  }))

/** The handler that answers `request` (the first that matches, as msw picks it). */
async function handlerFor(request: Request): Promise<HttpHandler | undefined> {
  for (const handler of httpHandlers) if (await handler.test({ request: request.clone() })) return handler
  return undefined
}

/** A case's answer, and the path it called. */
type Answered = { answer: ApiAnswer; path: string }

async function answer(side: Side, c: ContractCase): Promise<Answered> {
  if (c.signedIn) await signIn(side)
  const vars: Vars = (await c.setup?.(side)) ?? {}
  const call = await c.call(vars)
  return { answer: await side.call(call), path: call.path }
}

const contract = (side: Side, answered: Answered) =>
  contractOf(answered.answer, { path: answered.path, identity: side.identity })

/** How many test files share the cases out (mocks-vs-server*.test.ts). */
export const CONTRACT_SLICES = 3

/**
 * The cases of slice `slice` (0 to CONTRACT_SLICES - 1), every CONTRACT_SLICES-th one, so that
 * each slice has its share of the heavy ones; the first slice also checks that each mock handler
 * has a case where it succeeds.
 */
export function describeContract(slice: number) {
  const mine = [...cases, ...guardCases].filter((_, index) => index % CONTRACT_SLICES === slice)
  describe(`the mocks answer like the server (${slice + 1}/${CONTRACT_SLICES})`, () => {
    // The relay of the cases that send e-mail (mailRelay): it accepts every mail.
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    // The guard cases send no session, no setup and change nothing (the guard answers before any
    // route): one server answers all of the slice's, instead of one built for each.
    let guardServer: ReturnType<typeof serverSide> | undefined
    const sharedGuardServer = (clock: () => Date) => {
      guardServer ??= serverSide(clock)
      return guardServer
    }
    beforeAll(async () => {
      smtp = await startSmtp()
    })
    afterAll(async () => {
      await smtp.close()
      await (await guardServer)?.close()
    })
    // Back to the samples and the real time, for the next file's tests in this worker.
    afterEach(() => resetMocks())

    it.each(mine.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      // One instant for both backends, and the same words in both setups.
      const clock = stoppedAt(new Date())
      const words = wordMark()
      const guard = guardCases.includes(c)
      const server = guard
        ? await sharedGuardServer(clock)
        : await serverSide(clock, c.mailRelay ? smtp.url : undefined)
      try {
        const fromServer = await answer(server, c)
        const serverLog = audited.has(c) ? await readAuditLog(server) : undefined
        rewindWords(words)
        const mocks = mockSide(clock, c.mailRelay)
        const fromMocks = await answer(mocks, c)
        const mocksLog = audited.has(c) ? await readAuditLog(mocks) : undefined
        expect(fromServer.answer.status, `server: ${fromServer.answer.text.slice(0, 300)}`).toBe(c.status)
        expect(contract(mocks, fromMocks), 'mocks (received) vs server (expected)').toEqual(
          contract(server, fromServer),
        )
        if (serverLog && mocksLog) {
          expect(serverLog.answer.status, `server's audit log: ${serverLog.answer.text.slice(0, 300)}`).toBe(200)
          expect(contract(mocks, mocksLog), 'the audit log after it: mocks (received) vs server (expected)').toEqual(
            contract(server, serverLog),
          )
        }
      } finally {
        if (!guard) await server.close()
      }
    })

    if (slice > 0) return

    it('is shared out between one file per slice, so that no case is left out', () => {
      const sliceOf = (file: string) =>
        Number(/describeContract\((\d+)\)/.exec(readFileSync(path.join(import.meta.dirname, file), 'utf8'))?.[1])
      const slices = readdirSync(import.meta.dirname)
        .filter((file) => /^mocks-vs-server.*\.test\.ts$/.test(file))
        .map(sliceOf)
      expect(slices.sort()).toEqual(Array.from({ length: CONTRACT_SLICES }, (_, index) => index))
    })

    it('has a case where each mock handler succeeds', async () => {
      // Any id or word will do to find which handler a call reaches.
      const placeholders = new Proxy({}, { get: () => '1' }) as Vars
      const succeeding = new Set<string>()
      for (const c of cases) {
        const handler = await handlerFor(toRequest(await c.call(placeholders)))
        if (handler && c.status < 300) succeeding.add(keyOf(handler))
      }
      const missing = httpHandlers.map(keyOf).filter((key) => !succeeding.has(key))
      expect(missing, 'handlers without a successful contract case').toEqual([])
      expect(httpHandlers.length).toBeGreaterThan(50)
    })
  })
}
