/**
 * Limits on sign-in attempts, in memory, at three levels:
 * - per account (the e-mail typed, known or not, so the answer says nothing about who has an
 *   account): 5 attempts, then a delay before each next one, 1 minute doubling up to 15 minutes,
 *   until a success. Spreading guesses over many addresses does not help: the count is the
 *   account's. Refused attempts are not counted, so the owner waits at most the current delay.
 * - per client address, IPv6 grouped by /64 (one subscriber's whole network): a token bucket;
 * - all addresses together: a global budget, so a botnet stays bounded by it.
 * An attempt counts as soon as it starts, so parallel guesses cannot slip in before the first
 * failures are recorded.
 */
import { createTokenBuckets } from '../lib/token-bucket.ts'

export interface LoginThrottleOptions {
  /** Attempts per account before the delays start. */
  freeAttempts?: number
  firstDelayMs?: number
  maxDelayMs?: number
  /** Attempts per address (or /64) at once, and given back per hour. */
  perAddress?: { capacity: number; refillPerHour: number }
  /** Attempts from everyone at once, and given back per hour. */
  global?: { capacity: number; refillPerHour: number }
  /** Bound on remembered accounts, so a flood of made-up e-mails cannot exhaust memory. */
  maxEntries?: number
}

interface Entry {
  attempts: number
  lockedUntil: number
  lastAt: number
}

export type Refusal = { scope: 'account' | 'address' | 'global'; retryAfterSeconds: number }

export interface Attempt {
  /** This attempt started the account's first delay: time to tell the owner. */
  lockStarted: boolean
}

const FORGET_AFTER_MS = 24 * 60 * 60_000

/** The key of a client address: IPv4 as is, IPv6 by its /64 prefix. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  if (!ip.includes(':')) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const missing = ip.includes('::') ? 8 - headParts.length - tailParts.length : 0
  const parts = [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts]
  return `${parts
    .slice(0, 4)
    .map((part) => part.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export const accountKey = (email: string): string => email.trim().toLowerCase()

export class LoginThrottle {
  private readonly accounts = new Map<string, Entry>()
  private readonly addresses: ReturnType<typeof createTokenBuckets>
  private readonly global: ReturnType<typeof createTokenBuckets>
  readonly freeAttempts: number
  readonly firstDelayMs: number
  readonly maxDelayMs: number
  private readonly maxEntries: number

  constructor(options: LoginThrottleOptions = {}) {
    this.freeAttempts = options.freeAttempts ?? 5
    this.firstDelayMs = options.firstDelayMs ?? 60_000
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000
    this.maxEntries = options.maxEntries ?? 10_000
    this.addresses = createTokenBuckets(options.perAddress ?? { capacity: 30, refillPerHour: 60 })
    this.global = createTokenBuckets(options.global ?? { capacity: 300, refillPerHour: 1200 })
  }

  /** The delay after `attempts` attempts (0 while free). */
  delayAfter(attempts: number): number {
    if (attempts < this.freeAttempts) return 0
    return Math.min(this.firstDelayMs * 2 ** (attempts - this.freeAttempts), this.maxDelayMs)
  }

  /** Starts an attempt for `email` from `ip`: a refusal, or the attempt (counted until it succeeds). */
  begin(email: string, ip: string, now: number): Refusal | Attempt {
    const key = accountKey(email)
    let entry = this.accounts.get(key)
    if (entry && now - entry.lastAt > FORGET_AFTER_MS) {
      this.accounts.delete(key)
      entry = undefined
    }
    if (entry && entry.lockedUntil > now)
      return { scope: 'account', retryAfterSeconds: Math.ceil((entry.lockedUntil - now) / 1000) }
    const byAddress = this.addresses.take(addressKey(ip), now)
    if (!byAddress.allowed) return { scope: 'address', retryAfterSeconds: Math.ceil(byAddress.retryAfterMs / 1000) }
    const byAll = this.global.take('*', now)
    if (!byAll.allowed) return { scope: 'global', retryAfterSeconds: Math.ceil(byAll.retryAfterMs / 1000) }
    if (!entry) {
      this.makeRoom()
      entry = { attempts: 0, lockedUntil: 0, lastAt: now }
      this.accounts.set(key, entry)
    }
    entry.attempts += 1
    entry.lastAt = now
    const delay = this.delayAfter(entry.attempts)
    if (delay > 0) entry.lockedUntil = now + delay
    return { lockStarted: entry.attempts === this.freeAttempts }
  }

  /**
   * The right password (and code): the account's count starts again, and the attempt is given
   * back to the address and the global budget (a whole office behind one address signs in daily).
   */
  succeeded(email: string, ip: string): void {
    this.accounts.delete(accountKey(email))
    this.addresses.giveBack(addressKey(ip))
    this.global.giveBack('*')
  }

  private makeRoom(): void {
    if (this.accounts.size < this.maxEntries) return
    const oldest = this.accounts.keys().next().value
    if (oldest !== undefined) this.accounts.delete(oldest)
  }
}

export const isRefusal = (result: Refusal | Attempt): result is Refusal => 'scope' in result
