/** What a bucket says to one more submission. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number }

export interface TokenBucketOptions {
  /** Submissions allowed at once (the bucket's size; a full bucket is where every client starts). */
  capacity: number
  /** Submissions given back per hour, one at a time, up to `capacity`. */
  refillPerHour: number
  /** Buckets remembered at most; beyond, the least recently used is forgotten (it starts full). */
  maxTracked?: number
}

const SWEEP_EVERY = 1000

/**
 * One token bucket per client: a client may send `capacity` submissions in a burst, then one each
 * time a token comes back. A congregation on the church's wifi spends the burst after a service
 * and has it back within the hour; a script is held to the refill pace once the burst is spent.
 * In memory: a restart gives every client a full bucket, which costs at most one more burst.
 */
export function createTokenBuckets({ capacity, refillPerHour, maxTracked = 100_000 }: TokenBucketOptions) {
  const perMs = refillPerHour / 3_600_000
  /** An untouched bucket is full again after this long, and then need not be remembered. */
  const fullAfterMs = capacity / perMs
  // Map order is the order of last use: the first entry is the least recently used.
  const buckets = new Map<string, { tokens: number; at: number }>()
  let sinceSweep = 0

  const forgetFull = (nowMs: number) => {
    for (const [id, bucket] of buckets) if (nowMs - bucket.at >= fullAfterMs) buckets.delete(id)
  }

  return {
    /** Takes a token from `id`'s bucket at `nowMs`, or says how long until one comes back. */
    take(id: string, nowMs: number): Verdict {
      sinceSweep += 1
      if (sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0
        forgetFull(nowMs)
      }
      const bucket = buckets.get(id)
      const elapsed = bucket ? Math.max(0, nowMs - bucket.at) : 0
      const tokens = bucket ? Math.min(capacity, bucket.tokens + elapsed * perMs) : capacity
      buckets.delete(id)
      if (buckets.size >= maxTracked) {
        const oldest = buckets.keys().next()
        if (!oldest.done) buckets.delete(oldest.value)
      }
      if (tokens >= 1) {
        buckets.set(id, { tokens: tokens - 1, at: nowMs })
        return { allowed: true }
      }
      buckets.set(id, { tokens, at: nowMs })
      return { allowed: false, retryAfterMs: Math.ceil((1 - tokens) / perMs) }
    },
    /** Gives one token back to `id` (an attempt that turned out legitimate), up to `capacity`. */
    giveBack(id: string): void {
      const bucket = buckets.get(id)
      if (bucket) bucket.tokens = Math.min(capacity, bucket.tokens + 1)
    },
    /** How many clients are remembered (tests check the memory stays bounded). */
    tracked: (): number => buckets.size,
  }
}
