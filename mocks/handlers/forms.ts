// The site's five forms, stored in the mock's store as the server stores them, so a registration
// sent on the site shows in the dashboard, with the staff's e-mail alert queued beside it. A filled
// honeypot gets the answer a person would get, and nothing is stored.
import { http, HttpResponse } from 'msw'
import { HONEYPOT_FIELD } from '#common/schemas/common.ts'
import { contactMessageSchema } from '#common/schemas/contact-message.ts'
import { feprobaRequestSchema } from '#common/schemas/feproba-request.ts'
import { islRequestSchema } from '#common/schemas/isl-request.ts'
import { memberRegistrationSchema } from '#common/schemas/member-registration.ts'
import {
  newsletterSubscriptionSchema,
  SUBSCRIBE_ANSWER_STATUS,
  subscribeAnswer,
} from '#common/schemas/newsletter-subscription.ts'
import { contactAlert, memberAlert, programmeRequestAlert, type StaffAlert } from '#common/staff-alerts.ts'
import { parseBody } from '../respond.ts'
import { nextId, now, state } from '../state.ts'
import { alertRecipients } from './admin-alerts.ts'
import { linkSubmission, namedSender, registrationSender } from './admin-people.ts'

const created = (id: number) => HttpResponse.json({ id }, { status: 201 })

/** The staff's alert about a stored submission, queued as the server queues it, to the chosen recipients. */
function queueAlert(alert: StaffAlert, createdAt: string) {
  state.outbox.push({
    id: nextId(state.outbox),
    to: alertRecipients().recipients.join(', '),
    subject: alert.subject,
    body: alert.body,
    createdAt,
    sentAt: null,
    attempts: 0,
    lastError: null,
    nextAttemptAt: createdAt,
  })
}
const notFollowed = { status: 'nouveau' as const, statusChangedAt: null, statusChangedBy: null, statusNote: null }

/** A bot's submission (the hidden field filled): 201 and the id the next row would get. */
async function honeypotFilled(request: Request): Promise<boolean> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

export const formHandlers = [
  http.post('*/api/members/register', async ({ request }) => {
    if (await honeypotFilled(request)) return created(nextId(state.members))
    const { data, error } = await parseBody(request, memberRegistrationSchema)
    if (error) return error
    const { website: _honeypot, ...registration } = data
    const id = nextId(state.members)
    const createdAt = now()
    const r = registration
    state.members.push({
      ...r,
      // Unanswered questions are stored empty, as the server stores them.
      occupation: r.occupation ?? '',
      maritalStatus: r.maritalStatus ?? '',
      baptized: r.baptized ?? '',
      previousChurch: r.previousChurch ?? '',
      ministry: r.ministry ?? '',
      emergencyContact: r.emergencyContact ?? '',
      emergencyPhone: r.emergencyPhone ?? '',
      testimony: r.testimony ?? '',
      id,
      createdAt,
      ...notFollowed,
      mergedInto: null,
    })
    state.formRegistrations.push(createdAt)
    linkSubmission('member_registrations', id, registrationSender(registration), createdAt)
    queueAlert(memberAlert(id, registration, createdAt), createdAt)
    return created(id)
  }),

  // Every accepted subscription gets the same answer, new address or known one (in any letter
  // case): it never tells who is on the list. A new address waits « à confirmer », as on a server
  // without a mail relay; one that had left waits again for its confirmation.
  http.post('*/api/newsletter/subscribe', async ({ request }) => {
    const accepted = () => HttpResponse.json(subscribeAnswer(state.smtpConfigured), { status: SUBSCRIBE_ANSWER_STATUS })
    if (await honeypotFilled(request)) return accepted()
    const { data, error } = await parseBody(request, newsletterSubscriptionSchema)
    if (error) return error
    const known = state.subscribers.find((s) => s.email.toLowerCase() === data.email.toLowerCase())
    if (known?.status === 'unsubscribed') known.status = 'pending'
    if (known) return accepted()
    const id = nextId(state.subscribers)
    const createdAt = now()
    state.subscribers.push({
      id,
      email: data.email,
      createdAt,
      status: 'pending',
      confirmedAt: null,
      unsubscribedAt: null,
    })
    // A new address finds (or makes) its person; a known one keeps its own.
    linkSubmission('newsletter_subscribers', id, { fields: { email: data.email } }, createdAt)
    return accepted()
  }),

  http.post('*/api/contact', async ({ request }) => {
    if (await honeypotFilled(request)) return created(nextId(state.messages))
    const { data, error } = await parseBody(request, contactMessageSchema)
    if (error) return error
    const { website: _honeypot, ...message } = data
    const id = nextId(state.messages)
    const createdAt = now()
    state.messages.push({ ...message, phone: message.phone ?? '', id, createdAt, ...notFollowed })
    linkSubmission('contact_messages', id, namedSender(message), createdAt)
    queueAlert(contactAlert(id, message, createdAt), createdAt)
    return created(id)
  }),

  http.post('*/feproba/register', async ({ request }) => {
    if (await honeypotFilled(request)) return created(nextId(state.requests))
    const { data, error } = await parseBody(request, feprobaRequestSchema)
    if (error) return error
    const { website: _honeypot, ...fields } = data
    const id = nextId(state.requests)
    const stored = { ...fields, level: fields.level ?? '', message: fields.message ?? '', age: fields.age ?? null }
    const createdAt = now()
    state.requests.push({ ...stored, id, createdAt, ...notFollowed })
    linkSubmission('programme_requests', id, namedSender(fields), createdAt)
    queueAlert(programmeRequestAlert(id, fields, createdAt), createdAt)
    return created(id)
  }),

  http.post('*/isl/register', async ({ request }) => {
    if (await honeypotFilled(request)) return created(nextId(state.requests))
    const { data, error } = await parseBody(request, islRequestSchema)
    if (error) return error
    const { website: _honeypot, ...fields } = data
    const id = nextId(state.requests)
    const stored = {
      ...fields,
      level: fields.level ?? '',
      message: fields.message ?? '',
      currentEducation: fields.currentEducation ?? '',
      ministry: fields.ministry ?? '',
    }
    const createdAt = now()
    state.requests.push({ ...stored, id, createdAt, ...notFollowed })
    linkSubmission('programme_requests', id, namedSender(fields), createdAt)
    queueAlert(programmeRequestAlert(id, fields, createdAt), createdAt)
    return created(id)
  }),
]
