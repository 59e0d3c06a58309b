import { globalPlugin } from '../lib/global-plugin.ts'

/**
 * At most one log line per answered request, instead of Fastify's two ("incoming request" and
 * "request completed"): the same facts for half the logging, which was the largest cost of a
 * cached public GET after the socket write (bench/RESULTS.md). Errors still get their own line
 * from the error handler, with the same request id.
 */
export default globalPlugin(async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    // Pages, files and public reads that went well are the bulk of the traffic and say nothing
    // the reverse proxy's access log does not: 'debug'. Writes and errors: 'info'.
    const routine = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 400
    request.log[routine ? 'debug' : 'info'](
      {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    )
    done()
  })
})
