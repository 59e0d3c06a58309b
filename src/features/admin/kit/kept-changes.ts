// The cards whose status was changed while a list is open stay in it, where they were, even when
// the new status no longer matches the list's filter (« Nouveau » → « Contacté » under the filter
// « Nouveau »): the secretary sees what she just did, and can undo it, until the list is reloaded
// or filtered again.

type WithId = { id: number }

/**
 * A changed record, with its place in the list when it was changed; or with no place (`null`)
 * when it was changed under another filter: then it is shown only where the list has it.
 */
export type Kept<T> = { item: T; index: number | null }

/** One card of the list: the record as shown, and whether it was changed in this view. */
export type ShownCard<T> = { item: T; changed: boolean }

/**
 * The list as the server gave it, each changed record replaced by its kept version, and the
 * changed records the server no longer lists put back at their place.
 */
export function withKeptChanges<T extends WithId>(items: readonly T[], kept: ReadonlyMap<number, Kept<T>>) {
  const cards: ShownCard<T>[] = items.map((item) => {
    const change = kept.get(item.id)
    return change ? { item: change.item, changed: true } : { item, changed: false }
  })
  const listed = new Set(items.map((item) => item.id))
  const missing = [...kept.values()]
    .flatMap(({ item, index }) => (index === null || listed.has(item.id) ? [] : [{ item, index }]))
    .sort((a, b) => a.index - b.index)
  for (const { item, index } of missing) cards.splice(Math.min(index, cards.length), 0, { item, changed: true })
  return cards
}
