// Admin password hashing: scrypt from node:crypto, OWASP's parameters, parameters stored with the
// hash so they can be raised later without locking anyone out.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export interface ScryptParams {
  N: number
  r: number
  p: number
  keyLength: number
}

export interface StoredPassword extends ScryptParams {
  algorithm: string
  /** base64 */
  hash: string
  /** base64 */
  salt: string
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB, ~0.3 s per hash). */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 }
const SALT_BYTES = 16
const MAX_MEMORY = 256 * 1024 * 1024
// Each hash holds 128 MiB; a burst of logins must not take the host's memory with it. Beyond the
// hashes running and a short queue, a request is refused at once (429) rather than waiting.
const MAX_CONCURRENT_HASHES = 2
export const MAX_WAITING_HASHES = 8

let running = 0
const waiting: Array<() => void> = []

/** Thrown when too many hashes are running and waiting: the caller answers 429. */
export class HashQueueFullError extends Error {
  constructor() {
    super('password hashing queue is full')
    this.name = 'HashQueueFullError'
  }
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new HashQueueFullError()
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: MAX_MEMORY }
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, params.keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<StoredPassword> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, params)
  return { algorithm: 'scrypt', hash: key.toString('base64'), salt: salt.toString('base64'), ...params }
}

export async function verifyPassword(password: string, stored: StoredPassword): Promise<boolean> {
  if (stored.algorithm !== 'scrypt') return false
  const expected = Buffer.from(stored.hash, 'base64')
  const key = await derive(password, Buffer.from(stored.salt, 'base64'), stored)
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** True when the stored hash is weaker than what we would make today. */
export function needsRehash(stored: StoredPassword, params: ScryptParams = OWASP_SCRYPT): boolean {
  return (
    stored.algorithm !== 'scrypt' ||
    stored.N < params.N ||
    stored.r < params.r ||
    stored.p < params.p ||
    stored.keyLength < params.keyLength
  )
}

/** A strong random password for the first start (144 bits, URL-safe characters). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}
