import type { DestinationStream } from 'pino'
import type { FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'

// Request bodies are never logged (Fastify does not, and no code here passes one to the logger);
// these paths hide credentials should a header or body ever end up in a log line.
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  '*.password',
]

export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
    ...(stream ? { stream } : {}),
  }
}
