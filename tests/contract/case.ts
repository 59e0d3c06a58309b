import type { ApiCall, Side } from './sides.ts'

/** The admin API, and an id no backend has. */
export const A = '/api/admin'
export const NONE = 999999

/** What a case's setup made on one backend (ids, words), for its call. */
export type Vars = Record<string, number | string>

/** One call sent to both backends, which must answer it alike and with `status`. */
export interface ContractCase {
  name: string
  status: number
  /** Sign in before the setup and the call (default: no). */
  signedIn?: boolean
  /** Both backends can send e-mail (the server gets a local SMTP server as SMTP_URL). */
  mailRelay?: boolean
  /** Runs on each backend before the call. */
  setup?: (side: Side) => Promise<Vars>
  call: (vars: Vars) => ApiCall | Promise<ApiCall>
}

/** The same call for every setup: `get('/api/services')`. */
export const get = (path: string) => () => ({ method: 'GET' as const, path })

/** A call whose path (and JSON body) may use what the setup made: `send('PATCH', (v) => …, body)`. */
export const send =
  (method: ApiCall['method'], path: (v: Vars) => string, json?: unknown) =>
  (v: Vars): ApiCall => ({ method, path: path(v), json })
