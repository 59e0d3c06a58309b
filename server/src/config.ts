// The only module that reads process.env: every setting is parsed and checked once, at start-up,
// and a bad value stops the server with a message that names each bad key.
import { chmodSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** DATA_DIR and the folders under it: readable by the server's user only. */
export const PRIVATE_DIR_MODE = 0o700

/**
 * chmod, except on a folder the server's user does not own (EPERM): an administrator who set up
 * DATA_DIR that way chose its rights, and the server must still start.
 */
export function narrowMode(file: string, mode: number) {
  try {
    chmodSync(file, mode)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error
  }
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export interface Config {
  port: number
  host: string
  /** Absolute path; created if missing. */
  dataDir: string
  /** With ADMIN_PASSWORD, the first administrator's e-mail (only while no account exists). */
  adminEmail: string | undefined
  adminPassword: string | undefined
  nodeEnv: 'development' | 'production' | 'test'
  trustProxy: boolean
  logLevel: (typeof LOG_LEVELS)[number]
  /** Absolute path of the built front end (may not exist yet). */
  staticDir: string
  /**
   * Submissions of the public forms one client address may send at once, all forms together: the
   * size of its token bucket (plugins/rate-limit.ts).
   */
  rateLimitPublicMax: number
  /** How many of those submissions come back per hour once spent (the bucket's refill). */
  rateLimitPublicPerHour: number
  /** Minutes during which a submission equal to one already answered gets that answer again (0: off). */
  formDedupMinutes: number
  /** smtp:// or smtps:// URL of the mail relay; without it staff alerts wait in the outbox. */
  smtpUrl: string | undefined
  /** Sender of the staff alerts, e.g. `Site de l'église <no-reply@example.org>`. */
  mailFrom: string
  /** Letters sent per minute at most (the relay's and the provider's sending limits). */
  newsletterRatePerMinute: number
  /** Where `npm run backup` copies its folder off the machine: rsync's or rclone's destination. */
  backupRemote: BackupRemote | undefined
  /** Shell command `npm run upgrade` and `npm run rollback` end with, e.g. `sudo systemctl restart eglise`. */
  restartCommand: string | undefined
  /** Shell command `npm run rollback` stops the server with before it restores the database. */
  stopCommand: string | undefined
  /**
   * The site's public address, without a trailing slash (`https://eglise.example.org`): the
   * pages' canonical links, Open Graph tags and JSON-LD, and the sitemap name their URLs with it.
   */
  publicUrl: string
  /**
   * Not from the environment: tests set it to false to drive `processOutboxOnce()` themselves
   * instead of the timer. Absent means on (the timer still needs SMTP_URL).
   */
  mailWorker?: boolean
  /** FFmpeg for the sermons' recordings; unset: `ffmpeg` on the PATH, else the npm package's. */
  ffmpegPath: string | undefined
  /**
   * Not from the environment: tests set it to false to drive `processAudioJobsOnce()` themselves
   * instead of the conversions starting on their own. Absent means on.
   */
  audioWorker?: boolean
  /** Not from the environment: tests lower the largest recording accepted (300 Mo). */
  audioMaxBytes?: number
}

export interface BackupRemote {
  tool: 'rsync' | 'rclone'
  /** `user@host:/path/` for rsync (over ssh), `remote:path` for rclone. */
  target: string
}

export class ConfigError extends Error {
  constructor(public readonly problems: Record<string, string>) {
    const lines = Object.entries(problems).map(([key, problem]) => `  - ${key}: ${problem}`)
    super(`Invalid configuration (environment variables):\n${lines.join('\n')}`)
    this.name = 'ConfigError'
  }
}

// Empty strings count as unset, so `PORT=` in an env file means "use the default".
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional())

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const wholeNumber = (min: number) =>
  z.coerce
    .number({ error: 'expected a number' })
    .int({ error: 'expected a whole number' })
    .min(min, { error: `expected at least ${min}` })

export const DEFAULT_MAIL_FROM = "Site de l'église <no-reply@example.org>"

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'expected a port number' })
      .int({ error: 'expected a whole port number' })
      .min(1, { error: 'expected a port between 1 and 65535' })
      .max(65535, { error: 'expected a port between 1 and 65535' }),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  ADMIN_EMAIL: optional(z.email({ error: 'expected an e-mail address' })),
  ADMIN_PASSWORD: optional(
    z
      .string()
      .min(12, { error: 'must be at least 12 characters long' })
      .max(128, { error: 'must be at most 128 characters long' }),
  ),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: 'expected development, production or test' }),
  ),
  TRUST_PROXY: optional(booleanText),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })),
  STATIC_DIR: optional(z.string()),
  RATE_LIMIT_PUBLIC_MAX: optional(wholeNumber(1)),
  RATE_LIMIT_PUBLIC_PER_HOUR: optional(wholeNumber(1)),
  FORM_DEDUP_MINUTES: optional(wholeNumber(0)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })),
  // A bare address or `Name <address>`; nodemailer parses it, we only catch obvious typos.
  MAIL_FROM: optional(z.string().regex(/[^\s@<>]+@[^\s@<>]+/, { error: 'expected an e-mail address' })),
  NEWSLETTER_RATE_PER_MINUTE: optional(wholeNumber(1)),
  PUBLIC_URL: optional(
    z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).pipe(
      z.string().refine(
        (value) => {
          const url = new URL(value)
          return url.search === '' && url.hash === '' && url.username === '' && url.password === ''
        },
        { error: 'expected an address without query, fragment or credentials' },
      ),
    ),
  ),
  // The tool is named: rsync's `host:path` and rclone's `remote:path` cannot be told apart.
  BACKUP_REMOTE: optional(
    z
      .string()
      .regex(/^(rsync|rclone):\S+$/, { error: 'expected rsync:user@host:/path/ or rclone:remote:path' })
      .transform((value): BackupRemote => {
        const colon = value.indexOf(':')
        return { tool: value.slice(0, colon) as BackupRemote['tool'], target: value.slice(colon + 1) }
      }),
  ),
  RESTART_COMMAND: optional(z.string()),
  STOP_COMMAND: optional(z.string()),
  FFMPEG_PATH: optional(z.string()),
})

