/**
 * Limits on sign-in attempts, in memory, at three levels:
 * - per client address, IPv6 grouped by /56 (what a subscriber is given): a token bucket. Every
 *   attempt spends it, refused ones too, so polling an account's lock costs the address its budget;
 * - per account (the e-mail typed, known or not, so the answer says nothing about who has an
 *   account): 5 attempts, then a delay before each next one, 1 minute doubling up to 15 minutes,
 *   until a success. Spreading guesses over many addresses does not help: the count is the
 *   account's;
 * - all addresses together: a global budget, so a botnet's guesses stay bounded by it.
 * An attempt that shows something a guesser cannot have (a recognised browser, a right
 * second-factor code; see `vouch`) passes the account's delay and the global budget: strangers can
 * spend those, never for the account's owner. An attempt counts as soon as it starts, so parallel
 * guesses cannot slip in before the first failures are recorded.
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
  /** It was vouched for (see `begin`), and so spent no global budget. */
  vouched: boolean
}

const FORGET_AFTER_MS = 24 * 60 * 60_000

/**
 * The key of a client address: IPv4 as is, IPv6 by its /56 prefix (one subscriber's networks: an
 * ISP hands out a /56, a /48 at most, so a /64 key would give one home 256 budgets).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  if (!ip.includes(':')) return ip
  const [head = '', tail = ''] = (ip.toLowerCase().split('%')[0] ?? '').split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const missing = ip.includes('::') ? 8 - headParts.length - tailParts.length : 0
  const parts = [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts]
  const groups = parts.slice(0, 4).map((part) => Number.parseInt(part || '0', 16) || 0)
  groups[3] = (groups[3] ?? 0) & 0xff00
  return `${groups.map((group) => group.toString(16)).join(':')}::/56`
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

  /**
   * Starts an attempt for `email` from `ip`: a refusal, or the attempt (counted until it succeeds).
   * `vouch` is asked, at most once and only when the account's delay or the global budget would
   * refuse, whether this attempt shows what only the owner has; if so it goes on.
   */
  begin(email: string, ip: string, now: number, vouch?: () => boolean): Refusal | Attempt {
    const byAddress = this.addresses.take(addressKey(ip), now)
    if (!byAddress.allowed) return { scope: 'address', retryAfterSeconds: Math.ceil(byAddress.retryAfterMs / 1000) }
    let vouched: boolean | undefined
    const isVouched = () => {
      vouched ??= vouch?.() ?? false
      return vouched
    }
    const key = accountKey(email)
    let entry = this.accounts.get(key)
    if (entry && now - entry.lastAt > FORGET_AFTER_MS) {
      this.accounts.delete(key)
      entry = undefined
    }
    if (entry && entry.lockedUntil > now && !isVouched())
      return { scope: 'account', retryAfterSeconds: Math.ceil((entry.lockedUntil - now) / 1000) }
    if (vouched !== true) {
      const byAll = this.global.take('*', now)
      if (!byAll.allowed && !isVouched())
        return { scope: 'global', retryAfterSeconds: Math.ceil(byAll.retryAfterMs / 1000) }
    }
    if (!entry) {
      this.makeRoom()
      entry = { attempts: 0, lockedUntil: 0, lastAt: now }
      this.accounts.set(key, entry)
    }
    entry.attempts += 1
    entry.lastAt = now
    const delay = this.delayAfter(entry.attempts)
    if (delay > 0) entry.lockedUntil = Math.max(entry.lockedUntil, now + delay)
    return { lockStarted: entry.attempts === this.freeAttempts, vouched: vouched === true }
  }

  /**
   * An attempt bound to no account's count (a passkey: nothing to guess there): only the address's
   * budget, spent whatever follows.
   */
  beginFromAddress(ip: string, now: number): Refusal | undefined {
    const byAddress = this.addresses.take(addressKey(ip), now)
    if (!byAddress.allowed) return { scope: 'address', retryAfterSeconds: Math.ceil(byAddress.retryAfterMs / 1000) }
    return undefined
  }

  /**
   * The right password (and code): the account's count starts again, and the attempt is given
   * back to the address and the global budget (a whole office behind one address signs in daily).
   */
  succeeded(email: string, ip: string, attempt?: Attempt): void {
    this.accounts.delete(accountKey(email))
    this.addresses.giveBack(addressKey(ip))
    if (!attempt?.vouched) this.global.giveBack('*')
  }

  /** A passkey sign-in that succeeded: its address's token comes back. */
  succeededFromAddress(ip: string): void {
    this.addresses.giveBack(addressKey(ip))
  }

  private makeRoom(): void {
    if (this.accounts.size < this.maxEntries) return
    const oldest = this.accounts.keys().next().value
    if (oldest !== undefined) this.accounts.delete(oldest)
  }
}

export const isRefusal = (result: Refusal | Attempt): result is Refusal => 'scope' in result
