import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits for a link, and the SHA-256 the database keeps instead of the token. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** The shape newToken() makes: anything else is refused before reaching the database. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
