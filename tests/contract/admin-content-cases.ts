// The dashboard's content: events, weekly services, gallery.
import { A, NONE, get, send, type ContractCase } from './case.ts'
import { createEvent, createService, eventInput, ok, photoForm, serviceInput } from './fixtures.ts'
import type { ApiCall, Side } from './sides.ts'

const idOf = (create: (side: Side) => Promise<number>) => async (side: Side) => ({ id: await create(side) })
const firstPhoto = async (side: Side) => {
  const [photo] = await ok<{ id: number }[]>(side, { method: 'GET', path: `${A}/gallery` })
  return { id: photo!.id }
}
const upload = (file: 'png' | 'text' | 'none') => async (): Promise<ApiCall> => ({
  method: 'POST',
  path: `${A}/gallery`,
  body: await photoForm({ file }),
})

export const adminContentCases: ContractCase[] = [
  { name: 'lists every event', status: 200, call: get(`${A}/events`) },
  { name: 'adds an event', status: 201, call: send('POST', () => `${A}/events`, eventInput()) },
  { name: 'refuses an empty event', status: 400, call: send('POST', () => `${A}/events`, {}) },
  {
    name: 'edits an event',
    status: 200,
    setup: idOf(createEvent),
    call: send('PUT', (v) => `${A}/events/${v.id}`, eventInput()),
  },
  {
    name: 'answers 404 for a missing event',
    status: 404,
    call: send('PUT', () => `${A}/events/${NONE}`, eventInput()),
  },
  {
    name: 'deletes an event',
    status: 204,
    setup: idOf(createEvent),
    call: send('DELETE', (v) => `${A}/events/${v.id}`),
  },
  { name: 'answers 404 when deleting a missing event', status: 404, call: send('DELETE', () => `${A}/events/${NONE}`) },

  { name: 'lists the services', status: 200, call: get(`${A}/services`) },
  { name: 'adds a service', status: 201, call: send('POST', () => `${A}/services`, serviceInput) },
  { name: 'refuses an empty service', status: 400, call: send('POST', () => `${A}/services`, {}) },
  {
    name: 'edits a service',
    status: 200,
    setup: idOf(createService),
    call: send('PUT', (v) => `${A}/services/${v.id}`, serviceInput),
  },
  {
    name: 'answers 404 for a missing service',
    status: 404,
    call: send('PUT', () => `${A}/services/${NONE}`, serviceInput),
  },
  {
    name: 'deletes a service',
    status: 204,
    setup: idOf(createService),
    call: send('DELETE', (v) => `${A}/services/${v.id}`),
  },
  {
    name: 'answers 404 when deleting a missing service',
    status: 404,
    call: send('DELETE', () => `${A}/services/${NONE}`),
  },
  {
    name: 'moves a service up',
    status: 200,
    setup: idOf(createService),
    call: send('POST', (v) => `${A}/services/${v.id}/move`, { direction: 'up' }),
  },
  {
    name: 'refuses to move the last service down',
    status: 400,
    setup: idOf(createService),
    call: send('POST', (v) => `${A}/services/${v.id}/move`, { direction: 'down' }),
  },
  {
    name: 'answers 404 when moving a missing service',
    status: 404,
    call: send('POST', () => `${A}/services/${NONE}/move`, { direction: 'up' }),
  },

  { name: 'lists the gallery with its samples', status: 200, call: get(`${A}/gallery`) },
  ...(
    [
      ['adds a photo', 201, 'png'],
      ['refuses an upload without a photo, field by field', 400, 'none'],
      ['refuses a file that is not an image', 415, 'text'],
    ] as const
  ).map(([name, status, file]): ContractCase => ({ name, status, call: upload(file) })),
  {
    name: 'refuses an upload sent as JSON',
    status: 415,
    call: send('POST', () => `${A}/gallery`, { category: 'ISL' }),
  },
  {
    name: 'describes a photo again',
    status: 200,
    setup: firstPhoto,
    call: send('PUT', (v) => `${A}/gallery/${v.id}`, { category: 'ISL', description: 'Les étudiants de l’ISL' }),
  },
  {
    name: 'refuses a photo without a description',
    status: 400,
    setup: firstPhoto,
    call: send('PUT', (v) => `${A}/gallery/${v.id}`, { category: 'ISL' }),
  },
  {
    name: 'answers 404 for a missing photo',
    status: 404,
    call: send('PUT', () => `${A}/gallery/${NONE}`, { category: 'ISL', description: 'x' }),
  },
  { name: 'removes a photo', status: 204, setup: firstPhoto, call: send('DELETE', (v) => `${A}/gallery/${v.id}`) },
  {
    name: 'answers 404 when removing a missing photo',
    status: 404,
    call: send('DELETE', () => `${A}/gallery/${NONE}`),
  },
]
