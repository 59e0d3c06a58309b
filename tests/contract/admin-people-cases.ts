// The people: the list and its filters, a person and their timeline, notes, calls, e-mails,
// merges, households, WhatsApp templates, the roll's switch and the figures it counts, and every
// submission linked to its person.
import { A, NONE, get, send, type ContractCase } from './case.ts'
import { giftInput, ok, register, requestProgramme, sendMessage, subscribe, today, uniqueWord } from './fixtures.ts'
import type { Side } from './sides.ts'

const P = `${A}/people`

/** A person typed in the dashboard, found again by the word in their e-mail. */
const createPerson = (side: Side, word: string, fields: Record<string, unknown> = {}) =>
  ok(side, {
    method: 'POST',
    path: P,
    json: { firstName: 'Rose', lastName: 'Pierre', email: `${word}@example.org`, ...fields },
  }).then(({ id }) => id)

const onePerson = async (side: Side) => {
  const word = uniqueWord()
  return { word, id: await createPerson(side, word, { phone: '+1 (809) 555-0177' }) }
}

/** A registration and a message from the same person (same e-mail): one person, two entries. */
const registeredPerson = async (side: Side) => {
  const word = uniqueWord()
  await register(side, word)
  await sendMessage(side, word)
  const { items } = await ok<{ items: { id: number }[] }>(side, { method: 'GET', path: `${P}?q=${word}` })
  return { word, id: items[0]?.id ?? NONE }
}

const twoPeople = async (side: Side) => {
  const word = uniqueWord()
  const id = await createPerson(side, word)
  const otherId = await createPerson(side, uniqueWord(), {
    firstName: 'Rosa',
    email: '',
    phone: '829-555-0199',
    birthDate: '1985-03-02',
    consents: { whatsapp: true },
  })
  return { id, otherId }
}

const merged = async (side: Side) => {
  const people = await twoPeople(side)
  await ok(side, { method: 'POST', path: `${P}/${people.id}/merge`, json: { otherId: people.otherId } })
  return people
}

const household = (side: Side) =>
  ok(side, { method: 'POST', path: `${A}/households`, json: { name: 'Famille Joseph', city: 'Santiago' } }).then(
    ({ id }) => ({ id }),
  )

/** A member on the roll, joined today, and the roll declared complete. */
const completeRoll = async (side: Side) => {
  await createPerson(side, uniqueWord(), { status: 'membre' })
  await createPerson(side, uniqueWord(), { status: 'membre', membershipDate: '2020-01-05' })
  await ok(side, { method: 'PUT', path: `${A}/settings/roll-complete`, json: { complete: true } })
  return {}
}

