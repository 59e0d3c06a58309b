import { createHash, randomBytes } from 'node:crypto'

/** 128 random bits: the cookie value. Only its hash is stored. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}
