import type { FastifyRequest } from 'fastify'
import { globalPlugin } from '../lib/global-plugin.ts'

/** What a link token's value is logged as. */
export const MASKED = '[masqué]'

/**
 * The URL with the value of every `jeton` query parameter masked: the newsletter's confirmation
 * and unsubscribe links carry their token there (`/lettres/desabonner?jeton=…`), and a token in a
 * log would let whoever reads the log act for the subscriber. The key is compared decoded, as the
 * query parser reads it, so `%6Aeton=` is masked too.
 */
export function withoutLinkTokens(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return withoutPathTokens(url)
  const fields = url
    .slice(start + 1)
    .split('&')
    .map((field) => {
      const equals = field.indexOf('=')
      const rawKey = equals === -1 ? field : field.slice(0, equals)
      let key = rawKey
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '))
      } catch {
        // A malformed escape: compared as written.
      }
      return key.trim().toLowerCase() === 'jeton' ? `${rawKey}=${MASKED}` : field
    })
  return `${withoutPathTokens(url.slice(0, start))}?${fields.join('&')}`
}

// The update links a person corrects their details with carry their token as the path's last
// segment (/mes-informations/<token>, and the page's calls to /api/people-update/<token>).
const PATH_TOKEN = /^(\/mes-informations\/|\/api\/people-update\/)[^/?#]+/

/** The path with the token of an update link masked. */
const withoutPathTokens = (path: string) => path.replace(PATH_TOKEN, `$1${MASKED}`)

/** The request as Fastify's `req` log serializer reads it, with its URL's link tokens masked. */
const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: withoutLinkTokens(request.url),
  headers: request.headers,
  host: request.host,
  ip: request.ip,
  socket: request.socket,
})

/**
 * At most one log line per answered request, instead of Fastify's two ("incoming request" and
 * "request completed"): the same facts for half the logging, which was the largest cost of a
 * cached public GET after the socket write (bench/RESULTS.md). Errors still get their own line
 * from the error handler, with the same request id.
 */
export default globalPlugin('access-log', async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    // Pages, files and public reads that went well are the bulk of the traffic and say nothing
    // the reverse proxy's access log does not: 'debug'. Writes and errors: 'info'.
    const routine = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 400
    request.log[routine ? 'debug' : 'info'](
      {
        req: loggedRequest(request),
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    )
    done()
  })
})
