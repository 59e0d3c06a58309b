// Every change a case makes from the dashboard, made again and followed by the audit log: the
// mocks must log what the server logs (the same actions, entities and French summaries, in the
// same order), and nothing it does not.
import { A, get, type ContractCase, type Vars } from './case.ts'
import { signIn } from './fixtures.ts'

/** Signing in and out, and the links: they change the session, not the church's data. */
const SESSION_PATHS = /^\/api\/admin\/(login|logout|token)(\/|$)/

const AUDIT_LOG = get(`${A}/audit-log?pageSize=100`)

/** Any id or word will do to learn a case's method and path. */
const placeholders = new Proxy({}, { get: () => '1' }) as Vars

/** The audit log after each successful change of `cases` (those signed in). */
export async function auditCases(cases: ContractCase[]): Promise<ContractCase[]> {
  const twins: ContractCase[] = []
  for (const c of cases) {
    if (!c.signedIn || c.status >= 300) continue
    const { method, path } = await c.call(placeholders)
    if (method === 'GET' || !path.startsWith(`${A}/`) || SESSION_PATHS.test(path)) continue
    twins.push({
      name: `${c.name}: the audit log`,
      status: 200,
      signedIn: true,
      mailRelay: c.mailRelay,
      setup: async (side) => {
        const vars = (await c.setup?.(side)) ?? {}
        const answer = await side.call(await c.call(vars))
        if (answer.status !== c.status) throw new Error(`${side.name}: ${c.name} → ${answer.status} ${answer.text}`)
        // A case that signs in as someone else: the administrator reads the log.
        if ((await side.call(AUDIT_LOG())).status !== 200) await signIn(side)
        return {}
      },
      call: AUDIT_LOG,
    })
  }
  return twins
}
