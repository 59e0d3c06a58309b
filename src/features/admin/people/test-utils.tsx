// The people's API as the people's component tests need it, answered in memory (not shipped: only
// *.test.tsx files import this). Each call is recorded, so a test can check what was sent.
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import type { MessageTemplate, Person, PersonListItem } from '#common/schemas/people.ts'

export type Sent = { method: string; url: URL; body: unknown }

const base: Omit<Person, 'id' | 'firstName' | 'lastName'> = {
  email: '',
  phone: '',
  status: 'membre',
  householdId: null,
  followUpStep: '',
  followUpBy: null,
  birthDate: '',
  lastContactAt: null,
  phone2: '',
  address: '',
  city: '',
  gender: '',
  maritalStatus: '',
  occupation: '',
  firstVisitDate: '',
  membershipDate: '',
  baptized: '',
  baptismDate: '',
  baptismChurch: '',
  previousChurch: '',
  emergencyContact: '',
  emergencyPhone: '',
  languages: ['fr'],
  householdRole: '',
  statusChangedAt: null,
  createdAt: '2026-09-06T14:00:00.000Z',
  consents: [],
  household: null,
  ministries: [],
  timeline: [],
}

export const makePerson = (fields: Partial<Person> & Pick<Person, 'id' | 'firstName' | 'lastName'>): Person => ({
  ...base,
  ...fields,
})

export const toListItem = (person: Person): PersonListItem => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  phone: person.phone,
  status: person.status,
  householdId: person.householdId,
  followUpStep: person.followUpStep,
  birthDate: person.birthDate,
  lastContactAt: person.lastContactAt,
})

export const TEMPLATES: MessageTemplate[] = [
  {
    key: 'bienvenue',
    label: 'Bienvenue',
    texts: {
      fr: 'Bonjour {prénom}, merci de votre visite ! À dimanche ?',
      ht: 'Bonjou {prénom}, mèsi paske ou te vini ! N ap tann ou dimanch ?',
      es: '',
      en: '',
    },
  },
  {
    key: 'joyeux_anniversaire',
    label: 'Joyeux anniversaire',
    texts: { fr: 'Joyeux anniversaire {prénom} !', ht: '', es: '¡Feliz cumpleaños {prénom}!', en: '' },
  },
]

/** Marie (a member, Créole first), Jean (a visitor waiting for follow-up), Rose (her household). */
export function samplePeople(): Person[] {
  return [
    makePerson({
      id: 7,
      firstName: 'Marie',
      lastName: 'Joseph',
      email: 'marie.joseph@example.org',
      phone: '(809) 555-0142',
      birthDate: '1988-11-30',
      languages: ['ht', 'fr'],
      householdId: 3,
      householdRole: 'responsable',
      lastContactAt: '2026-11-20T15:00:00.000Z',
      consents: [
        { channel: 'whatsapp', granted: true, at: '2026-09-06T14:00:00.000Z', source: 'formulaire d’inscription' },
        { channel: 'email', granted: false, at: '2026-09-06T14:00:00.000Z', source: 'formulaire d’inscription' },
      ],
      household: {
        id: 3,
        name: 'Famille Joseph',
        address: '12 calle del Sol',
        city: 'Santiago',
        members: [
          { id: 7, firstName: 'Marie', lastName: 'Joseph', role: 'responsable' },
          { id: 9, firstName: 'Rose', lastName: 'Joseph', role: 'enfant' },
        ],
      },
      timeline: [
        {
          kind: 'note',
          at: '2026-11-21T13:00:00.000Z',
          by: 'Pasteur',
          title: 'Note pastorale',
          text: 'Prier pour sa mère.',
          confidential: true,
          ref: null,
        },
        {
          kind: 'contact',
          at: '2026-11-20T15:00:00.000Z',
          by: 'Secrétariat',
          title: 'Appel : joint',
          text: '',
          confidential: false,
          ref: null,
        },
        {
          kind: 'registration',
          at: '2026-09-06T14:00:00.000Z',
          by: null,
          title: 'Inscription comme membre',
          text: 'Ministère : musique',
          confidential: false,
          ref: { table: 'member_registrations', id: 2 },
        },
      ],
    }),
    makePerson({
      id: 8,
      firstName: 'Jean',
      lastName: 'Pierre',
      phone: '+1 829 555 0199',
      status: 'visiteur',
      followUpStep: 'a_contacter',
    }),
    makePerson({ id: 9, firstName: 'Rose', lastName: 'Joseph', householdId: 3, householdRole: 'enfant' }),
  ]
}

/**
 * Answers the people's calls from `people` (changed by the calls), the templates and the
 * households; returns every request sent to /api/admin/people*, /households, /message-templates.
 */
