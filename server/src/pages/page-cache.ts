// The rendered pages, kept in memory per data version, so that a page is drawn once per change of
// what it shows rather than once per visit, and never served older than the last committed write.
//
// - `version()` changes after every committed write (data-version.ts). A cached page whose
//   version is still current is served at once.
// - Otherwise `read(page)` takes the page's data and the version in one read transaction (a
//   snapshot). If the data is what the cached page was drawn from (same fingerprint), the page is
//   kept under the new version: a write elsewhere (a session, an audit line) draws nothing.
// - Else the page is drawn from the snapshot and cached under the snapshot's version, the one
//   read with its data. A write that commits while it is drawn changes the version, so the
//   drawing is checked again before it is sent: the answer is never older than a write that
//   committed before it left, and a stale drawing never stays in the cache.
// Concurrent requests for the same page and data share one drawing.

export interface PageSnapshot<Data> {
  version: string
  /** A digest of `data`: equal fingerprints draw equal pages. */
  fingerprint: string
  data: Data
}

/** Rounds of "draw, then find the data changed meanwhile" before the last drawing is sent anyway. */
export const MAX_ROUNDS = 5

export function createPageCache<Page extends string, Data, Built>({
  version,
  read,
  build,
}: {
  version: () => string
  /** Synchronous: the data and the version of one read transaction. */
  read: (page: Page) => PageSnapshot<Data>
  build: (page: Page, data: Data) => Promise<Built>
}) {
  interface Entry {
    version: string
    fingerprint: string
    /** Order of the snapshot it was drawn from: an older drawing never replaces a newer one. */
    sequence: number
    built: Built
  }
  const entries = new Map<Page, Entry>()
  const building = new Map<string, Promise<Built>>()
  let snapshots = 0

  async function get(page: Page): Promise<Built> {
    for (let round = 1; ; round++) {
      const entry = entries.get(page)
      if (entry && entry.version === version()) return entry.built
      const snapshot = read(page)
      const sequence = ++snapshots
      if (entry && entry.fingerprint === snapshot.fingerprint) {
        entries.set(page, { ...entry, version: snapshot.version, sequence })
        return entry.built
      }
      const key = `${page}\n${snapshot.fingerprint}`
      let pending = building.get(key)
      if (!pending) {
        pending = build(page, snapshot.data).finally(() => building.delete(key))
        building.set(key, pending)
      }
      const built = await pending
      const current = entries.get(page)
      if (!current || current.sequence < sequence) {
        entries.set(page, { version: snapshot.version, fingerprint: snapshot.fingerprint, sequence, built })
      }
      // Writes kept coming while the page was drawn: send the latest drawing rather than wait on.
      if (round >= MAX_ROUNDS) return built
      // Otherwise round again: at once if no write came meanwhile, else with the newer data.
    }
  }

  return { get }
}
