import { describe, expect, it } from 'vitest'
import { useTestApp } from './helper.ts'

const directives = (csp: string) =>
  new Map(csp.split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/)
    return [name, values] as const
  }))

describe('security headers', () => {
  const t = useTestApp()

  it.each(['/api/services', '/', '/api/nothing', '/api/admin/session'])('are on every response (%s)', async (url) => {
    const response = await t.app.inject(url)
    const csp = directives(String(response.headers['content-security-policy']))
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends no HSTS over plain HTTP, and ignores X-Forwarded-Proto unless TRUST_PROXY', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('compresses large responses with brotli or gzip', async () => {
    const br = await t.app.inject({ url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    const gzip = await t.app.inject({ url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
  })

  it('serves an OpenAPI document listing the routes', async () => {
    const response = await t.app.inject('/api/docs/openapi.json')
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    for (const path of ['/api/services', '/api/members/register', '/feproba/register', '/isl/register', '/api/admin/members']) {
      expect(paths).toContain(path)
    }
  })
})
