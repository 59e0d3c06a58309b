import { describe, expect, it } from 'vitest'
import { createTokenBuckets } from './token-bucket.ts'

describe('createTokenBuckets', () => {
  it('allows the burst, then one per refill interval, and says when the next one comes', () => {
    const buckets = createTokenBuckets({ capacity: 3, refillPerHour: 360 })
    for (let i = 0; i < 3; i += 1) expect(buckets.take('a', 0)).toEqual({ allowed: true })
    expect(buckets.take('a', 0)).toEqual({ allowed: false, retryAfterMs: 10_000 })
    expect(buckets.take('a', 4_000)).toEqual({ allowed: false, retryAfterMs: 6_000 })
    expect(buckets.take('a', 10_000)).toEqual({ allowed: true })
    // Each client has its own bucket.
    expect(buckets.take('b', 10_000)).toEqual({ allowed: true })
  })

  it('never holds more than the burst, however long the client was away', () => {
    const buckets = createTokenBuckets({ capacity: 2, refillPerHour: 3600 })
    buckets.take('a', 0)
    const later = 24 * 3600_000
    expect(buckets.take('a', later).allowed).toBe(true)
    expect(buckets.take('a', later).allowed).toBe(true)
    expect(buckets.take('a', later).allowed).toBe(false)
  })

  it('forgets idle clients and the least recently used beyond its bound, so memory stays bounded', () => {
    const buckets = createTokenBuckets({ capacity: 5, refillPerHour: 3600, maxTracked: 100 })
    for (let i = 0; i < 500; i += 1) buckets.take(`203.0.113.${i}`, 0)
    expect(buckets.tracked()).toBe(100)
    // Five seconds later every bucket is full again: the next sweep drops them all.
    for (let i = 0; i < 1000; i += 1) buckets.take('198.51.100.1', 5_000 + i)
    expect(buckets.tracked()).toBeLessThanOrEqual(2)
  })
})