export const adminPeopleCases: ContractCase[] = [
  { name: 'adds a person met at the door', status: 201, call: send('POST', () => P, { firstName: 'Rose' }) },
  {
    name: 'adds a person with everything known',
    status: 201,
    call: send('POST', () => P, {
      firstName: 'Marie',
      lastName: 'Étienne',
      email: 'marie.etienne@example.org',
      phone: '809-555-0101',
      birthDate: '1990-05-17',
      status: 'membre',
      languages: ['ht', 'fr'],
      consents: { whatsapp: true, email: false },
    }),
  },
  { name: 'refuses a person without a first name', status: 400, call: send('POST', () => P, { email: 'x' }) },
  {
    name: 'refuses a person in a household that does not exist',
    status: 400,
    call: send('POST', () => P, { firstName: 'Rose', householdId: NONE }),
  },
  {
    name: 'finds a person by phone written another way',
    status: 200,
    setup: onePerson,
    call: () => get(`${P}?q=809-555-0177`)(),
  },
  {
    name: 'finds a person by name, any accent',
    status: 200,
    setup: onePerson,
    call: () => get(`${P}?q=PIERRE rose`)(),
  },
  {
    name: 'lists this week’s birthdays',
    status: 200,
    setup: async (side) => {
      await createPerson(side, uniqueWord(), { birthDate: `1980-${today().slice(5)}` })
      await createPerson(side, uniqueWord(), { birthDate: '1980-01-01', firstName: 'Autre' })
      return {}
    },
    call: get(`${P}?birthdays=week`),
  },
  {
    name: 'lists those waiting for follow-up',
    status: 200,
    setup: registeredPerson,
    call: get(`${P}?followUp=waiting`),
  },
  {
    name: 'lists those without follow-up for 30 days',
    status: 200,
    setup: onePerson,
    call: get(`${P}?followUp=stale`),
  },
  {
    name: 'lists those who agreed to WhatsApp, members first',
    status: 200,
    setup: async (side) => {
      await createPerson(side, uniqueWord(), { consents: { whatsapp: true } })
      await createPerson(side, uniqueWord(), { status: 'membre', consents: { whatsapp: true } })
      await createPerson(side, uniqueWord(), { consents: { whatsapp: false } })
      return {}
    },
    call: get(`${P}?consent=whatsapp&pageSize=2`),
  },
  { name: 'refuses an unknown follow-up filter', status: 400, call: get(`${P}?followUp=jamais`) },
  {
    name: 'exports the people added today, for French Excel',
    status: 200,
    setup: async (side) => {
      await createPerson(side, uniqueWord(), { status: 'membre', lastName: '=SOMME(A1)', languages: ['ht', 'fr'] })
      await registeredPerson(side)
      return {}
    },
    call: () => get(`${P}.csv?from=${today()}&to=${today()}&separateur=point-virgule`)(),
  },
  {
    name: 'exports nobody added before a day long past',
    status: 200,
    setup: onePerson,
    call: get(`${P}.csv?to=2020-01-01`),
  },
  {
    name: 'refuses an export ending before it starts',
    status: 400,
    call: get(`${P}.csv?from=2026-02-01&to=2026-01-01`),
  },
  {
    name: 'gives a person with the timeline of what they sent',
    status: 200,
    setup: registeredPerson,
    call: ({ id }) => get(`${P}/${id}`)(),
  },
  { name: 'says an unknown person is not found', status: 404, call: get(`${P}/${NONE}`) },
  {
    name: 'changes a person’s status, follow-up, household and consents',
    status: 200,
    setup: async (side) => ({ ...(await onePerson(side)), household: (await household(side)).id }),
    call: ({ id, household: householdId }) =>
      send('PATCH', () => `${P}/${id}`, {
        status: 'membre',
        followUpStep: 'contacte',
        householdId,
        householdRole: 'responsable',
        consents: { sms: true },
        phone2: '829 555 0102',
      })({}),
  },
  {
    name: 'adds a confidential note',
    status: 201,
    setup: onePerson,
    call: ({ id }) => send('POST', () => `${P}/${id}/notes`, { text: 'Prévoir une visite.', confidential: true })({}),
  },
  {
    name: 'records a call to call back',
    status: 201,
    setup: onePerson,
    call: ({ id }) =>
      send('POST', () => `${P}/${id}/contacts`, {
        channel: 'phone',
        outcome: 'rappeler',
        callBackOn: '2026-12-03',
        note: 'Après le travail.',
      })({}),
  },
  {
    name: 'refuses a call back without its date',
    status: 400,
    setup: onePerson,
    call: ({ id }) => send('POST', () => `${P}/${id}/contacts`, { channel: 'phone', outcome: 'rappeler' })({}),
  },
  {
    name: 'writes to a person through the outbox',
    status: 201,
    setup: onePerson,
    call: ({ id }) =>
      send('POST', () => `${P}/${id}/emails`, { subject: 'Bienvenue', body: 'Bonjour Rose,\nÀ dimanche !' })({}),
  },
  {
    name: 'refuses to write to a person without an e-mail',
    status: 409,
    setup: async (side) => ({ id: await createPerson(side, uniqueWord(), { email: '' }) }),
    call: ({ id }) => send('POST', () => `${P}/${id}/emails`, { subject: 'A', body: 'B' })({}),
  },
  {
    name: 'merges two people',
    status: 200,
    setup: twoPeople,
    call: ({ id, otherId }) => send('POST', () => `${P}/${id}/merge`, { otherId })({}),
  },
  {
    name: 'refuses to merge a person with themselves',
    status: 400,
    setup: onePerson,
    call: ({ id }) => send('POST', () => `${P}/${id}/merge`, { otherId: id })({}),
  },
  {
    name: 'refuses to merge a person already merged',
    status: 409,
    setup: merged,
    call: ({ id, otherId }) => send('POST', () => `${P}/${id}/merge`, { otherId })({}),
  },
  {
    name: 'undoes a merge the same day',
    status: 200,
    setup: merged,
    call: ({ id }) => send('POST', () => `${P}/${id}/merge/undo`)({}),
  },
  {
    name: 'refuses to undo when nothing was merged',
    status: 409,
    setup: onePerson,
    call: ({ id }) => send('POST', () => `${P}/${id}/merge/undo`)({}),
  },
  {
    name: 'fills a WhatsApp template in the person’s language',
    status: 200,
    setup: async (side) => ({
      id: await createPerson(side, uniqueWord(), { phone: '809-555-0101', languages: ['es'] }),
    }),
    call: ({ id }) => get(`${P}/${id}/whatsapp/joyeux_anniversaire`)(),
  },
  {
    name: 'refuses a WhatsApp message to a person without a phone',
    status: 409,
    setup: async (side) => ({ id: await createPerson(side, uniqueWord()) }),
    call: ({ id }) => get(`${P}/${id}/whatsapp/bienvenue`)(),
  },

  { name: 'lists the households', status: 200, setup: household, call: get(`${A}/households`) },
  {
    name: 'creates a household',
    status: 201,
    call: send('POST', () => `${A}/households`, { name: 'Famille Louis', address: 'Calle Duarte 12' }),
  },
  { name: 'refuses a household without a name', status: 400, call: send('POST', () => `${A}/households`, {}) },
  {
    name: 'gives a household with its people',
    status: 200,
    setup: async (side) => {
      const { id } = await household(side)
      await createPerson(side, uniqueWord(), { householdId: id, householdRole: 'enfant', firstName: 'Zoé' })
      await createPerson(side, uniqueWord(), { householdId: id, householdRole: 'responsable' })
      return { id }
    },
    call: ({ id }) => get(`${A}/households/${id}`)(),
  },
  {
    name: 'renames a household',
    status: 200,
    setup: household,
    call: ({ id }) => send('PATCH', () => `${A}/households/${id}`, { name: 'Famille Joseph-Louis' })({}),
  },
  {
    name: 'deletes a household, its people staying',
    status: 204,
    setup: async (side) => {
      const { id } = await household(side)
      await createPerson(side, uniqueWord(), { householdId: id })
      return { id }
    },
    call: ({ id }) => send('DELETE', () => `${A}/households/${id}`)({}),
  },

  { name: 'lists the message templates', status: 200, call: get(`${A}/message-templates`) },
  {
    name: 'changes a message template',
    status: 200,
    call: send('PUT', () => `${A}/message-templates/bienvenue`, {
      label: 'Bienvenue',
      texts: { fr: 'Bienvenue {prénom} !', ht: 'Byenveni {prénom} !' },
    }),
  },
  {
    name: 'refuses a template key with capitals',
    status: 400,
    call: send('PUT', () => `${A}/message-templates/Bienvenue`, { label: 'B', texts: { fr: 'B' } }),
  },

  { name: 'says whether the roll is complete', status: 200, call: get(`${A}/settings/roll-complete`) },
  {
    name: 'declares the roll complete',
    status: 200,
    call: send('PUT', () => `${A}/settings/roll-complete`, { complete: true }),
  },
  {
    name: 'counts the member figures from the roll once complete',
    status: 200,
    setup: completeRoll,
    call: get('/api/members/stats'),
  },
  {
    name: 'draws the overview from the roll once complete',
    status: 200,
    setup: completeRoll,
    call: get(`${A}/overview`),
  },
  {
    name: 'gives the figures from the roll once complete',
    status: 200,
    setup: completeRoll,
    call: get(`${A}/figures`),
  },
  {
    name: 'refuses typed figures once the roll is complete',
    status: 409,
    setup: completeRoll,
    call: send('PUT', () => `${A}/figures`, { totalMembers: 400, newThisMonth: 10, activeMembers: 300 }),
  },

  {
    name: 'records a gift for a person chosen',
    status: 201,
    setup: onePerson,
    call: ({ id }) => send('POST', () => `${A}/gifts`, { ...giftInput(), personId: id })({}),
  },
  {
    name: 'refuses a gift for a person who does not exist',
    status: 400,
    call: send('POST', () => `${A}/gifts`, { ...giftInput(), personId: NONE }),
  },
  {
    name: 'shows a gift on its giver’s page, found by phone',
    status: 200,
    setup: async (side) => {
      const { id } = await onePerson(side)
      await ok(side, { method: 'POST', path: `${A}/gifts`, json: { ...giftInput(), donorPhone: '8095550177' } })
      return { id }
    },
    call: ({ id }) => get(`${P}/${id}`)(),
  },
  {
    name: 'links a programme request and a subscription to their sender',
    status: 200,
    setup: async (side) => {
      const word = uniqueWord()
      await requestProgramme(side, word, 'isl')
      await subscribe(side, word)
      const { items } = await ok<{ items: { id: number }[] }>(side, { method: 'GET', path: `${P}?q=${word}` })
      return { id: items[0]?.id ?? NONE }
    },
    call: ({ id }) => get(`${P}/${id}`)(),
  },
]
