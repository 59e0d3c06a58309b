import { describe, expect, it } from 'vitest'
import { addressKey, isRefusal, LoginThrottle } from './login-throttle.ts'

const MINUTE = 60_000

describe('LoginThrottle', () => {
  it('lets 5 attempts through per account, then one per delay, doubling up to 15 minutes', () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < 5; i += 1) expect(isRefusal(throttle.begin('a@x.org', `10.0.0.${i}`, 0))).toBe(false)
    expect(throttle.begin('A@X.org ', '10.0.0.99', 0)).toEqual({ scope: 'account', retryAfterSeconds: 60 })
    expect(throttle.delayAfter(6)).toBe(2 * MINUTE)
    expect(throttle.delayAfter(20)).toBe(15 * MINUTE)
  })

  it('says when the delays start (once), and forgets the account after a success', () => {
    const throttle = new LoginThrottle({ freeAttempts: 2 })
    expect(throttle.begin('a@x.org', '10.0.0.1', 0)).toEqual({ lockStarted: false })
    expect(throttle.begin('a@x.org', '10.0.0.1', 0)).toEqual({ lockStarted: true })
    expect(throttle.begin('a@x.org', '10.0.0.1', MINUTE)).toEqual({ lockStarted: false })
    throttle.succeeded('a@x.org', '10.0.0.1')
    expect(throttle.begin('a@x.org', '10.0.0.1', MINUTE)).toEqual({ lockStarted: false })
  })

  it('limits an address and everyone together', () => {
    const throttle = new LoginThrottle({
      perAddress: { capacity: 2, refillPerHour: 1 },
      global: { capacity: 3, refillPerHour: 1 },
    })
    expect(isRefusal(throttle.begin('a@x.org', '10.0.0.1', 0))).toBe(false)
    expect(isRefusal(throttle.begin('b@x.org', '10.0.0.1', 0))).toBe(false)
    expect(throttle.begin('c@x.org', '10.0.0.1', 0)).toMatchObject({ scope: 'address' })
    expect(isRefusal(throttle.begin('c@x.org', '10.0.0.2', 0))).toBe(false)
    expect(throttle.begin('d@x.org', '10.0.0.3', 0)).toMatchObject({ scope: 'global' })
  })

  it('groups IPv6 addresses by /64 and unwraps IPv4-mapped ones', () => {
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1')
  })
})
