// What each form stores for the answers a visitor leaves out or blank, seen in the dashboard's
// list and its CSV file: the mocks must keep the server's defaults ('' or null, field by field).
import { get, type ContractCase } from './case.ts'
import { ok } from './fixtures.ts'
import { SITE_FORMS, optionalFields, submitted, type SiteForm } from './site-forms.ts'
import type { Side } from './sides.ts'

/** The valid submission without any of its optional answers. */
const requiredOnly = (form: SiteForm) => {
  const optional = new Set(optionalFields(form))
  return Object.fromEntries(Object.entries(form.valid()).filter(([field]) => !optional.has(field)))
}

/** The valid submission with each optional answer blank: '' where the form takes it, else null. */
const blanks = (form: SiteForm) => {
  const blank = (field: string) =>
    ['', null].find((value) => form.schema.shape[field]?.safeParse(value).success) ?? form.valid()[field]
  return { ...form.valid(), ...Object.fromEntries(optionalFields(form).map((field) => [field, blank(field)])) }
}

const storing = (form: SiteForm, fields: Record<string, unknown>) => async (side: Side) => {
  await ok(side, submitted(form, fields))
  return {}
}

export const storedValuesCases: ContractCase[] = SITE_FORMS.flatMap((form): ContractCase[] => [
  {
    name: `lists a ${form.name} sent with its required answers only`,
    status: 200,
    setup: storing(form, requiredOnly(form)),
    call: get(form.list),
  },
  {
    name: `lists a ${form.name} sent with its optional answers blank`,
    status: 200,
    setup: storing(form, blanks(form)),
    call: get(form.list),
  },
  {
    name: `exports a ${form.name} sent with its required answers only`,
    status: 200,
    setup: storing(form, requiredOnly(form)),
    call: get(`${form.list}.csv`),
  },
])
