// Attendance: headcounts and roll calls (once per Idempotency-Key), who is missed (and on the
// people list), the trends, « Remettre en suivi », the ministries and their rosters, and a merge
// moving a person's ticks.
import { addDays } from '#common/attendance-rules.ts'
import { A, NONE, get, send, type ContractCase } from './case.ts'
import { createService, ok, today, uniqueWord } from './fixtures.ts'
import type { Side } from './sides.ts'

const AT = `${A}/attendance`
const headcount = { adults: 84, children: 23, firstTime: 3 }

const person = (side: Side, firstName = 'Rose', fields: Record<string, unknown> = {}) =>
  ok(side, {
    method: 'POST',
    path: `${A}/people`,
    json: { firstName, lastName: 'Pierre', email: `${uniqueWord()}@example.org`, ...fields },
  }).then(({ id }) => id)

const tick = (side: Side, daysAgo: number, personIds: number[]) =>
  ok(side, { method: 'POST', path: AT, json: { date: addDays(today(), -daysAgo), personIds } })

/** A person ticked six and five weeks ago, and one ticked twice before and last week. */
const absentAndPresent = async (side: Side) => {
  const gone = await person(side, 'Absente')
  const here = await person(side, 'Présente', { consents: { whatsapp: true }, phone: '809-555-0142' })
  await tick(side, 42, [gone, here])
  await tick(side, 35, [gone, here])
  await tick(side, 7, [here])
  return { gone, here }
}

const withKey = (key: string, json: unknown) => () => ({
  method: 'POST' as const,
  path: AT,
  json,
  headers: { 'idempotency-key': key },
})

