// The update link's public calls (/mes-informations/<token>): the details it shows, the
// corrections it takes once, its refusals. The server's link is made through the admin API; the
// mocks keep their links apart from the people's records (mocks/handlers/people-update.ts), so
// theirs is issued with the very details the server's person has.
import type { SelfUpdateInput } from '#common/schemas/people-update.ts'
import { issueMockUpdateLink } from '#mocks/handlers/people-update.ts'
import { A, type ContractCase, type Vars } from './case.ts'
import { ok } from './fixtures.ts'
import type { Side } from './sides.ts'

const PERSON = {
  firstName: 'Marie',
  lastName: 'Joseph',
  email: 'marie.joseph@example.org',
  phone: '809-555-0101',
  city: 'Santiago',
  languages: ['fr', 'ht'] as const,
}

/** A link for Marie (who agreed to e-mails), on either backend; its token. */
async function updateLink(side: Side): Promise<Vars> {
  if (side.name === 'mocks') {
    const { token } = issueMockUpdateLink(1, {
      ...PERSON,
      languages: [...PERSON.languages],
      phone2: '',
      birthDate: '',
      address: '',
      consents: { email: true, whatsapp: false, sms: false, phone: false },
    })
    return { token }
  }
  const person = await ok(side, {
    method: 'POST',
    path: `${A}/people`,
    json: { ...PERSON, consents: { email: true } },
  })
  const link = await ok<{ url: string }>(side, { method: 'POST', path: `${A}/people/${person.id}/update-link` })
  return { token: link.url.split('/').at(-1) ?? '' }
}

const corrected: SelfUpdateInput = {
  firstName: 'Marie',
  lastName: 'Joseph-Pierre',
  email: 'marie.jp@example.org',
  phone: '+1 829 555 0111',
  phone2: '',
  birthDate: '1990-05-17',
  address: '4 Calle del Sol',
  city: 'Santiago',
  languages: ['ht', 'fr'],
  consents: { email: false, whatsapp: true, sms: false, phone: true },
}

const path = (v: Vars) => `/api/people-update/${v.token}`

export const peopleUpdateCases: ContractCase[] = [
  {
    name: 'shows a person their details through their update link',
    status: 200,
    signedIn: true,
    setup: updateLink,
    call: (v) => ({ method: 'GET', path: path(v) }),
  },
  {
    name: 'stores what the person corrected through their update link',
    status: 204,
    signedIn: true,
    setup: updateLink,
    call: (v) => ({ method: 'PUT', path: path(v), json: corrected }),
  },
  {
    name: 'refuses an update link already used',
    status: 410,
    signedIn: true,
    setup: async (side) => {
      const vars = await updateLink(side)
      const sent = await side.call({ method: 'PUT', path: path(vars), json: corrected })
      if (sent.status !== 204) throw new Error(`${side.name}: update refused (${sent.status} ${sent.text})`)
      return vars
    },
    call: (v) => ({ method: 'GET', path: path(v) }),
  },
  {
    name: 'refuses bad corrections field by field',
    status: 400,
    signedIn: true,
    setup: updateLink,
    call: (v) => ({
      method: 'PUT',
      path: path(v),
      json: { ...corrected, firstName: '', email: 'marie@', status: 'membre' },
    }),
  },
  {
    name: 'answers 404 for an update link nobody made',
    status: 404,
    call: () => ({ method: 'GET', path: `/api/people-update/${'A'.repeat(43)}` }),
  },
]
