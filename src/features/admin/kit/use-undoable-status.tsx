// A follow-up status change that can be taken back: the card shows the new status at once, a
// confirmation offers « Annuler » for a few seconds, and only then is the change sent. The
// workflow has no way back (« Contacté » never returns to « Nouveau » on the server), so an undo
// is a change never sent; leaving the list sends what waits at once.
import { useCallback, useEffect, useRef, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { Button } from '#src/components/ui/button.ts'
import { statusNotChanged } from '#src/lib/messages.ts'
import { type Kept, withKeptChanges } from './kept-changes.ts'
import { reportChangeError } from './save-errors.ts'

/** How long « Annuler » is offered before the change is sent (component tests shorten it). */
export const undoDelay = { ms: 6000 }

type Change<S> = { id: number; status: S }
type Mutate<S, T> = (
  change: Change<S>,
  options: { onError: (error: Error) => void; onSuccess: (updated: T) => void },
) => void
/** A kept card; `sending` while its change waits for « Annuler » to pass or for the server's answer. */
type Entry<T> = Kept<T> & { sending?: true }
type Waiting<S, T> = {
  to: S
  name: string
  timer: ReturnType<typeof setTimeout>
  /** The card before the change, and the list's filters then. */
  before: Entry<T> | undefined
  key: string
}

type Options<S extends string, T extends Change<S>> = {
  /** The page of the list, as the server gave it. */
  items: readonly T[]
  /** Changes with the list's filters and page: the kept cards are let go then. */
  resetKey: string
  /** Sends the change (the list's status mutation). */
  mutate: Mutate<S, T>
  labels: Record<S, string>
  nameOf: (item: T) => string
}

export function useUndoableStatus<S extends string, T extends Change<S>>(options: Options<S, T>) {
  const { items, resetKey, labels, nameOf } = options
  const [kept, setKept] = useState({ key: resetKey, map: new Map<number, Entry<T>>() })
  // Another filter or page: the list starts afresh (set while rendering, so no stale frame). A
  // change still on its way goes on showing, on its card only if the new list has it: until the
  // new list's answer comes, the list on screen is the previous one, from before the change.
  if (kept.key !== resetKey) setKept({ key: resetKey, map: sendingOnly(kept.map) })
  const waiting = useRef(new Map<number, Waiting<S, T>>())
  const mutate = useRef(options.mutate)
  useEffect(() => {
    mutate.current = options.mutate
  })

  const setKeptItem = useCallback(
    (id: number, entry: Entry<T> | undefined) =>
      setKept((current) => {
        const map = new Map(current.map)
        if (entry) map.set(id, entry)
        else map.delete(id)
        return { ...current, map }
      }),
    [],
  )

  /** Sends what waits for `id`; `early`, before « Annuler » has passed: the offer is withdrawn. */
  const send = useCallback((id: number, early = false) => {
    const change = waiting.current.get(id)
    if (!change) return
    clearTimeout(change.timer)
    waiting.current.delete(id)
    if (early)
      notifications.update({
        id: `statut-${id}`,
        message: 'Enregistré : il ne peut plus être annulé.',
        autoClose: 3000,
      })
    const report = reportChangeError(statusNotChanged(change.name))
    mutate.current(
      { id, status: change.to },
      {
        // Refused: the card shows what the server still holds (as the list has it, under other filters).
        onError: (error) => {
          setKept((current) => {
            const map = new Map(current.map)
            if (change.before && current.key === change.key) map.set(id, change.before)
            else map.delete(id)
            return { ...current, map }
          })
          report(error)
        },
        // Done: the card shows who made the change, and when (unless a next change waits).
        onSuccess: (updated) =>
          setKept((current) => {
            const entry = current.map.get(id)
            if (entry?.item.status !== change.to) return current
            return { ...current, map: new Map(current.map).set(id, { item: updated, index: entry.index }) }
          }),
      },
    )
  }, [])

  // Another filter, another tab, sign-out: what waits is sent now, not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the list's filters change.
  useEffect(() => {
    const pending = waiting.current
    return () => {
      for (const id of [...pending.keys()]) send(id, true)
    }
  }, [send, resetKey])

  const cards = withKeptChanges(items, kept.map)

  const undo = (id: number, from: S) => {
    const change = waiting.current.get(id)
    if (!change) return
    clearTimeout(change.timer)
    waiting.current.delete(id)
    setKeptItem(id, change.before)
    notifications.update({
      id: `statut-${id}`,
      color: 'gray',
      title: 'Changement annulé',
      message: `${change.name} reste « ${labels[from]} ».`,
      autoClose: 3000,
    })
  }

  const change = (item: T, to: S) => {
    const id = item.id
    const name = nameOf(item)
    // A change still waiting goes first: the server moves one step at a time.
    send(id)
    const index = Math.max(
      0,
      cards.findIndex((card) => card.item.id === id),
    )
    const from = item.status
    const before = kept.map.get(id)
    setKeptItem(id, { item: { ...item, status: to }, index, sending: true })
    waiting.current.set(id, { to, name, before, key: resetKey, timer: setTimeout(() => send(id), undoDelay.ms) })
    const shown = {
      id: `statut-${id}`,
      color: 'teal',
      title: `Statut de ${name} : « ${labels[to]} »`,
      message: (
        <Button
          size="compact-sm"
          variant="light"
          mt={4}
          onClick={() => undo(id, from)}
          aria-label={`Annuler le changement de statut de ${name}`}
        >
          Annuler
        </Button>
      ),
      autoClose: undoDelay.ms,
    }
    // A second change of the card replaces the first one's offer (show leaves a notification of
    // the same id as it is; update does nothing to one not shown).
    notifications.update(shown)
    notifications.show(shown)
  }

  /** A change made elsewhere (the details window) replaces what a kept card shows. */
  const changed = (updated: T) =>
    setKept((current) => {
      const entry = current.map.get(updated.id)
      if (!entry) return current
      return { ...current, map: new Map(current.map).set(updated.id, { ...entry, item: updated }) }
    })

  return { cards, change, changed }
}

/** The cards whose change is still on its way, kept where a new list has them. */
function sendingOnly<T>(map: ReadonlyMap<number, Entry<T>>) {
  const sending = new Map<number, Entry<T>>()
  for (const [id, entry] of map) if (entry.sending) sending.set(id, { ...entry, index: null })
  return sending
}
