import { describe, expect, it } from 'vitest'
import { isSameOrigin } from './same-origin.ts'

describe('isSameOrigin', () => {
  it.each([
    ['https://eglise.example', 'eglise.example', 'https', true],
    ['https://eglise.example', 'eglise.example', 'http', true],
    ['http://localhost:5173', 'localhost:5173', 'http', true],
    ['http://localhost', 'localhost:80', 'http', true],
    ['https://EGLISE.example', 'eglise.example', 'https', true],
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
