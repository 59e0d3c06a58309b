import { errorCodes } from 'fastify'
import { globalPlugin } from '../lib/global-plugin.ts'
import { RequestError } from './error-handler.ts'

/** Keys that only ever appear in a body to tamper with JavaScript prototypes. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

interface ForbiddenKey {
  key: string
  /** The top-level field it was found in; undefined when it is a top-level key itself. */
  field: string | undefined
}

/** Depth-first over every object and array, without recursion (a 64 KiB body can nest 30,000 deep). */
export function findForbiddenKey(value: unknown): ForbiddenKey | undefined {
  const stack: Array<{ value: unknown; field: string | undefined }> = [{ value, field: undefined }]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: current, field } = next
    if (typeof current !== 'object' || current === null) continue
    for (const key of Object.keys(current)) {
      if (FORBIDDEN_KEYS.has(key)) return { key, field }
      stack.push({
        value: (current as Record<string, unknown>)[key],
        field: field ?? (Array.isArray(current) ? undefined : key),
      })
    }
  }
  return undefined
}

/**
 * Our own application/json parser, in place of Fastify's: the same answers for an empty or
 * malformed body, and a 400 that names the key for `__proto__`, `constructor` or `prototype`
 * anywhere in the body. Fastify's parser refused only some of them (`constructor` holding a
 * `prototype`), as "invalid JSON"; the rest were silently stripped by the schemas.
 */
export default globalPlugin('json-body', async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).replace(/^\uFEFF/, '')
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined)
    }
    const forbidden = findForbiddenKey(parsed)
    if (forbidden) {
      const problem = `Clé interdite : « ${forbidden.key} ».`
      const error = new RequestError(
        400,
        `Le corps de la requête contient une clé interdite (« ${forbidden.key} »).`,
        'ERR_FORBIDDEN_KEY',
        {
          [forbidden.field ?? '_']: [problem],
        },
      )
      return done(error, undefined)
    }
    done(null, parsed)
  })
})
