// Every change a case makes from the dashboard is followed by the audit log, on both backends: the
// mocks must log what the server logs (the same actions, entities and French summaries, in the
// same order), and nothing it does not. The log is read right after the case's own call, in the
// same test: the case is not made again on a new server for it.
import { A, get, type ContractCase, type Vars } from './case.ts'
import { signIn } from './fixtures.ts'
import type { ApiAnswer, Side } from './sides.ts'

/** Signing in and out, and the links: they change the session, not the church's data. */
const SESSION_PATHS = /^\/api\/admin\/(login|logout|token)(\/|$)/

const AUDIT_LOG = get(`${A}/audit-log?pageSize=100`)

/** Any id or word will do to learn a case's method and path. */
const placeholders = new Proxy({}, { get: () => '1' }) as Vars

/** The cases of `cases` after which the audit log is compared: the successful changes, signed in. */
export async function auditedCases(cases: ContractCase[]): Promise<Set<ContractCase>> {
  const audited = new Set<ContractCase>()
  for (const c of cases) {
    if (!c.signedIn || c.status >= 300) continue
    const { method, path } = await c.call(placeholders)
    if (method === 'GET' || !path.startsWith(`${A}/`) || SESSION_PATHS.test(path)) continue
    audited.add(c)
  }
  return audited
}

/** The audit log as `side` holds it now, read by its administrator. */
export async function readAuditLog(side: Side): Promise<{ answer: ApiAnswer; path: string }> {
  // A case that signs in as someone else: the administrator reads the log.
  if ((await side.call(AUDIT_LOG())).status !== 200) await signIn(side)
  const call = AUDIT_LOG()
  return { answer: await side.call(call), path: call.path }
}
