// The site's four forms whose submissions the dashboard lists: where each posts, a valid
// submission, its schema (which tells the optional answers and the free texts), and the list.
import { HONEYPOT_FIELD } from '#common/schemas/common.ts'
import { contactMessageSchema } from '#common/schemas/contact-message.ts'
import { feprobaRequestSchema } from '#common/schemas/feproba-request.ts'
import { islRequestSchema } from '#common/schemas/isl-request.ts'
import { memberRegistrationSchema } from '#common/schemas/member-registration.ts'
import { validContact, validFeproba, validIsl, validMember } from '#server/test/helper.ts'
import { A } from './case.ts'
import type { ApiCall } from './sides.ts'

type Fields = Record<string, unknown>

export interface SiteForm {
  name: string
  path: string
  valid: (overrides?: Fields) => Fields
  schema: { shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }> }
  /** The admin list that shows what the form stored (and its CSV twin, with `.csv`). */
  list: string
}

export const SITE_FORMS: SiteForm[] = [
  {
    name: 'registration',
    path: '/api/members/register',
    valid: (overrides) => validMember(overrides),
    schema: memberRegistrationSchema,
    list: `${A}/members`,
  },
  { name: 'message', path: '/api/contact', valid: validContact, schema: contactMessageSchema, list: `${A}/messages` },
  {
    name: 'FEPROBA request',
    path: '/feproba/register',
    valid: validFeproba,
    schema: feprobaRequestSchema,
    list: `${A}/requests`,
  },
  { name: 'ISL application', path: '/isl/register', valid: validIsl, schema: islRequestSchema, list: `${A}/requests` },
]

const accepts = (form: SiteForm, field: string, value: unknown) => form.schema.shape[field]?.safeParse(value).success

/** The answers a visitor may leave out (the honeypot aside). */
export const optionalFields = (form: SiteForm) =>
  Object.keys(form.schema.shape).filter((field) => field !== HONEYPOT_FIELD && accepts(form, field, undefined))

/** The texts a visitor writes freely (not a choice, a date, an e-mail or a phone number). */
export const freeTextFields = (form: SiteForm, sample: string) =>
  Object.keys(form.valid()).filter((field) => field !== HONEYPOT_FIELD && accepts(form, field, sample))

/** The fields that take `phone`, a phone number (and no free text). */
export const phoneFields = (form: SiteForm, phone: string, sample: string) =>
  Object.keys(form.schema.shape).filter((field) => accepts(form, field, phone) && !accepts(form, field, sample))

/** Posts `fields` as the form's submission. */
export const submitted = (form: SiteForm, fields: Fields): ApiCall => ({
  method: 'POST',
  path: form.path,
  json: fields,
})
