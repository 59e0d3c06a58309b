// The church's calendar in the dashboard: its dated events and its weekly services. Every key and mutation
// key sits under ADMIN_KEY, so a 401 brings the sign-in back over the open form.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { eventListSchema, eventSchema, type EventInput } from '#common/schemas/event.ts'
import { serviceListSchema, serviceSchema, type ServiceInput, type ServiceMove } from '#common/schemas/service.ts'
// The one place the dashboard reaches into public features: their query factories, so that a
// change made here shows on the home page at once when the admin goes back to it (same cache).
import { eventQueries } from '#src/features/events/api.ts'
import { serviceQueries } from '#src/features/services/api.ts'
import { adminGet, adminKeys, readDefaults } from '../kit/query.ts'

export const calendarQueries = {
  events: () =>
    queryOptions({ queryKey: adminKeys.events, queryFn: () => adminGet('events', eventListSchema), ...readDefaults }),
  services: () =>
    queryOptions({
      queryKey: adminKeys.services,
      queryFn: () => adminGet('services', serviceListSchema),
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
    ])
}

function useServicesChanged() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.services }),
      queryClient.invalidateQueries({ queryKey: serviceQueries.all() }),
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
