/**
 * In-memory limit on admin login attempts per client address: after `maxFailures` failures in a
 * window of `windowMs` (starting at the first failure), every attempt is refused until the window
 * ends, even with the right password. Attempts count as soon as they start, so a burst of
 * parallel guesses cannot slip in before the first failures are recorded.
 */
export interface LoginThrottleOptions {
  maxFailures?: number
  windowMs?: number
  /** Bound on remembered addresses, so a flood of spoofed addresses cannot exhaust memory. */
  maxEntries?: number
}

interface Entry {
  attempts: number
  windowEnds: number
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>()
  private readonly maxFailures: number
  private readonly windowMs: number
  private readonly maxEntries: number

  constructor(options: LoginThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 10
    this.windowMs = options.windowMs ?? 15 * 60_000
    this.maxEntries = options.maxEntries ?? 10_000
  }

  /** Starts an attempt. Returns the seconds to wait when the address is blocked, else 0. */
  begin(key: string, now: number): number {
    let entry = this.entries.get(key)
    if (entry && entry.windowEnds <= now) {
      this.entries.delete(key)
      entry = undefined
    }
    if (entry && entry.attempts >= this.maxFailures) return Math.ceil((entry.windowEnds - now) / 1000)
    if (!entry) {
      this.makeRoom(now)
      entry = { attempts: 0, windowEnds: now + this.windowMs }
      this.entries.set(key, entry)
    }
    entry.attempts += 1
    return 0
  }

  /** A successful login forgets the address's earlier failures. */
  succeeded(key: string): void {
    this.entries.delete(key)
  }

  private makeRoom(now: number): void {
    if (this.entries.size < this.maxEntries) return
    for (const [key, entry] of this.entries) if (entry.windowEnds <= now) this.entries.delete(key)
    // Still full: forget the oldest address (Map keeps insertion order).
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
}
