import { describe, expect, it } from 'vitest'
import { LoginThrottle } from './login-throttle.ts'

const MINUTE = 60_000

describe('LoginThrottle', () => {
  it('allows 10 attempts, blocks the 11th until the 15-minute window ends', () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < 10; i += 1) expect(throttle.begin('ip', i * 1000)).toBe(0)
    expect(throttle.begin('ip', 10_000)).toBe(15 * 60 - 10)
    expect(throttle.begin('ip', 14 * MINUTE)).toBeGreaterThan(0)
    expect(throttle.begin('ip', 15 * MINUTE)).toBe(0)
  })

  it('forgets an address after a success', () => {
    const throttle = new LoginThrottle({ maxFailures: 2 })
    throttle.begin('ip', 0)
    throttle.begin('ip', 0)
    throttle.succeeded('ip')
    expect(throttle.begin('ip', 0)).toBe(0)
  })

  it('keeps addresses apart and bounds its memory', () => {
    const throttle = new LoginThrottle({ maxFailures: 1, maxEntries: 2 })
    throttle.begin('a', 0)
    expect(throttle.begin('b', 0)).toBe(0)
    expect(throttle.begin('a', 0)).toBeGreaterThan(0)
    throttle.begin('c', 0)
    // 'a', the oldest, was forgotten to make room.
    expect(throttle.begin('a', 0)).toBe(0)
  })
})
