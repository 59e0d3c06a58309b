// The update links' public calls (/mes-informations/<token>): the person reads their details and
// sends them back corrected, once, within 7 days, as server/src/routes/people-update/ answers.
// The links live here; issueMockUpdateLink makes one (handlers/people-rights.ts for the dashboard's
// « Lien de mise à jour », and the tests). Through peopleUpdateBridge, a link reads and corrects
// the person's record in the people's mock; a link without a record there keeps its own copy.
import { http, HttpResponse } from 'msw'
import {
  noConsents,
  type SelfDetails,
  type SelfUpdate,
  selfUpdateSchema,
  UPDATE_LINK_DAYS,
  UPDATE_LINK_MESSAGES,
  UPDATE_PAGE_PATH,
} from '#common/schemas/people-update.ts'
import { clockNow } from '../clock.ts'
import { randomBase64Url } from '../random.ts'
import { apiError, parseBody } from '../respond.ts'

type Details = Omit<SelfDetails, 'expiresAt'>

interface MockUpdateLink {
  personId: number
  createdAt: string
  expiresAt: string
  usedAt: string | null
  /** The person's details as the link shows them (kept up to date by applyToPerson's owner). */
  details: Details
}

/** The link `npm run dev:mock` offers: /mes-informations/<this>. */
export const MOCK_UPDATE_TOKEN = 'LienDeMiseAJourMarieJosephExemple0123456789'

const SAMPLE_DETAILS: Details = {
  firstName: 'Marie',
  lastName: 'Joseph',
  email: 'marie.joseph@example.org',
  phone: '809-555-0101',
  phone2: '',
  birthDate: '1990-05-17',
  address: '12 Calle Duarte',
  city: 'Santiago',
  languages: ['fr', 'ht'],
  consents: { ...noConsents(), email: true },
}

export const mockUpdateLinks = new Map<string, MockUpdateLink>()

/**
 * The person's record in the people's mock (handlers/people-rights.ts sets both once loaded): the
 * details a link shows, and where what the person sent goes. Wiring, not data: kept across resets.
 */
export const peopleUpdateBridge: {
  readPerson: ((personId: number) => Details | undefined) | null
  applyToPerson: ((personId: number, update: SelfUpdate) => void) | null
} = { readPerson: null, applyToPerson: null }

const DAY_MS = 24 * 3600_000

/** A new link for a person: its token (43 base64url characters, as the server's) and expiry. */
export function issueMockUpdateLink(personId: number, details: Details, now = clockNow()) {
  const token = randomBase64Url(32)
  const expiresAt = new Date(now.getTime() + UPDATE_LINK_DAYS * DAY_MS).toISOString()
  mockUpdateLinks.set(token, {
    personId,
    createdAt: now.toISOString(),
    expiresAt,
    usedAt: null,
    details: structuredClone(details),
  })
  return { token, expiresAt, url: `${new URL(UPDATE_PAGE_PATH, 'http://localhost').pathname}/${token}` }
}

/** Back to the demo link only (samples) or none. */
export function resetPeopleUpdateMocks({ samples = true }: { samples?: boolean } = {}) {
  mockUpdateLinks.clear()
  if (samples)
    mockUpdateLinks.set(MOCK_UPDATE_TOKEN, {
      // No record in the people's mock: the link shows and keeps its own copy.
      personId: 0,
      createdAt: clockNow().toISOString(),
      expiresAt: new Date(clockNow().getTime() + UPDATE_LINK_DAYS * DAY_MS).toISOString(),
      usedAt: null,
      details: structuredClone(SAMPLE_DETAILS),
    })
}
resetPeopleUpdateMocks()

/** The link of `token` if it works now, or the server's refusal. */
function liveLink(token: string): { link: MockUpdateLink } | { refusal: Response } {
  const link = mockUpdateLinks.get(token)
  if (!link) return { refusal: apiError(404, UPDATE_LINK_MESSAGES.unknown) }
  if (link.usedAt !== null) return { refusal: apiError(410, UPDATE_LINK_MESSAGES.used) }
  if (link.expiresAt <= clockNow().toISOString()) return { refusal: apiError(410, UPDATE_LINK_MESSAGES.expired) }
  return { link }
}

const PATH = '*/api/people-update/:token'

export const peopleUpdateHandlers = [
  http.get(PATH, ({ params }) => {
    const found = liveLink(String(params.token))
    if ('refusal' in found) return found.refusal
    const details = peopleUpdateBridge.readPerson?.(found.link.personId) ?? found.link.details
    return HttpResponse.json(
      { ...details, expiresAt: found.link.expiresAt },
      { headers: { 'cache-control': 'no-store' } },
    )
  }),
  http.put(PATH, async ({ params, request }) => {
    const found = liveLink(String(params.token))
    if ('refusal' in found) return found.refusal
    const body = await parseBody(request, selfUpdateSchema)
    if (body.error) return body.error
    const { link } = found
    const { consents, ...fields } = body.data
    link.details = {
      ...link.details,
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      languages: fields.languages?.length ? fields.languages : link.details.languages,
      consents,
    }
    link.usedAt = clockNow().toISOString()
    peopleUpdateBridge.applyToPerson?.(link.personId, body.data)
    return new HttpResponse(null, { status: 204 })
  }),
]
