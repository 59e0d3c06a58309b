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
    expect(throttle.begin('a@x.org', '10.0.0.1', 0)).toEqual({ lockStarted: false, vouched: false })
    expect(throttle.begin('a@x.org', '10.0.0.1', 0)).toEqual({ lockStarted: true, vouched: false })
    expect(throttle.begin('a@x.org', '10.0.0.1', MINUTE)).toEqual({ lockStarted: false, vouched: false })
    throttle.succeeded('a@x.org', '10.0.0.1')
    expect(throttle.begin('a@x.org', '10.0.0.1', MINUTE)).toEqual({ lockStarted: false, vouched: false })
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

  it('charges refused attempts to the address: polling a lock spends the poller’s budget', () => {
    const throttle = new LoginThrottle({ perAddress: { capacity: 10, refillPerHour: 60 } })
    for (let i = 0; i < 5; i += 1) throttle.begin('a@x.org', '10.0.0.1', 0)
    const polls = Array.from({ length: 5 }, (_, i) => throttle.begin('a@x.org', '10.0.0.1', i * 250))
    expect(polls.map((poll) => (isRefusal(poll) ? poll.scope : 'attempt'))).toEqual(Array(5).fill('account'))
    // Its budget is gone, for any account, while another address still has its own.
    expect(throttle.begin('b@x.org', '10.0.0.1', 2000)).toMatchObject({ scope: 'address' })
    expect(isRefusal(throttle.begin('b@x.org', '10.0.0.2', 2000))).toBe(false)
  })

  it('lets an attempt vouched for pass the account’s delay and the global budget, asking only then', () => {
    const throttle = new LoginThrottle({ global: { capacity: 5, refillPerHour: 1 } })
    let asked = 0
    const owner = () => {
      asked += 1
      return true
    }
    for (let i = 0; i < 5; i += 1) throttle.begin('a@x.org', `10.0.0.${i}`, 0, owner)
    expect(asked).toBe(0)
    // The account is locked and the global budget spent: a stranger waits, the owner does not.
    expect(throttle.begin('a@x.org', '10.0.1.1', 0)).toMatchObject({ scope: 'account' })
    expect(throttle.begin('b@x.org', '10.0.1.2', 0)).toMatchObject({ scope: 'global' })
    expect(throttle.begin('a@x.org', '10.0.1.3', 0, () => false)).toMatchObject({ scope: 'account' })
    expect(throttle.begin('a@x.org', '10.0.1.4', 0, owner)).toEqual({ lockStarted: false, vouched: true })
    expect(asked).toBe(1)
    expect(throttle.begin('b@x.org', '10.0.1.5', 0, owner)).toEqual({ lockStarted: false, vouched: true })
  })

  it('groups IPv6 addresses by /56 and unwraps IPv4-mapped ones', () => {
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:0::/56')
    expect(addressKey('2001:0db8:0001:02ff:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:200::/56')
    expect(addressKey('2001:db8:1:2ff::1')).toBe(addressKey('2001:db8:1:200::9'))
    expect(addressKey('2001:db8:1:300::1')).not.toBe(addressKey('2001:db8:1:200::1'))
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/56')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/56')
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1')
  })
})
