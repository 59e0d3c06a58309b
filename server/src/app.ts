import { randomUUID } from 'node:crypto'
import { constants as zlib } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifySwagger from '@fastify/swagger'
import Fastify, { LogController, type RouteOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import type { RenderDashboard, RenderPage } from '#common/pages.ts'
import { configureZod } from '#common/schemas/zod-locale.ts'
import type { LoginThrottleOptions } from './auth/login-throttle.ts'
import { OWASP_SCRYPT, type ScryptParams } from './auth/password.ts'
import type { Config } from './config.ts'
import { loggerOptions } from './logger.ts'
import newsletterPlugin from './mail/newsletter-worker.ts'
import mailPlugin from './mail/outbox-worker.ts'
import answerOnce from './plugins/answer-once.ts'
import accessLog from './plugins/access-log.ts'
import authPlugin from './plugins/auth.ts'
import backupStatusPlugin from './plugins/backup-status.ts'
import dbPlugin from './plugins/db.ts'
import errorHandler, { onFrameworkError } from './plugins/error-handler.ts'
import frontEnd from './plugins/front-end.ts'
import jsonBody from './plugins/json-body.ts'
import rateLimit from './plugins/rate-limit.ts'
import securityHeaders from './plugins/security-headers.ts'
import adminRoutes from './routes/admin/index.ts'
import contactRoutes from './routes/contact/index.ts'
import docsRoutes from './routes/docs/index.ts'
import donationRoutes from './routes/donation/index.ts'
import eventsRoutes from './routes/events/index.ts'
import galleryRoutes from './routes/gallery/index.ts'
import healthRoutes from './routes/health/index.ts'
import membersRoutes from './routes/members/index.ts'
import newsletterRoutes from './routes/newsletter/index.ts'
import peopleUpdateRoutes from './routes/people-update/index.ts'
import programmesRoutes from './routes/programmes/index.ts'
import servicesRoutes from './routes/services/index.ts'
import sermonsRoutes from './routes/sermons/index.ts'
import audioWorker from './sermons/audio-worker.ts'
import siteRoutes from './routes/site/index.ts'
import { named } from './lib/global-plugin.ts'

export interface AppOverrides {
  /** The clock (tests move it to check expiry and "upcoming"). */
  now?: () => Date
  /** Where log lines go (tests read them). */
  logStream?: DestinationStream
  /** Cheaper scrypt for tests; production keeps OWASP's parameters. */
  passwordParams?: ScryptParams
  /** Sign-in limits (tests make them smaller or larger). */
  loginThrottle?: LoginThrottleOptions
  /** Where the first set-up link is shown (stdout by default). */
  print?: (text: string) => void
  /** Sees every route as it is registered (tests list the admin routes to check each is guarded). */
  onRoute?: (route: RouteOptions) => void
  /** Draws the public pages instead of the build's SSR bundle (tests). */
  renderPage?: RenderPage
  /** Draws the dashboard's pages instead of the build's SSR bundle (tests). */
  renderDashboard?: RenderDashboard
}

declare module 'fastify' {
  interface FastifyInstance {
    now: () => Date
  }
}

export const BODY_LIMIT = 64 * 1024

export type App = Awaited<ReturnType<typeof buildApp>>

/** Plugins, then routes. Tests build it with a temporary DATA_DIR and use `inject`. */
export async function buildApp(config: Config, overrides: AppOverrides = {}) {
  configureZod()
  const app = Fastify({
    logger: loggerOptions(config, overrides.logStream),
    bodyLimit: BODY_LIMIT,
    // One reverse proxy: the client is the last address it appended to X-Forwarded-For. Trusting
    // every hop would let a client name its own address and slip past the login throttle and
    // the form rate limit.
    // (A function: Fastify refuses to honour a bare hop count.)
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    genReqId: () => randomUUID(),
    // One line per request instead of two: see plugins/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: onFrameworkError,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    // Loading the page renderer (the SSR bundle) and migrating a large database can take more than
    // Fastify's default 10 s on a small, busy machine; a server that gives up then never starts.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('now', overrides.now ?? (() => new Date()))
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute)
  // JSON only: without this, text/plain bodies would reach validation instead of getting a 415.
  app.removeContentTypeParser('text/plain')

  await app.register(accessLog)
  await app.register(errorHandler)
  await app.register(jsonBody)
  await app.register(securityHeaders, { warnOnPlainHttp: config.nodeEnv === 'production' && !config.trustProxy })
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs too much CPU for responses compressed on the fly.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  })
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Église Baptiste Francophone de Santiago — API',
        version: '1.0.0',
        description: 'API du site : contenus publics, formulaires et tableau de bord admin.',
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(dbPlugin, { dataDir: config.dataDir })
  await app.register(audioWorker, {
    dataDir: config.dataDir,
    ffmpegPath: config.ffmpegPath,
    autoStart: config.audioWorker !== false,
    ...(config.audioMaxBytes ? { maxBytes: config.audioMaxBytes } : {}),
  })
  await app.register(backupStatusPlugin, { dataDir: config.dataDir })
  await app.register(rateLimit, { burst: config.rateLimitPublicMax, perHour: config.rateLimitPublicPerHour })
  await app.register(answerOnce, { sameContentMs: config.formDedupMinutes * 60_000 })
  await app.register(authPlugin, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    publicUrl: config.publicUrl,
    ...(overrides.loginThrottle ? { throttle: overrides.loginThrottle } : {}),
    passwordParams: overrides.passwordParams ?? OWASP_SCRYPT,
    print: overrides.print ?? ((text) => process.stdout.write(text)),
  })
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    timer: config.mailWorker !== false,
  })
  await app.register(newsletterPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    ratePerMinute: config.newsletterRatePerMinute,
    timer: config.mailWorker !== false,
  })

  await app.register(named('healthRoutes', healthRoutes), { dataDir: config.dataDir })
  await app.register(named('servicesRoutes', servicesRoutes))
  await app.register(named('eventsRoutes', eventsRoutes))
  await app.register(named('membersRoutes', membersRoutes))
  await app.register(named('newsletterRoutes', newsletterRoutes))
  await app.register(named('contactRoutes', contactRoutes))
  await app.register(named('programmesRoutes', programmesRoutes))
  await app.register(named('galleryRoutes', galleryRoutes))
  await app.register(named('donationRoutes', donationRoutes))
  await app.register(named('siteRoutes', siteRoutes))
  await app.register(named('peopleUpdateRoutes', peopleUpdateRoutes))
  await app.register(named('sermonsRoutes', sermonsRoutes), { publicUrl: config.publicUrl })
  await app.register(named('adminRoutes', adminRoutes), { prefix: '/api/admin', nodeEnv: config.nodeEnv })
  await app.register(named('docsRoutes', docsRoutes))
  await app.register(frontEnd, {
    staticDir: config.staticDir,
    publicUrl: config.publicUrl,
    ...(overrides.renderPage ? { renderPage: overrides.renderPage } : {}),
    ...(overrides.renderDashboard ? { renderDashboard: overrides.renderDashboard } : {}),
  })

  return app
}
