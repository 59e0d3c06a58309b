import type { KeptStore, KeptSubmission } from './outbox.ts'

// This browser profile's own database for this site: nothing in it is shared with another
// visitor or sent anywhere but to the form it was meant for.
const DATABASE = 'envois-gardes'
const STORE = 'envois'

/** Kept submissions in IndexedDB: they survive a closed tab, a reload and a restart of the phone. */
export function indexedDbStore(factory: IDBFactory = indexedDB): KeptStore {
  let opened: Promise<IDBDatabase> | undefined
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' })
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    return opened
  }
  /** Runs one request in its own transaction and resolves once the transaction is committed. */
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) => {
    const database = await open()
    return new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode)
      const request = act(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  }
  return {
    put: async (entry) => void (await run('readwrite', (store) => store.put(entry))),
    all: () => run('readonly', (store) => store.getAll() as IDBRequest<KeptSubmission[]>),
    remove: async (key) => void (await run('readwrite', (store) => store.delete(key))),
  }
}

/** Kept submissions in memory: for tests, and while the page is open where IndexedDB fails. */
export function memoryStore(): KeptStore {
  const entries = new Map<string, KeptSubmission>()
  return {
    put: async (entry) => void entries.set(entry.key, entry),
    all: async () => [...entries.values()],
    remove: async (key) => void entries.delete(key),
  }
}

/**
 * IndexedDB where it works; memory otherwise (no IndexedDB, or it refuses, as some private modes
 * do), so that a submission is still sent when the network returns while the page is open.
 */
export function keptStore(): KeptStore {
  const fallback = memoryStore()
  let primary: KeptStore | undefined
  try {
    primary = typeof indexedDB === 'undefined' ? undefined : indexedDbStore()
  } catch {
    primary = undefined
  }
  const attempt =
    <A extends unknown[], R>(use: (store: KeptStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (primary) {
        try {
          return await use(primary)(...args)
        } catch {
          primary = undefined
        }
      }
      return use(fallback)(...args)
    }
  return {
    put: attempt((store) => store.put),
    all: attempt((store) => store.all),
    remove: attempt((store) => store.remove),
  }
}
