import { describe, expect, it } from 'vitest'
import { crossSiteRefusal, isSameOrigin } from './same-origin.ts'

describe('isSameOrigin', () => {
  it.each([
    ['https://eglise.example', 'eglise.example', 'https', true],
    ['http://localhost:5173', 'localhost:5173', 'http', true],
    ['http://localhost', 'localhost:80', 'http', true],
    ['https://eglise.example:443', 'eglise.example', 'https', true],
    ['https://EGLISE.example', 'eglise.example', 'https', true],
    // The scheme counts: a page served over plain HTTP (or a proxy we do not trust) is another origin.
    ['https://eglise.example', 'eglise.example', 'http', false],
    ['http://eglise.example', 'eglise.example', 'https', false],
    ['https://evil.example', 'eglise.example', 'https', false],
    ['https://eglise.example.evil.example', 'eglise.example', 'https', false],
    ['http://localhost:3000', 'localhost:5173', 'http', false],
    ['null', 'eglise.example', 'https', false],
    ['file:///etc', 'eglise.example', 'https', false],
    ['https://eglise.example', undefined, 'https', false],
  ] as const)('%s → %s (%s) = %s', (origin, host, protocol, expected) => {
    expect(isSameOrigin(origin, host, protocol)).toBe(expected)
  })
})

describe('crossSiteRefusal', () => {
  const at = (headers: Record<string, string>) =>
    crossSiteRefusal({ headers, host: 'eglise.example', protocol: 'https' })

  it.each([
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://eglise.example' }],
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ origin: 'https://eglise.example' }],
    [{}],
  ])('lets %j through', (headers) => {
    expect(at(headers)).toBeNull()
  })

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }, 'Sec-Fetch-Site: cross-site'],
    // A sibling sub-domain is "same-site", not same-origin: refused even with a forged Origin.
    [{ 'sec-fetch-site': 'same-site', origin: 'https://eglise.example' }, 'Sec-Fetch-Site: same-site'],
    [{ origin: 'https://evil.example' }, 'Origin: https://evil.example'],
    [{ origin: 'http://eglise.example' }, 'Origin: http://eglise.example'],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://www.eglise.example' }, 'Origin: https://www.eglise.example'],
  ])('refuses %j', (headers, reason) => {
    expect(at(headers)).toBe(reason)
  })
})
