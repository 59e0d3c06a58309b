import { describe, expect, it } from 'vitest'
import { KEPT_MAX_AGE_MS } from '#common/kept-submissions.ts'
import { createOutbox, type KeptSubmission, type Outcome, type Sending } from './outbox.ts'
import { memoryStore } from './store.ts'

const DAY = 24 * 3600_000
const entry = (key: string, keptAt: number): KeptSubmission => ({
  key,
  path: 'api/contact',
  url: 'https://eglise.example/api/contact',
  body: { name: `Visiteur ${key}` },
  keptAt,
})

/** An outbox on a memory store whose network answers with `answer` (or fails, when it throws). */
function setUp(answer: (entry: KeptSubmission) => Sending | Promise<Sending>, now = () => 10 * DAY) {
  const store = memoryStore()
  const sent: string[] = []
  const outbox = createOutbox({
    store,
    now,
    send: async (kept) => {
      sent.push(kept.key)
      return answer(kept)
    },
  })
  const outcomes: Record<string, Outcome> = {}
  const listen = (key: string) => outbox.onOutcome(key, (outcome) => (outcomes[key] = outcome))
  return { store, sent, outbox, outcomes, listen }
}
const answered = (status: number): Sending => ({ status, keptByWorker: false })
const keys = async (store: ReturnType<typeof memoryStore>) => (await store.all()).map((kept) => kept.key).sort()

describe('the phone outbox', () => {
  it('sends the oldest first, deletes each once answered and tells its listener', async () => {
    const { store, sent, outbox, outcomes, listen } = setUp(() => answered(201))
    await outbox.keep(entry('b', 9 * DAY + 2))
    await outbox.keep(entry('a', 9 * DAY + 1))
    listen('a')
    listen('b')

    expect(await outbox.flush()).toEqual({ waiting: false, left: 0 })
    expect(sent).toEqual(['a', 'b'])
    expect(outcomes).toEqual({ a: 'sent', b: 'sent' })
    expect(await keys(store)).toEqual([])
  })

  it('keeps everything when the network fails, and stops at the first failure', async () => {
    const { store, sent, outbox, outcomes, listen } = setUp(() => {
      throw new TypeError('Failed to fetch')
    })
    await outbox.keep(entry('a', 9 * DAY + 1))
    await outbox.keep(entry('b', 9 * DAY + 2))
    listen('a')

    expect(await outbox.flush()).toEqual({ waiting: true, left: 2 })
    expect(sent).toEqual(['a'])
    expect(outcomes).toEqual({})
    expect(await keys(store)).toEqual(['a', 'b'])
  })

  // 401: a headcount kept while the staff member's session ended waits for the next sign-in.
  it.each([429, 500, 503, 408, 401])('keeps a submission the server could not take now (%i)', async (status) => {
    const { store, outbox } = setUp(() => answered(status))
    await outbox.keep(entry('a', 9 * DAY))
    expect(await outbox.flush()).toEqual({ waiting: true, left: 1 })
    expect(await keys(store)).toEqual(['a'])
  })

  it.each([400, 403, 422])('deletes a submission the server refused for good (%i) and says so', async (status) => {
    const { store, outbox, outcomes, listen } = setUp(() => answered(status))
    await outbox.keep(entry('a', 9 * DAY))
    listen('a')
    expect(await outbox.flush()).toEqual({ waiting: false, left: 0 })
    expect(outcomes).toEqual({ a: 'refused' })
    expect(await keys(store)).toEqual([])
  })

  it('drops unsent what was kept more than 7 days ago', async () => {
    const now = 10 * DAY
    const { store, sent, outbox } = setUp(
      () => answered(201),
      () => now,
    )
    await outbox.keep(entry('old', now - KEPT_MAX_AGE_MS - 1))
    await outbox.keep(entry('recent', now - KEPT_MAX_AGE_MS + 1000))
    await outbox.flush()
    expect(sent).toEqual(['recent'])
    expect(await keys(store)).toEqual([])
  })

  it('hands over to the service worker a submission it kept for Background Sync, without an outcome', async () => {
    const { store, outbox, outcomes, listen } = setUp(() => ({ status: 202, keptByWorker: true }))
    await outbox.keep(entry('a', 9 * DAY))
    listen('a')
    expect(await outbox.flush()).toEqual({ waiting: false, left: 0 })
    expect(outcomes).toEqual({})
    expect(await keys(store)).toEqual([])
    // The worker's news comes later.
    outbox.settle('a', 'sent')
    expect(outcomes).toEqual({ a: 'sent' })
  })

  it('sends each submission once when flushes are asked for together (online event, timer, visit)', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { sent, outbox } = setUp(async () => {
      await gate
      return answered(201)
    })
    await outbox.keep(entry('a', 9 * DAY))
    const flushes = [outbox.flush(), outbox.flush(), outbox.flush()]
    release()
    await Promise.all(flushes)
    expect(sent).toEqual(['a'])
  })

  it('tells a listener that comes after the news, and stops telling one that left', async () => {
    const { outbox } = setUp(() => answered(201))
    outbox.settle('a', 'sent')
    const late = await new Promise<Outcome>((resolve) => outbox.onOutcome('a', resolve))
    expect(late).toBe('sent')

    const heard: Outcome[] = []
    const stop = outbox.onOutcome('b', (outcome) => heard.push(outcome))
    stop()
    outbox.settle('b', 'refused')
    expect(heard).toEqual([])
  })
})