export function servePeople(people: Person[] = samplePeople(), templates: MessageTemplate[] = TEMPLATES) {
  const sent: Sent[] = []
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      // A CSV import: kept as text.
    }
    sent.push({ method: request.method, url: new URL(request.url), body })
  }
  const find = (id: string | readonly string[] | undefined) => people.find((p) => p.id === Number(id))
  server.use(
    http.get('*/api/admin/people', async ({ request }) => {
      await record(request)
      const params = new URL(request.url).searchParams
      const q = (params.get('q') ?? '').toLowerCase()
      const status = params.get('status')
      const followUp = params.get('followUp')
      const page = Number(params.get('page') ?? 1)
      const pageSize = Number(params.get('pageSize') ?? 25)
      const matching = people.filter(
        (p) =>
          (!q || `${p.firstName} ${p.lastName} ${p.email} ${p.phone}`.toLowerCase().includes(q)) &&
          (!status || p.status === status) &&
          (followUp !== 'waiting' || p.followUpStep === 'a_contacter') &&
          (params.get('consent') !== 'whatsapp' || p.consents.some((c) => c.channel === 'whatsapp' && c.granted)),
      )
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize).map(toListItem),
        total: matching.length,
      })
    }),
    http.post('*/api/admin/people', async ({ request }) => {
      await record(request)
      const input = (await request.json()) as Partial<Person> & { firstName: string }
      const person = makePerson({ lastName: '', ...input, id: 100 + people.length, status: 'visiteur' })
      people.push(person)
      return HttpResponse.json(person, { status: 201 })
    }),
    http.get('*/api/admin/people/:id', async ({ request, params }) => {
      await record(request)
      const person = find(params.id)
      return person ? HttpResponse.json(person) : HttpResponse.json({ message: 'Introuvable.' }, { status: 404 })
    }),
    http.patch('*/api/admin/people/:id', async ({ request, params }) => {
      await record(request)
      const person = find(params.id)
      if (!person) return HttpResponse.json({ message: 'Introuvable.' }, { status: 404 })
      const { consents: _consents, ...input } = (await request.json()) as Partial<Person>
      Object.assign(person, input)
      return HttpResponse.json(person)
    }),
    http.post('*/api/admin/people/:id/:action', async ({ request, params }) => {
      await record(request)
      const person = find(params.id)
      if (!person) return HttpResponse.json({ message: 'Introuvable.' }, { status: 404 })
      if (params.action === 'update-link')
        return HttpResponse.json(
          { url: 'https://eglise.example.org/mise-a-jour#jeton=abc123', expiresAt: '2026-12-05T15:00:00.000Z' },
          { status: 201 },
        )
      return HttpResponse.json(person, { status: params.action === 'merge' ? 200 : 201 })
    }),
    http.post('*/api/admin/people/:id/merge/undo', async ({ request, params }) => {
      await record(request)
      return HttpResponse.json(find(params.id))
    }),
    http.delete('*/api/admin/people/:id', async ({ request, params }) => {
      await record(request)
      const index = people.findIndex((p) => p.id === Number(params.id))
      people.splice(index, 1)
      return new HttpResponse(null, { status: 204 })
    }),
    http.get('*/api/admin/message-templates', async ({ request }) => {
      await record(request)
      return HttpResponse.json(templates)
    }),
    http.put('*/api/admin/message-templates/:key', async ({ request, params }) => {
      await record(request)
      const input = (await request.json()) as Omit<MessageTemplate, 'key'>
      const saved = { ...input, key: String(params.key) }
      const index = templates.findIndex((t) => t.key === params.key)
      templates[index] = saved
      return HttpResponse.json(saved)
    }),
    http.get('*/api/admin/households', async ({ request }) => {
      await record(request)
      return HttpResponse.json([
        { id: 3, name: 'Famille Joseph', address: '12 calle del Sol', city: 'Santiago', createdAt: '', members: [] },
      ])
    }),
    http.post('*/api/admin/households', async ({ request }) => {
      await record(request)
      const input = (await request.json()) as { name: string; address?: string; city?: string }
      return HttpResponse.json(
        { id: 12, address: '', city: '', ...input, createdAt: '2026-11-27T12:00:00.000Z', members: [] },
        { status: 201 },
      )
    }),
  )
  return sent
}

/** Holds the answers to `method` `path` until `release()`: the form's sending state shows meanwhile. */
export function holdRequests(method: 'post' | 'patch' | 'put', path: string) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(http[method](path, async () => void (await gate)))
  return { release: () => release() }
}

/** `method` `path` refused with a 400 and its French messages, once. */
export function refuse(
  method: 'post' | 'patch' | 'put',
  path: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
) {
  server.use(
    http[method](path, () => HttpResponse.json(fieldErrors ? { message, fieldErrors } : { message }, { status: 400 }), {
      once: true,
    }),
  )
}
