// The people in the dashboard: the list and its filters, a person's page (details, household,
// consents, timeline), what staff record about them (calls, notes, e-mails), merging, the rights
// (export, erasure, update link), the import of the existing roll and the WhatsApp templates.
// Shapes: common/schemas/people.ts. Every key sits under adminKeys.people (or households,
// message templates), so a change refreshes the list and the person's page together.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiClient } from '#src/lib/api-client.ts'
import { env } from '#src/config/env.ts'
import type { ImportMapping } from '#common/people-import.ts'
import { ministryListSchema } from '#common/schemas/attendance.ts'
import {
  householdSchema,
  importResultSchema,
  messageTemplateSchema,
  peopleListSchema,
  type peopleQuerySchema,
  personListItemSchema,
  personSchema,
  updateLinkSchema,
  type contactInputSchema,
  type householdInputSchema,
  type MessageTemplate,
  type noteInputSchema,
  type personEmailSchema,
  type PersonInput,
} from '#common/schemas/people.ts'
import { adminGet, adminKeys, csvHref, listDefaults, readDefaults, toSearchParams, withPageSize } from '../kit/query.ts'
import type { PeopleSearch } from './search.ts'

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
      queryFn: () => adminGet('people', peopleListSchema, withPageSize(filters)),
      ...listDefaults,
    }),
  person: (id: number) =>
    queryOptions({
      queryKey: personKey(id),
      queryFn: () => adminGet(`people/${id}`, personSchema),
      ...readDefaults,
    }),
  /** Every household, by name, with its people (a church has a few hundred). */
  households: () =>
    queryOptions({
      queryKey: adminKeys.households,
      queryFn: () => adminGet('households', z.array(householdSchema)),
      ...readDefaults,
    }),
  templates: () =>
    queryOptions({
      queryKey: adminKeys.messageTemplates,
      queryFn: () => adminGet('message-templates', z.array(messageTemplateSchema)),
      ...readDefaults,
    }),
  /** The ministries, for the list's filter (the same cache as « Présences »' rosters). */
  ministries: () =>
    queryOptions({
      queryKey: [...adminKeys.all, 'ministries'],
      queryFn: () => adminGet('ministries', ministryListSchema),
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
    const { items, total } = await adminGet('people', peopleListSchema, {
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
function usePersonMutation<V>(name: string, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  const changed = usePeopleChanged()
  return useMutation({
    mutationKey: [...adminKeys.people, name],
    mutationFn: async (variables: V) => personSchema.parse(await call(variables)),
    // Not awaited: the form is done once its person shows the change; the lists follow.
    onSuccess: (person) => {
      queryClient.setQueryData(personKey(person.id), person)
      void changed()
    },
  })
}

/** Someone met at the door: the first name is enough. */
export const useCreatePerson = () =>
  usePeopleMutation('create', async (input: PersonInput) =>
    personListItemSchema.parse(await apiClient.post('api/admin/people', { json: input }).json()),
  )

/** Any of a person's fields (status, follow-up step, household, consents included). */
export const useUpdatePerson = () =>
  usePersonMutation('update', ({ id, input }: { id: number; input: Partial<PersonInput> }) =>
    apiClient.patch(`api/admin/people/${id}`, { json: input }).json(),
  )

export const useAddNote = () =>
  usePersonMutation('note', ({ id, note }: { id: number; note: z.output<typeof noteInputSchema> }) =>
    apiClient.post(`api/admin/people/${id}/notes`, { json: note }).json(),
  )

/** « J'ai appelé / écrit », and each WhatsApp message opened from a template. */
export const useRecordContact = () =>
  usePersonMutation('contact', ({ id, contact }: { id: number; contact: z.output<typeof contactInputSchema> }) =>
    apiClient.post(`api/admin/people/${id}/contacts`, { json: contact }).json(),
  )

/** An e-mail composed here, sent through the outbox and kept in the timeline. */
export const useSendPersonEmail = () =>
  usePersonMutation('email', ({ id, email }: { id: number; email: z.output<typeof personEmailSchema> }) =>
    apiClient.post(`api/admin/people/${id}/emails`, { json: email }).json(),
  )

/** `otherId` merged into `id`: nothing lost, its timeline kept; undone the same day. */
export const useMergePerson = () =>
  usePersonMutation('merge', ({ id, otherId }: { id: number; otherId: number }) =>
    apiClient.post(`api/admin/people/${id}/merge`, { json: { otherId } }).json(),
  )
export const useUndoMerge = () =>
  usePersonMutation('merge-undo', (id: number) => apiClient.post(`api/admin/people/${id}/merge/undo`).json())

/**
 * The erasure: the person and every linked row, in one transaction on the server. The lists are
 * asked again, not the erased page (it would answer 404 while the page leaves).
 */
export function useErasePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.people, 'erase'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/people/${id}`)
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
    mutationFn: async (id: number) =>
      updateLinkSchema.parse(await apiClient.post(`api/admin/people/${id}/update-link`).json()),
  })

export const useCreateHousehold = () =>
  usePeopleMutation('household-create', async (input: z.input<typeof householdInputSchema>) =>
    householdSchema.parse(await apiClient.post('api/admin/households', { json: input }).json()),
  )

export const useSaveTemplate = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.messageTemplates, 'save'],
    mutationFn: async (template: MessageTemplate) =>
      messageTemplateSchema.parse(
        await apiClient
          .put(`api/admin/message-templates/${encodeURIComponent(template.key)}`, { json: template })
          .json(),
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
    mutationFn: async ({ file, dryRun, mapping = {} }: { file: Blob; dryRun: boolean; mapping?: ImportMapping }) =>
      importResultSchema.parse(
        await apiClient
          .post('api/admin/people/import', {
            searchParams: toSearchParams({
              dryRun: dryRun ? 1 : 0,
              mapping: Object.keys(mapping).length > 0 ? JSON.stringify(mapping) : undefined,
            }),
            // The bytes, undecoded: the server tells UTF-8 from Windows-1252.
            body: new Uint8Array(await file.arrayBuffer()),
            headers: { 'content-type': 'text/csv' },
            // 2,000 lines take a few seconds on the church's small server.
            timeout: 60_000,
          })
          .json(),
      ),
    onSuccess: async (_result, { dryRun }) => {
      if (!dryRun) await changed()
    },
  })
}
