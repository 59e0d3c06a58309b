// The dashboard's « Lettre » area: drafts, preview, test copy and sending.
import { A, NONE, get, send, type ContractCase, type Vars } from './case.ts'
import { subscribe, uniqueWord } from './fixtures.ts'
import type { Side } from './sides.ts'

const letter = { subject: 'Nouvelles de décembre', body: 'Bonjour à **tous** !\n\n- Culte de Noël' }

const createLetter = async (side: Side): Promise<Vars> => {
  const answer = await side.call({ method: 'POST', path: `${A}/newsletters`, json: letter })
  return { id: (JSON.parse(answer.text) as { id: number }).id }
}
/** A draft, and one confirmed subscriber to send it to. */
const letterWithReader = async (side: Side): Promise<Vars> => {
  await subscribe(side, uniqueWord())
  side.confirmSubscribers()
  return createLetter(side)
}
const sentLetter = async (side: Side): Promise<Vars> => {
  const vars = await letterWithReader(side)
  await side.call({ method: 'POST', path: `${A}/newsletters/${vars.id}/send` })
  return vars
}

export const adminNewsletterCases: ContractCase[] = [
  { name: 'lists the letters', status: 200, setup: createLetter, call: get(`${A}/newsletters`) },
  { name: 'writes a draft letter', status: 201, call: send('POST', () => `${A}/newsletters`, letter) },
  {
    name: 'refuses a letter without subject',
    status: 400,
    call: send('POST', () => `${A}/newsletters`, { subject: ' ', body: 'Texte' }),
  },
  { name: 'previews a letter', status: 200, call: send('POST', () => `${A}/newsletters/preview`, letter) },
  { name: 'reads a letter', status: 200, setup: createLetter, call: ({ id }) => get(`${A}/newsletters/${id}`)() },
  { name: 'answers 404 for a missing letter', status: 404, call: get(`${A}/newsletters/${NONE}`) },
  {
    name: 'edits a draft',
    status: 200,
    setup: createLetter,
    call: send('PUT', (v) => `${A}/newsletters/${v.id}`, { ...letter, subject: 'Autre objet' }),
  },
  {
    name: 'refuses to edit a sent letter',
    status: 409,
    setup: sentLetter,
    call: send('PUT', (v) => `${A}/newsletters/${v.id}`, letter),
  },
  {
    name: 'refuses a test copy without a mail relay',
    status: 503,
    setup: createLetter,
    call: send('POST', (v) => `${A}/newsletters/${v.id}/test`),
  },
  {
    name: 'sends a test copy to the signed-in account',
    status: 200,
    mailRelay: true,
    setup: createLetter,
    call: send('POST', (v) => `${A}/newsletters/${v.id}/test`),
  },
  {
    name: 'sends a letter to the confirmed subscribers',
    status: 202,
    setup: letterWithReader,
    call: send('POST', (v) => `${A}/newsletters/${v.id}/send`),
  },
  {
    name: 'refuses to send a letter twice',
    status: 409,
    setup: sentLetter,
    call: send('POST', (v) => `${A}/newsletters/${v.id}/send`),
  },
]