/** PUBLIC_URL when unset: the address the server listens on (here with the default PORT). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000'

/** PUBLIC_URL's default: the address the server listens on (a wildcard or loopback one as localhost). */
export function listenUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}${port === 80 ? '' : `:${port}`}`
}

/** Parses the environment (process.env by default) and creates DATA_DIR. Throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'environment')
      problems[key] ??= issue.message
    }
    throw new ConfigError(problems)
  }
  const values = parsed.data
  const nodeEnv = values.NODE_ENV ?? 'development'
  const dataDir = path.resolve(cwd, values.DATA_DIR ?? './data')
  try {
    // The server's user only: the database, the photos and the backups live under it.
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
    narrowMode(dataDir, PRIVATE_DIR_MODE)
  } catch (error) {
    throw new ConfigError({ DATA_DIR: `cannot create ${dataDir} (${(error as Error).message})` })
  }
  const port = values.PORT ?? 3000
  const host = values.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1')
  return {
    port,
    host,
    dataDir,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    nodeEnv,
    trustProxy: values.TRUST_PROXY ?? false,
    logLevel: values.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    staticDir: path.resolve(cwd, values.STATIC_DIR ?? 'dist/client'),
    rateLimitPublicMax: values.RATE_LIMIT_PUBLIC_MAX ?? 200,
    rateLimitPublicPerHour: values.RATE_LIMIT_PUBLIC_PER_HOUR ?? 180,
    formDedupMinutes: values.FORM_DEDUP_MINUTES ?? 10,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    newsletterRatePerMinute: values.NEWSLETTER_RATE_PER_MINUTE ?? 60,
    publicUrl: (values.PUBLIC_URL ?? listenUrl(host, port)).replace(/\/+$/, ''),
    backupRemote: values.BACKUP_REMOTE,
    restartCommand: values.RESTART_COMMAND,
    stopCommand: values.STOP_COMMAND,
    ffmpegPath: values.FFMPEG_PATH,
  }
}
