// The random values the mocks draw, in the server's formats (the contract checks the formats:
// tests/contract/compare.ts), from the Web Crypto API that browsers and Node both have.

const bytes = (count: number) => crypto.getRandomValues(new Uint8Array(count))

/** `count` random bytes as base64url without padding, like Node's `randomBytes(count).toString('base64url')`. */
export const randomBase64Url = (count: number) =>
  btoa(String.fromCharCode(...bytes(count)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

/** `count` random bytes as lower-case hexadecimal. */
export const randomHex = (count: number) => Array.from(bytes(count), (b) => b.toString(16).padStart(2, '0')).join('')

/** `count` characters drawn from `alphabet`. */
export const randomFrom = (alphabet: string, count: number) =>
  Array.from(bytes(count), (b) => alphabet[b % alphabet.length]).join('')
