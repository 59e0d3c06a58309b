import { describe, expect, it } from 'vitest'
import { generatePassword, hashPassword, needsRehash, OWASP_SCRYPT, verifyPassword } from './password.ts'

const CHEAP = { N: 2 ** 10, r: 8, p: 1, keyLength: 64 }

describe('password hashing', () => {
  it('verifies the right password only, with a random salt each time', async () => {
    const a = await hashPassword('correct horse', CHEAP)
    const b = await hashPassword('correct horse', CHEAP)
    expect(a.salt).not.toBe(b.salt)
    expect(a.hash).not.toBe(b.hash)
    expect(Buffer.from(a.hash, 'base64')).toHaveLength(64)
    expect(await verifyPassword('correct horse', a)).toBe(true)
    expect(await verifyPassword('correct horse ', a)).toBe(false)
    expect(await verifyPassword('', a)).toBe(false)
  })

  it('uses the parameters stored with the hash, and asks for a rehash when ours went up', async () => {
    const weak = await hashPassword('secret-secret', CHEAP)
    expect(await verifyPassword('secret-secret', weak)).toBe(true)
    expect(needsRehash(weak)).toBe(true)
    expect(needsRehash({ ...weak, ...OWASP_SCRYPT })).toBe(false)
    expect(await verifyPassword('secret-secret', { ...weak, algorithm: 'md5' })).toBe(false)
  })

  it('generates 24-character URL-safe passwords', () => {
    const password = generatePassword()
    expect(password).toMatch(/^[\w-]{24}$/)
    expect(generatePassword()).not.toBe(password)
  })
})
