// Authenticator apps (RFC 6238): SHA-1, 6 digits, 30-second steps, one step of drift either way.
// The caller records the accepted step so that a code works once (see acceptTotpStep).
import { createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

const PERIOD = 30
const ISSUER = 'Église Baptiste Francophone de Santiago'

const totpOf = (secret: string, label = 'compte') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) })

/** A new 160-bit secret, base32 (what authenticator apps read). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

export const otpauthUrl = (secret: string, email: string): string => totpOf(secret, email).toString()

/** The time step the code belongs to (within ±1 step of now), or null when it is wrong. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 })
  if (delta === null) return null
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta
}

/** The current code (tests and scripts that sign in through the API). */
export const currentTotp = (secret: string, now: Date = new Date()): string =>
  totpOf(secret).generate({ timestamp: now.getTime() })

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten recovery codes `xxxxx-xxxxx` (about 49 bits each), shown once. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10)
    const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** Codes are typed by hand: case and the dash do not matter. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase().replace('-', '')).digest('hex')
