import { afterEach, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { server } from '#mocks/node.ts'
import { adminRead } from './query.ts'
import { useStatusChange } from './use-status-change.ts'

const thingSchema = z.object({ id: z.number(), status: z.enum(['nouveau', 'contacte']) })
const pageSchema = z.object({ items: z.array(thingSchema), total: z.number() })
type Thing = z.infer<typeof thingSchema>

const listKey = ['admin', 'things']
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
afterEach(() => queryClient.clear())
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
)

/** A gate the test opens: a request waits at it until `open()`. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open: () => open() }
}

describe('useStatusChange', () => {
  it('reads a list again after the change, though its first read left before the change arrived', async () => {
    // The server: « nouveau » until the PATCH lands, then « contacte ».
    let status: Thing['status'] = 'nouveau'
    const patchArrived = gate()
    const patchAnswer = gate()
    const firstReadAnswer = gate()
    let reads = 0
    server.use(
      http.patch('*/api/admin/things/:id', async () => {
        patchArrived.open()
        await patchAnswer.opened
        status = 'contacte'
        return HttpResponse.json({ id: 1, status })
      }),
      http.get('*/api/admin/things', async () => {
        reads += 1
        // What the server held when the read arrived, answered late (a slow connection).
        const answer = { items: [{ id: 1, status }], total: 1 }
        if (reads === 1) await firstReadAnswer.opened
        return HttpResponse.json(answer)
      }),
    )
    const { result } = renderHook(() => useStatusChange<Thing['status'], Thing>('things', listKey, thingSchema), {
      wrapper,
    })

    // The change is on its way (past its start, which cancels the reads then in flight)…
    result.current.mutate({ id: 1, status: 'contacte' })
    await patchArrived.opened
    // …when a list with no data yet is shown (a search typed at that moment): its read leaves.
    const observer = new QueryObserver(queryClient, {
      queryKey: [...listKey, { q: 'a' }],
      queryFn: adminRead('things', pageSchema, { q: 'a' }),
    })
    const seen: (Thing['status'] | undefined)[] = []
    const unsubscribe = observer.subscribe((state) => seen.push(state.data?.items[0]?.status))
    await waitFor(() => expect(reads).toBe(1))

    // The change lands, then the read that left before it answers with the status from before.
    patchAnswer.open()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    firstReadAnswer.open()

    await waitFor(() => expect(observer.getCurrentResult().data?.items[0]?.status).toBe('contacte'))
    expect(reads).toBe(2)
    expect(seen).not.toContain('nouveau')
    unsubscribe()
  })
})