export const attendanceCases: ContractCase[] = [
  {
    name: 'records a headcount for a service',
    status: 201,
    setup: async (side) => ({ serviceId: await createService(side) }),
    call: ({ serviceId }) =>
      withKey(`contrat-${uniqueWord()}`, { date: today(), serviceId: Number(serviceId), headcount })(),
  },
  {
    name: 'answers the same Idempotency-Key with its first record, stored once',
    status: 201,
    setup: async (side) => {
      const key = `contrat-${uniqueWord()}`
      const answer = await side.call(withKey(key, { date: today(), headcount })())
      if (answer.status !== 201) throw new Error(`${side.name}: ${answer.status} ${answer.text}`)
      return { key }
    },
    call: ({ key }) => withKey(String(key), { date: today(), headcount })(),
  },
  {
    name: 'refuses the same Idempotency-Key with another count',
    status: 422,
    setup: async (side) => {
      const key = `contrat-${uniqueWord()}`
      await side.call(withKey(key, { date: today(), headcount })())
      return { key }
    },
    call: ({ key }) => withKey(String(key), { date: today(), headcount: { ...headcount, adults: 85 } })(),
  },
  {
    name: 'records a roll call of a ministry',
    status: 201,
    setup: async (side) => ({ id: await person(side) }),
    call: ({ id }) => send('POST', () => AT, { date: today(), ministryId: 2, personIds: [Number(id), Number(id)] })({}),
  },
  { name: 'refuses a record with nothing counted', status: 400, call: send('POST', () => AT, { date: today() }) },
  {
    name: 'refuses a negative count',
    status: 400,
    call: send('POST', () => AT, { date: today(), headcount: { ...headcount, adults: -1 } }),
  },
  {
    name: 'refuses an unknown service',
    status: 400,
    call: send('POST', () => AT, { date: today(), serviceId: NONE, headcount }),
  },
  {
    name: 'refuses an unknown person in the roll call',
    status: 400,
    call: send('POST', () => AT, { date: today(), personIds: [NONE] }),
  },
  {
    name: 'lists the records between two days',
    status: 200,
    setup: absentAndPresent,
    call: () => get(`${AT}?from=${addDays(today(), -40)}&to=${today()}`)(),
  },
  {
    name: 'refuses a range whose end precedes its start',
    status: 400,
    call: () => get(`${AT}?from=${today()}&to=${addDays(today(), -1)}`)(),
  },
  { name: 'lists the absent after 3 weeks', status: 200, setup: absentAndPresent, call: get(`${AT}/absent`) },
  { name: 'refuses 0 weeks of absence', status: 400, call: get(`${AT}/absent?weeks=0`) },
  {
    name: 'lists the absent on the people list',
    status: 200,
    setup: absentAndPresent,
    call: get(`${A}/people?absentWeeks=3`),
  },
  {
    name: 'gives the trends',
    status: 200,
    setup: async (side) => {
      await ok(side, { method: 'POST', path: AT, json: { date: addDays(today(), -3), headcount } })
      return absentAndPresent(side)
    },
    call: get(`${AT}/trends`),
  },
  {
    name: 'puts an absent person back into follow-up',
    status: 200,
    setup: absentAndPresent,
    call: ({ gone }) => send('POST', () => `${A}/people/${gone}/follow-up`)({}),
  },
  {
    name: 'refuses to follow up an unknown person',
    status: 404,
    call: send('POST', () => `${A}/people/${NONE}/follow-up`),
  },
  {
    name: 'counts a merged person’s ticks for the one kept',
    status: 200,
    setup: async (side) => {
      const ids = await absentAndPresent(side)
      const twin = await person(side, 'Jumelle')
      await tick(side, 49, [twin])
      await ok(side, { method: 'POST', path: `${A}/people/${ids.gone}/merge`, json: { otherId: twin } })
      return ids
    },
    call: get(`${AT}/absent?weeks=3`),
  },
  { name: 'lists the ministries', status: 200, call: get(`${A}/ministries`) },
  {
    name: 'adds a ministry',
    status: 201,
    call: send('POST', () => `${A}/ministries`, { name: 'Ministère des hommes' }),
  },
  {
    name: 'refuses a ministry whose name is taken',
    status: 400,
    call: send('POST', () => `${A}/ministries`, { name: 'ministère des jeunes' }),
  },
  {
    name: 'adds a leader and a member to a roster, leaders first',
    status: 200,
    setup: async (side) => {
      const { gone, here } = await absentAndPresent(side)
      await ok(side, { method: 'POST', path: `${A}/ministries/3/members`, json: { personId: gone } })
      return { here }
    },
    call: ({ here }) => send('POST', () => `${A}/ministries/3/members`, { personId: Number(here), leader: true })({}),
  },
  {
    name: 'gives a roster with the WhatsApp consents',
    status: 200,
    setup: async (side) => {
      const { here } = await absentAndPresent(side)
      await ok(side, { method: 'POST', path: `${A}/ministries/3/members`, json: { personId: here } })
      return {}
    },
    call: get(`${A}/ministries/3/members`),
  },
  {
    name: 'refuses an unknown person on a roster',
    status: 404,
    call: send('POST', () => `${A}/ministries/3/members`, { personId: NONE }),
  },
  { name: 'lists whom a follow-up can be entrusted to', status: 200, call: get(`${A}/people/assignees`) },
  {
    name: 'puts a person back into follow-up, entrusted to another member of the office',
    status: 200,
    setup: async (side) => {
      const { items } = (await ok(side, { method: 'GET', path: `${A}/people/assignees` })) as {
        items: { id: number }[]
      }
      return { id: await person(side, 'Absente'), to: items.at(-1)?.id ?? 0 }
    },
    call: ({ id, to }) => send('POST', () => `${A}/people/${id}/follow-up`, { assignedTo: Number(to) })({}),
  },
  {
    name: 'refuses to entrust a follow-up to an unknown account',
    status: 400,
    setup: async (side) => ({ id: await person(side, 'Absente') }),
    call: ({ id }) => send('POST', () => `${A}/people/${id}/follow-up`, { assignedTo: NONE })({}),
  },
  {
    name: 'lists the people entrusted to an account, still to contact',
    status: 200,
    setup: async (side) => {
      const { items } = (await ok(side, { method: 'GET', path: `${A}/people/assignees` })) as {
        items: { id: number }[]
      }
      const to = items[0]?.id ?? 0
      await ok(side, {
        method: 'POST',
        path: `${A}/people/${await person(side, 'Confiée')}/follow-up`,
        json: { assignedTo: to },
      })
      await person(side, 'Autre')
      return { to }
    },
    call: ({ to }) => get(`${A}/people?status=visiteur&followUpBy=${to}`)(),
  },
  { name: 'refuses an unknown ministry', status: 404, call: get(`${A}/ministries/${NONE}/members`) },
  {
    name: 'adds someone met at the door to the people and to the roster',
    status: 201,
    call: send('POST', () => `${A}/ministries/3/newcomers`, { firstName: 'Lucie', lastName: 'Pierre-Louis' }),
  },
  {
    name: 'refuses someone met at the door without a first name',
    status: 400,
    call: send('POST', () => `${A}/ministries/3/newcomers`, { firstName: ' ', lastName: 'Pierre-Louis' }),
  },
  {
    name: 'refuses someone met at the door of an unknown ministry',
    status: 404,
    call: send('POST', () => `${A}/ministries/${NONE}/newcomers`, { firstName: 'Lucie' }),
  },
  {
    name: 'lists the people of one ministry',
    status: 200,
    setup: async (side) => {
      const { gone, here } = await absentAndPresent(side)
      await ok(side, { method: 'POST', path: `${A}/ministries/4/members`, json: { personId: gone, leader: true } })
      await ok(side, { method: 'POST', path: `${A}/ministries/5/members`, json: { personId: here } })
      return {}
    },
    call: get(`${A}/people?ministryId=4&status=visiteur`),
  },
  {
    name: 'shows a person’s ministries on their page, leaders marked',
    status: 200,
    setup: async (side) => {
      const { here } = await absentAndPresent(side)
      await ok(side, { method: 'POST', path: `${A}/ministries/6/members`, json: { personId: here, leader: true } })
      await ok(side, { method: 'POST', path: `${A}/ministries/2/members`, json: { personId: here } })
      return { here }
    },
    call: ({ here }) => get(`${A}/people/${here}`)(),
  },
  { name: 'refuses a ministry filter that is no id', status: 400, call: get(`${A}/people?ministryId=jeunes`) },
  {
    name: 'takes a person off a roster',
    status: 200,
    setup: async (side) => {
      const id = await person(side)
      await ok(side, { method: 'POST', path: `${A}/ministries/3/members`, json: { personId: id } })
      return { id }
    },
    call: ({ id }) => send('DELETE', () => `${A}/ministries/3/members/${id}`)({}),
  },
  {
    name: 'refuses to take off someone not on the roster',
    status: 404,
    call: send('DELETE', () => `${A}/ministries/3/members/${NONE}`),
  },
]
