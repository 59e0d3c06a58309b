// The dashboard's follow-up of messages, programme requests and newsletter subscribers (lists,
// CSV exports, status), and of the staff alerts.
import { A, NONE, get, send, type ContractCase } from './case.ts'
import { newestId, ok, register, requestProgramme, sendMessage, subscriberId, uniqueWord } from './fixtures.ts'
import type { Side } from './sides.ts'

const oneMessage = async (side: Side) => {
  const word = uniqueWord()
  return { word, id: await sendMessage(side, word) }
}
const oneRequest = (kind: 'feproba' | 'isl') => async (side: Side) => {
  const word = uniqueWord()
  return { word, id: await requestProgramme(side, word, kind) }
}
const oneSubscriber = async (side: Side) => {
  const word = uniqueWord()
  return { word, id: await subscriberId(side, word) }
}
/** The newest staff alert, queued by a registration on the server (the mocks have samples). */
const newestAlert = async (side: Side) => {
  await register(side, uniqueWord())
  return { id: await newestId(side, `${A}/outbox`) }
}

export const adminInboxCases: ContractCase[] = [
  { name: 'finds a message', status: 200, setup: oneMessage, call: ({ word }) => get(`${A}/messages?q=${word}`)() },
  { name: 'refuses an unknown message status filter', status: 400, call: get(`${A}/messages?status=inconnu`) },
  {
    name: 'exports messages',
    status: 200,
    setup: oneMessage,
    call: ({ word }) => get(`${A}/messages.csv?q=${word}`)(),
  },
  {
    name: 'marks a message read',
    status: 200,
    setup: oneMessage,
    call: send('PATCH', (v) => `${A}/messages/${v.id}`, { status: 'lu' }),
  },
  {
    name: 'refuses to make a message new again',
    status: 400,
    setup: oneMessage,
    call: send('PATCH', (v) => `${A}/messages/${v.id}`, { status: 'nouveau' }),
  },
  {
    name: 'answers 404 for a missing message',
    status: 404,
    call: send('PATCH', () => `${A}/messages/${NONE}`, { status: 'lu' }),
  },

  ...(['feproba', 'isl'] as const).map(
    (kind): ContractCase => ({
      name: `finds a ${kind} request`,
      status: 200,
      setup: oneRequest(kind),
      call: ({ word }) => get(`${A}/requests?q=${word}&type=${kind}_registration`)(),
    }),
  ),
  { name: 'refuses an unknown programme', status: 400, call: get(`${A}/requests?program=inconnu`) },
  {
    name: 'exports requests',
    status: 200,
    setup: oneRequest('isl'),
    call: ({ word }) => get(`${A}/requests.csv?q=${word}`)(),
  },
  {
    name: 'answers a request',
    status: 200,
    setup: oneRequest('feproba'),
    call: send('PATCH', (v) => `${A}/requests/${v.id}`, { status: 'repondu' }),
  },
  {
    name: 'closes a request as treated, with a note',
    status: 200,
    setup: oneRequest('isl'),
    call: send('PATCH', (v) => `${A}/requests/${v.id}`, { status: 'traite', note: 'Inscrit en janvier.' }),
  },
  {
    name: 'refuses « Traité » for a message',
    status: 400,
    setup: oneMessage,
    call: send('PATCH', (v) => `${A}/messages/${v.id}`, { status: 'traite' }),
  },
  { name: 'lists the treated requests', status: 200, call: get(`${A}/requests?status=traite&pageSize=1`) },
  {
    name: 'exports the requests of a range of days',
    status: 200,
    setup: oneRequest('feproba'),
    call: ({ word }) => get(`${A}/requests.csv?q=${word}&from=2020-01-01&to=2099-12-31&separateur=point-virgule`)(),
  },
  ...(['members', 'messages', 'requests'] as const).map(
    (path): ContractCase => ({
      name: `refuses ${path} exported to a day before the first`,
      status: 400,
      call: get(`${A}/${path}.csv?from=2026-11-30&to=2026-11-01`),
    }),
  ),
  { name: 'refuses a malformed export day', status: 400, call: get(`${A}/messages.csv?from=2026-02-30`) },
  {
    name: 'answers 404 for a missing request',
    status: 404,
    call: send('PATCH', () => `${A}/requests/${NONE}`, { status: 'lu' }),
  },

  {
    name: 'finds a subscriber',
    status: 200,
    setup: oneSubscriber,
    call: ({ word }) => get(`${A}/newsletter?q=${word}`)(),
  },
  {
    name: 'exports subscribers',
    status: 200,
    setup: oneSubscriber,
    call: ({ word }) => get(`${A}/newsletter.csv?q=${word}`)(),
  },
  {
    name: 'unsubscribes an address',
    status: 204,
    setup: oneSubscriber,
    call: send('DELETE', (v) => `${A}/newsletter/${v.id}`),
  },
  { name: 'answers 404 for a missing subscriber', status: 404, call: send('DELETE', () => `${A}/newsletter/${NONE}`) },

  { name: 'lists the staff alerts', status: 200, setup: newestAlert, call: get(`${A}/outbox?pageSize=1`) },
  {
    name: 'tries an alert again',
    status: 200,
    setup: newestAlert,
    call: send('POST', (v) => `${A}/outbox/${v.id}/retry`),
  },
  {
    name: 'refuses to send a sent alert again',
    status: 400,
    setup: async (side) => {
      const alert = await newestAlert(side)
      side.markAlertSent(alert.id)
      return alert
    },
    call: send('POST', (v) => `${A}/outbox/${v.id}/retry`),
  },
  { name: 'answers 404 for a missing alert', status: 404, call: send('POST', () => `${A}/outbox/${NONE}/retry`) },

  { name: 'reads the alert recipients', status: 200, call: get(`${A}/alert-recipients`) },
  {
    name: 'chooses the alert recipients',
    status: 200,
    call: send('PUT', () => `${A}/alert-recipients`, { emails: ['pasteur@example.org', 'secretariat@example.org'] }),
  },
  {
    name: 'gives the alerts back to the team',
    status: 200,
    setup: async (side) => {
      await ok(side, { method: 'PUT', path: `${A}/alert-recipients`, json: { emails: ['pasteur@example.org'] } })
      return {}
    },
    call: send('PUT', () => `${A}/alert-recipients`, { emails: [] }),
  },
  {
    name: 'refuses a wrong or repeated alert recipient',
    status: 400,
    call: send('PUT', () => `${A}/alert-recipients`, { emails: ['a@example.org', 'A@example.org', 'non'] }),
  },
  {
    name: 'queues an alert to the chosen recipients',
    status: 200,
    setup: async (side) => {
      await ok(side, { method: 'PUT', path: `${A}/alert-recipients`, json: { emails: ['pasteur@example.org'] } })
      return newestAlert(side)
    },
    call: get(`${A}/outbox?pageSize=1`),
  },
]
