import { http, HttpResponse } from 'msw'
import { fallbackServices, upcomingSampleEvents } from '#common/content/seed-data.ts'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats.ts'
import { memberRegistrationSchema } from '#common/schemas/member-registration.ts'
import { newsletterSubscriptionSchema } from '#common/schemas/newsletter-subscription.ts'
import { contactMessageSchema } from '#common/schemas/contact-message.ts'
import { feprobaRequestSchema } from '#common/schemas/feproba-request.ts'
import { islRequestSchema } from '#common/schemas/isl-request.ts'
import { parseBody } from './validate.ts'

// The eight calls of spec §7, answered in memory with the same schemas and error shape as the server.
// Paths are matched on any origin so they work in jsdom and in the browser.
let nextId = 1
let registrations = 0
const subscribers = new Set<string>()

export function resetMockState() {
  nextId = 1
  registrations = 0
  subscribers.clear()
}

export const publicHandlers = [
  http.get('*/api/services', () => HttpResponse.json(fallbackServices)),
  http.get('*/api/events', () => HttpResponse.json(upcomingSampleEvents())),
  http.get('*/api/members/stats', () =>
    HttpResponse.json({
      ...DEFAULT_MEMBER_STATS,
      totalMembers: DEFAULT_MEMBER_STATS.totalMembers + registrations,
      newThisMonth: DEFAULT_MEMBER_STATS.newThisMonth + registrations,
    }),
  ),
  http.post('*/api/members/register', async ({ request }) => {
    const { error } = await parseBody(request, memberRegistrationSchema)
    if (error) return error
    registrations += 1
    return HttpResponse.json({ id: nextId++ }, { status: 201 })
  }),
  http.post('*/api/newsletter/subscribe', async ({ request }) => {
    const { data, error } = await parseBody(request, newsletterSubscriptionSchema)
    if (error) return error
    const key = data.email.toLowerCase()
    const isNew = !subscribers.has(key)
    subscribers.add(key)
    return HttpResponse.json({ subscribed: true }, { status: isNew ? 201 : 200 })
  }),
  http.post('*/api/contact', async ({ request }) => {
    const { error } = await parseBody(request, contactMessageSchema)
    return error ?? HttpResponse.json({ id: nextId++ }, { status: 201 })
  }),
  http.post('*/feproba/register', async ({ request }) => {
    const { error } = await parseBody(request, feprobaRequestSchema)
    return error ?? HttpResponse.json({ id: nextId++ }, { status: 201 })
  }),
  http.post('*/isl/register', async ({ request }) => {
    const { error } = await parseBody(request, islRequestSchema)
    return error ?? HttpResponse.json({ id: nextId++ }, { status: 201 })
  }),
]
