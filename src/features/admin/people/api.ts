// The people in the dashboard: the list and its filters, a person's page (details, household,
// consents, timeline), what staff record about them (calls, notes, e-mails), merging, the rights
// (export, erasure, update link), the import of the existing roll and the WhatsApp templates.
// Shapes: common/schemas/people.ts. Every key sits under adminKeys.people (or households,
// message templates), so a change refreshes the list and the person's page together.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { KyInstance, ResponsePromise } from 'ky'
import type { z } from 'zod'
import { env } from '#src/config/env.ts'
import type { ImportMapping } from '#common/people-import.ts'
import type {
  peopleQuerySchema,
  contactInputSchema,
  householdInputSchema,
  MessageTemplate,
  noteInputSchema,
  personEmailSchema,
  PersonInput,
} from '#common/schemas/people.ts'
import {
  adminClient,
  adminGet,
  adminKeys,
  adminRead,
  adminSend,
  csvHref,
  listDefaults,
  readDefaults,
  toSearchParams,
  withPageSize,
} from '../kit/query.ts'
import type { PeopleSearch } from './search.ts'

// The list is on « Membres »' first screen, drawn by the server: its schemas (and zod) load with
// an answer that differs from the data held, or with a change (kit/query.ts).
const schemas = () => import('#common/schemas/people.ts')
const loadPeopleList = () => schemas().then((m) => m.peopleListSchema)
const loadPerson = () => schemas().then((m) => m.personSchema)

/** The list's filters as GET /api/admin/people takes them (the CSV export takes the same). */
export type PeopleFilters = Partial<Omit<z.output<typeof peopleQuerySchema>, 'page' | 'pageSize'>> & {
  page: number
  pageSize?: number
}

const FOLLOW_UP_FILTERS = { attente: 'waiting', 'sans-suivi': 'stale' } as const

/** The tab's URL (members when no status is named, every status for « tous »), what is typed, the page. */
export const peopleFilters = (search: PeopleSearch, { page = 1, q = '' } = {}): PeopleFilters => ({
  page,
  q,
  status: search.statut === 'tous' ? undefined : (search.statut ?? 'membre'),
  followUp: search.suivi ? FOLLOW_UP_FILTERS[search.suivi] : undefined,
  birthdays: search.anniversaires ? 'week' : undefined,
  householdId: search.foyer,
  ministryId: search.ministere,
})

/** The CSV of the filtered list (every matching person, not one page), within an optional date range. */
export const peopleCsvHref = (filters: PeopleFilters, range: { from?: string; to?: string } = {}) =>
  csvHref('people', { ...filters, from: range.from, to: range.to })

/** Everything stored about one person, as a file (GET …/export answers it as an attachment). */
export const personExportHref = (id: number) => `${env.apiLinkBase}api/admin/people/${id}/export`

export const personKey = (id: number) => [...adminKeys.people, 'person', id] as const

export const peopleQueries = {
  list: (filters: PeopleFilters) =>
    queryOptions({
      queryKey: [...adminKeys.people, 'list', withPageSize(filters)],
      queryFn: adminRead('people', loadPeopleList, withPageSize(filters)),
      ...listDefaults,
    }),
  person: (id: number) =>
    queryOptions({
      queryKey: personKey(id),
      queryFn: adminRead(`people/${id}`, loadPerson),
      ...readDefaults,
    }),
  /** Every household, by name, with its people (a church has a few hundred). */
  households: () =>
    queryOptions({
      queryKey: adminKeys.households,
      queryFn: adminRead('households', () => schemas().then((m) => m.householdSchema.array())),
      ...readDefaults,
    }),
  templates: () =>
    queryOptions({
      queryKey: adminKeys.messageTemplates,
      queryFn: adminRead('message-templates', () => schemas().then((m) => m.messageTemplateSchema.array())),
      ...readDefaults,
    }),
  /** The ministries, for the list's filter (the same cache as « Présences »' rosters). */
  ministries: () =>
    queryOptions({
      queryKey: [...adminKeys.all, 'ministries'],
      queryFn: adminRead('ministries', () => import('#common/schemas/attendance.ts').then((m) => m.ministryListSchema)),
      ...readDefaults,
    }),
}

/**
 * The phone numbers of everyone the filters match who agreed to WhatsApp, all pages of them
 * (« Copier les numéros »): the server answers only those with that consent.
 */
export async function whatsappNumbers(filters: PeopleFilters): Promise<string[]> {
  const pageSize = 200
  const phones: string[] = []
  for (let page = 1; ; page += 1) {
    const { items, total } = await adminGet('people', loadPeopleList, {
      ...filters,
      consent: 'whatsapp',
      page,
      pageSize,
    })
    phones.push(...items.map((person) => person.phone).filter((phone) => phone.trim() !== ''))
    if (items.length === 0 || page * pageSize >= total) return phones
  }
}

/** After a change to people: the lists, the pages, the overview's counts (birthdays, follow-up). */
function usePeopleChanged() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.people }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      queryClient.invalidateQueries({ queryKey: adminKeys.households }),
    ])
}

/** A call that changes people, then refreshes what shows them; resolves with the call's answer. */
function usePeopleMutation<V, R>(name: string, call: (variables: V) => Promise<R>) {
  const changed = usePeopleChanged()
  return useMutation({
    mutationKey: [...adminKeys.people, name],
    mutationFn: call,
    onSuccess: async () => {
      await changed()
    },
  })
}

