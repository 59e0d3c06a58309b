// The update link's public calls (/mes-informations/<token>): the details it shows, the
// corrections it takes once, its refusals. The link is made through the admin API on both sides.
import type { SelfUpdateInput } from '#common/schemas/people-update.ts'
import { A, type ContractCase, type Vars } from './case.ts'
import { ok } from './fixtures.ts'
import { marie } from './people-rights-cases.ts'
import type { Side } from './sides.ts'

/** A link for Marie (who agreed to e-mails): its token. */
async function updateLink(side: Side): Promise<Vars> {
  const { id } = await marie(side)
  const link = await ok<{ url: string }>(side, { method: 'POST', path: `${A}/people/${id}/update-link` })
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
