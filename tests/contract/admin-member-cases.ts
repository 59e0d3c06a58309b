// The dashboard's session and overview, and the registrations: search, CSV export, follow-up
// status, duplicates (merge or dismiss).
import { A, NONE, get, send, type ContractCase } from './case.ts'
import { register, uniqueWord } from './fixtures.ts'
import type { Side } from './sides.ts'

/** A registration, and the same person registered again: `id` is the later one, `earlier` the first. */
const twoRegistrations = async (side: Side) => {
  const word = uniqueWord()
  const earlier = await register(side, word)
  return { word, earlier, id: await register(side, word, { phone: '+1 809 555 0199' }) }
}
const oneRegistration = async (side: Side) => {
  const word = uniqueWord()
  return { word, id: await register(side, word) }
}

export const adminMemberCases: ContractCase[] = [
  {
    name: 'signs in with the e-mail, the password and the code',
    status: 204,
    signedIn: false,
    setup: async (side) => side.credentials(),
    call: (credentials) => ({ method: 'POST', path: `${A}/login`, json: credentials }),
  },
  {
    name: 'asks for the second factor after the right password',
    status: 401,
    signedIn: false,
    setup: async (side) => ({ email: side.credentials().email, password: side.password }),
    call: (credentials) => ({ method: 'POST', path: `${A}/login`, json: credentials }),
  },
  {
    name: 'refuses a wrong password',
    status: 401,
    signedIn: false,
    setup: async (side) => ({ email: side.credentials().email }),
    call: ({ email }) => ({ method: 'POST', path: `${A}/login`, json: { email, password: 'faux-mot-de-passe' } }),
  },
  { name: 'refuses a login without e-mail nor password', status: 400, call: send('POST', () => `${A}/login`, {}) },
  { name: 'signs out', status: 204, call: send('POST', () => `${A}/logout`) },
  { name: 'gives the session: account, role, steps left', status: 200, call: get(`${A}/session`) },
  {
    name: 'answers a reset request alike for an unknown address',
    status: 202,
    signedIn: false,
    call: send('POST', () => `${A}/password-reset`, { email: 'personne@example.org' }),
  },
  {
    name: 'says an unknown link is no longer valid',
    status: 410,
    signedIn: false,
    call: send('POST', () => `${A}/token`, { token: 'inconnu-inconnu-inconnu-inconnu' }),
  },
  { name: 'gives the overview', status: 200, call: get(`${A}/overview`) },

  {
    name: 'finds a registration',
    status: 200,
    setup: oneRegistration,
    call: ({ word }) => get(`${A}/members?q=${word}`)(),
  },
  {
    name: 'lists a possible duplicate with its earlier registration',
    status: 200,
    setup: twoRegistrations,
    call: ({ word }) => get(`${A}/members?q=${word}&duplicates=1`)(),
  },
  { name: 'refuses a page too large', status: 400, call: get(`${A}/members?pageSize=101`) },
  {
    name: 'exports registrations',
    status: 200,
    setup: oneRegistration,
    call: ({ word }) => get(`${A}/members.csv?q=${word}`)(),
  },
  { name: 'refuses an unknown status filter', status: 400, call: get(`${A}/members.csv?status=inconnu`) },
  {
    name: 'moves a registration on',
    status: 200,
    setup: oneRegistration,
    call: send('PATCH', (v) => `${A}/members/${v.id}`, { status: 'contacte' }),
  },
  {
    name: 'moves a registration with a note',
    status: 200,
    setup: oneRegistration,
    call: send('PATCH', (v) => `${A}/members/${v.id}`, { status: 'contacte', note: 'Rappelée, viendra dimanche.' }),
  },
  {
    name: 'refuses a move the workflow forbids',
    status: 400,
    setup: oneRegistration,
    call: send('PATCH', (v) => `${A}/members/${v.id}`, { status: 'accueilli' }),
  },
  { name: 'refuses an unknown status', status: 400, call: send('PATCH', () => `${A}/members/1`, { status: 'x' }) },
  {
    name: 'refuses an id that is not one',
    status: 400,
    call: send('PATCH', () => `${A}/members/abc`, { status: 'contacte' }),
  },
  {
    name: 'answers 404 for a missing registration',
    status: 404,
    call: send('PATCH', () => `${A}/members/${NONE}`, { status: 'contacte' }),
  },
  {
    name: 'merges a duplicate into the earlier registration',
    status: 200,
    setup: twoRegistrations,
    call: (v) => send('POST', () => `${A}/members/${v.id}/merge`, { intoId: v.earlier })(v),
  },
  {
    name: 'refuses to merge a registration into itself',
    status: 400,
    setup: oneRegistration,
    call: (v) => send('POST', () => `${A}/members/${v.id}/merge`, { intoId: v.id })(v),
  },
  {
    name: 'refuses to merge into a registration that is not an earlier duplicate',
    status: 400,
    setup: oneRegistration,
    call: send('POST', (v) => `${A}/members/${v.id}/merge`, { intoId: NONE }),
  },
  {
    name: 'answers 404 when merging a missing registration',
    status: 404,
    call: send('POST', () => `${A}/members/${NONE}/merge`, { intoId: 1 }),
  },
  {
    name: 'forgets a duplicate flag',
    status: 200,
    setup: twoRegistrations,
    call: send('POST', (v) => `${A}/members/${v.id}/dismiss-duplicate`),
  },
  {
    name: 'answers 404 when dismissing for a missing registration',
    status: 404,
    call: send('POST', () => `${A}/members/${NONE}/dismiss-duplicate`),
  },
]
