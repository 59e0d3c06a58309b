import { createHash, randomBytes } from 'node:crypto'

/** 128 random bits: the cookie value. Only its hash is stored. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/** A link's token (invitation, reset, set-up): 256 random bits, only the SHA-256 stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSessionId(token) }
}
