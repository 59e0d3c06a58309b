// The church's calendar in the dashboard: its dated events and its weekly services. Every key and mutation
// key sits under ADMIN_KEY, so a 401 brings the sign-in back over the open form.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { env } from '#src/config/env.ts'
import { eventListSchema, eventSchema, type EventInput } from '#common/schemas/event.ts'
import {
  adminRegistrationSchema,
  registrationListSchema,
  type RegistrationChange,
  type StaffRegistrationInput,
} from '#common/schemas/event-registration.ts'
import { serviceListSchema, serviceSchema, type ServiceInput, type ServiceMove } from '#common/schemas/service.ts'
// The one place the dashboard reaches into public features: their query factories, so that a
// change made here shows on the home page at once when the admin goes back to it (same cache).
import { eventQueries } from '#src/features/events/api.ts'
import { serviceQueries } from '#src/features/services/api.ts'
import { adminRead, adminKeys, readDefaults } from '../kit/query.ts'

export const calendarQueries = {
  /** An event's sign-ups, in the order they came, and their counts. */
  registrations: (eventId: number) =>
    queryOptions({
      queryKey: [...adminKeys.events, eventId, 'registrations'],
      queryFn: adminRead(`events/${eventId}/registrations`, registrationListSchema),
      ...readDefaults,
      // At the door, several phones tick arrivals: each sees the others' within a few seconds.
      refetchInterval: 15_000,
    }),
  events: () =>
    queryOptions({ queryKey: adminKeys.events, queryFn: adminRead('events', eventListSchema), ...readDefaults }),
  services: () =>
    queryOptions({
      queryKey: adminKeys.services,
      queryFn: adminRead('services', serviceListSchema),
      ...readDefaults,
    }),
}

/** After any event change: the admin list, the overview's counts, the home page's list. */
function useEventsChanged() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.events }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
      // « Avant la mise en ligne » lists the sample events still there.
      queryClient.invalidateQueries({ queryKey: adminKeys.launchChecklist }),
    ])
}

function useServicesChanged() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.services }),
      queryClient.invalidateQueries({ queryKey: serviceQueries.all() }),
      // « Avant la mise en ligne » lists the services held at the same time.
      queryClient.invalidateQueries({ queryKey: adminKeys.launchChecklist }),
    ])
}

/** Adds an event (no id) or replaces one (with its id); resolves once the lists are fresh. */
export function useSaveEvent() {
  const changed = useEventsChanged()
  return useMutation({
    mutationKey: [...adminKeys.events, 'save'],
    mutationFn: async ({ id, input }: { id: number | null; input: EventInput }) =>
      eventSchema.parse(
        await (id === null
          ? apiClient.post('api/admin/events', { json: input })
          : apiClient.put(`api/admin/events/${id}`, { json: input })
        ).json(),
      ),
    onSuccess: changed,
  })
}

export function useDeleteEvent() {
  const changed = useEventsChanged()
  return useMutation({
    mutationKey: [...adminKeys.events, 'delete'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/events/${id}`)
    },
    onSuccess: changed,
  })
}

export function useSaveService() {
  const changed = useServicesChanged()
  return useMutation({
    mutationKey: [...adminKeys.services, 'save'],
    mutationFn: async ({ id, input }: { id: number | null; input: ServiceInput }) =>
      serviceSchema.parse(
        await (id === null
          ? apiClient.post('api/admin/services', { json: input })
          : apiClient.put(`api/admin/services/${id}`, { json: input })
        ).json(),
      ),
    onSuccess: changed,
  })
}

export function useDeleteService() {
  const changed = useServicesChanged()
  return useMutation({
    mutationKey: [...adminKeys.services, 'delete'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/services/${id}`)
    },
    onSuccess: changed,
  })
}

/** One place up or down; the answer is the whole list in its new order, shown at once. */
export function useMoveService() {
  const queryClient = useQueryClient()
  const changed = useServicesChanged()
  return useMutation({
    mutationKey: [...adminKeys.services, 'move'],
    mutationFn: async ({ id, direction }: { id: number } & ServiceMove) =>
      serviceListSchema.parse(await apiClient.post(`api/admin/services/${id}/move`, { json: { direction } }).json()),
    onSuccess: (services) => {
      queryClient.setQueryData(adminKeys.services, services)
      return changed()
    },
  })
}

/** After a sign-up changed: its list, the events' counts, the site's lists (seats left). */
function useRegistrationsChanged(eventId: number) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarQueries.registrations(eventId).queryKey }),
      queryClient.invalidateQueries({ queryKey: adminKeys.events, exact: true }),
      queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
    ])
}

/** Someone signed up by hand (on the phone, at the door). */
export function useAddRegistration(eventId: number) {
  const changed = useRegistrationsChanged(eventId)
  return useMutation({
    mutationKey: [...adminKeys.events, eventId, 'registrations', 'add'],
    mutationFn: async (input: StaffRegistrationInput) =>
      adminRegistrationSchema.parse(
        await apiClient.post(`api/admin/events/${eventId}/registrations`, { json: input }).json(),
      ),
    onSuccess: changed,
  })
}

/**
 * An arrival ticked or unticked, a sign-up confirmed or cancelled. The tick shows at once on the
 * list (a phone at the door must not wait for the network to show it), and goes back on failure.
 */
export function useChangeRegistration(eventId: number) {
  const queryClient = useQueryClient()
  const changed = useRegistrationsChanged(eventId)
  const key = calendarQueries.registrations(eventId).queryKey
  return useMutation({
    mutationKey: [...adminKeys.events, eventId, 'registrations', 'change'],
    mutationFn: async ({ id, change }: { id: number; change: RegistrationChange }) =>
      adminRegistrationSchema.parse(
        await apiClient.patch(`api/admin/events/${eventId}/registrations/${id}`, { json: change }).json(),
      ),
    onMutate: async ({ id, change }) => {
      if (change.arrived === undefined) return undefined
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData(key)
      queryClient.setQueryData(key, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((r) =>
                r.id === id ? { ...r, arrivedAt: change.arrived ? new Date().toISOString() : null } : r,
              ),
            }
          : list,
      )
      return { before }
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSettled: changed,
  })
}

/** The CSV of an event's sign-ups (CsvLink adds the semicolon file for Excel). */
export const registrationsCsvHref = (eventId: number) =>
  `${env.apiLinkBase}api/admin/events/${eventId}/registrations.csv`