/**
 * A call answered with the person as they now are (a change, a note, a contact, an e-mail, a
 * merge): their page shows the answer at once, then the lists are asked again.
 */
function usePersonMutation<V>(name: string, call: (api: KyInstance, variables: V) => ResponsePromise) {
  const queryClient = useQueryClient()
  const changed = usePeopleChanged()
  return useMutation({
    mutationKey: [...adminKeys.people, name],
    mutationFn: (variables: V) => adminSend((api) => call(api, variables), loadPerson),
    // Not awaited: the form is done once its person shows the change; the lists follow.
    onSuccess: (person) => {
      queryClient.setQueryData(personKey(person.id), person)
      void changed()
    },
  })
}

/** Someone met at the door: the first name is enough. */
export const useCreatePerson = () =>
  usePeopleMutation('create', (input: PersonInput) =>
    adminSend(
      (api) => api.post('api/admin/people', { json: input }),
      () => schemas().then((m) => m.personListItemSchema),
    ),
  )

/** Any of a person's fields (status, follow-up step, household, consents included). */
export const useUpdatePerson = () =>
  usePersonMutation('update', (api, { id, input }: { id: number; input: Partial<PersonInput> }) =>
    api.patch(`api/admin/people/${id}`, { json: input }),
  )

export const useAddNote = () =>
  usePersonMutation('note', (api, { id, note }: { id: number; note: z.output<typeof noteInputSchema> }) =>
    api.post(`api/admin/people/${id}/notes`, { json: note }),
  )

/** « J'ai appelé / écrit », and each WhatsApp message opened from a template. */
export const useRecordContact = () =>
  usePersonMutation('contact', (api, { id, contact }: { id: number; contact: z.output<typeof contactInputSchema> }) =>
    api.post(`api/admin/people/${id}/contacts`, { json: contact }),
  )

/** An e-mail composed here, sent through the outbox and kept in the timeline. */
export const useSendPersonEmail = () =>
  usePersonMutation('email', (api, { id, email }: { id: number; email: z.output<typeof personEmailSchema> }) =>
    api.post(`api/admin/people/${id}/emails`, { json: email }),
  )

/** `otherId` merged into `id`: nothing lost, its timeline kept; undone the same day. */
export const useMergePerson = () =>
  usePersonMutation('merge', (api, { id, otherId }: { id: number; otherId: number }) =>
    api.post(`api/admin/people/${id}/merge`, { json: { otherId } }),
  )
export const useUndoMerge = () =>
  usePersonMutation('merge-undo', (api, id: number) => api.post(`api/admin/people/${id}/merge/undo`))

/**
 * The erasure: the person and every linked row, in one transaction on the server. The lists are
 * asked again, not the erased page (it would answer 404 while the page leaves).
 */
export function useErasePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.people, 'erase'],
    mutationFn: async (id: number) => {
      await (await adminClient()).delete(`api/admin/people/${id}`)
    },
    onSuccess: (_answer, id) => {
      void queryClient.cancelQueries({ queryKey: personKey(id) })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.people, 'list'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
        queryClient.invalidateQueries({ queryKey: adminKeys.households }),
      ])
    },
  })
}

/** A single-use link, valid 7 days, where the person corrects their own details and consents. */
export const useUpdateLink = () =>
  useMutation({
    mutationKey: [...adminKeys.people, 'update-link'],
    mutationFn: (id: number) =>
      adminSend(
        (api) => api.post(`api/admin/people/${id}/update-link`),
        () => schemas().then((m) => m.updateLinkSchema),
      ),
  })

export const useCreateHousehold = () =>
  usePeopleMutation('household-create', (input: z.input<typeof householdInputSchema>) =>
    adminSend(
      (api) => api.post('api/admin/households', { json: input }),
      () => schemas().then((m) => m.householdSchema),
    ),
  )

export const useSaveTemplate = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.messageTemplates, 'save'],
    mutationFn: (template: MessageTemplate) =>
      adminSend(
        (api) => api.put(`api/admin/message-templates/${encodeURIComponent(template.key)}`, { json: template }),
        () => schemas().then((m) => m.messageTemplateSchema),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messageTemplates }),
  })
}

/**
 * The import of the existing roll: the file's bytes as they are (UTF-8 or Excel's Windows-1252,
 * comma or semicolon; the server reads which), and for the fields whose column is not named as
 * the server knows it, which column holds them. A dry run stores nothing; the real one stores
 * every line or none.
 */
export const useImportPeople = () => {
  const changed = usePeopleChanged()
  return useMutation({
    mutationKey: [...adminKeys.people, 'import'],
    mutationFn: async ({ file, dryRun, mapping = {} }: { file: Blob; dryRun: boolean; mapping?: ImportMapping }) => {
      // The bytes, undecoded: the server tells UTF-8 from Windows-1252.
      const body = new Uint8Array(await file.arrayBuffer())
      return adminSend(
        (api) =>
          api.post('api/admin/people/import', {
            searchParams: toSearchParams({
              dryRun: dryRun ? 1 : 0,
              mapping: Object.keys(mapping).length > 0 ? JSON.stringify(mapping) : undefined,
            }),
            body,
            headers: { 'content-type': 'text/csv' },
            // 2,000 lines take a few seconds on the church's small server.
            timeout: 60_000,
          }),
        () => schemas().then((m) => m.importResultSchema),
      )
    },
    onSuccess: async (_result, { dryRun }) => {
      if (!dryRun) await changed()
    },
  })
}
