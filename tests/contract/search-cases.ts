// What the search box of each admin list looks in. The server decides it in SQL (its
// repositories' WHERE clauses), the mocks with common/search.ts over the fields they pass it: for
// every free text, phone number and e-mail a form stores, a record holding a word there alone is
// searched for, and both backends must find it, or both miss it. A field searched on one side
// only fails here, whichever side it is added to.
import { A, get, type ContractCase } from './case.ts'
import { ok, subscribe } from './fixtures.ts'
import { SITE_FORMS, freeTextFields, phoneFields, submitted, type SiteForm } from './site-forms.ts'
import type { Side } from './sides.ts'

/** Stored with an accent, searched in capitals without it: the search folds both. */
const WORD = 'Quétzal'
const SEARCHED = 'QUETZAL'
/** A phone number no valid submission holds, and the way it is searched: its digits, written otherwise. */
const PHONE = '+1 (829) 555-7788'
const PHONE_SEARCHED = '829.555.7788'

const storing = (form: SiteForm, overrides: Record<string, unknown>) => async (side: Side) => {
  await ok(side, submitted(form, form.valid(overrides)))
  return {}
}

const search = (form: SiteForm, q: string) => get(`${form.list}?q=${encodeURIComponent(q)}`)

const searchCase = (form: SiteForm, where: string, overrides: Record<string, unknown>, q: string): ContractCase => ({
  name: `searches the ${form.name}s for a word in the ${where}`,
  status: 200,
  setup: storing(form, overrides),
  call: search(form, q),
})

export const searchCases: ContractCase[] = [
  ...SITE_FORMS.flatMap((form) => [
    ...freeTextFields(form, WORD).map((field) => searchCase(form, field, { [field]: WORD }, SEARCHED)),
    ...phoneFields(form, PHONE, WORD).map((field) => searchCase(form, field, { [field]: PHONE }, PHONE_SEARCHED)),
    searchCase(form, 'e-mail', { email: 'quetzal@example.org' }, SEARCHED),
  ]),
  {
    name: 'searches the registrations for a first and last name together',
    status: 200,
    setup: storing(SITE_FORMS[0]!, {}),
    call: search(SITE_FORMS[0]!, 'marie joseph'),
  },
  // The user's % and _ are literal characters, not SQL wildcards.
  ...['%', '_'].map(
    (q): ContractCase => ({
      name: `searches the registrations for a literal ${q}`,
      status: 200,
      setup: storing(SITE_FORMS[0]!, { city: 'Santiago_de los Caballeros' }),
      call: search(SITE_FORMS[0]!, q),
    }),
  ),
  {
    name: 'searches the subscribers for part of an address, in capitals',
    status: 200,
    setup: async (side) => {
      await subscribe(side, 'quetzal')
      return {}
    },
    call: get(`${A}/newsletter?q=${SEARCHED}`),
  },
]
