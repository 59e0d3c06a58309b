import { createHash } from 'node:crypto'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { liveStatusSchema, sermonListSchema, sermonSchema } from '#common/schemas/sermon.ts'
import { PODCAST_PATH, SERMON_AUDIO_FORMAT, SERMON_MEDIA_PREFIX } from '#common/sermon-audio.ts'
import { cachedJson, ifNoneMatchHits, sendJson } from '../../lib/cached-json.ts'
import { publicReads } from '../../lib/public-data.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { sermonReads, timedStamp, toSermon } from '../../sermons/public-sermons.ts'
import { named } from '../../lib/global-plugin.ts'

const slugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, { error: 'Adresse de prédication invalide.' }),
})

/** The sermons' public reads, their recordings' files, the podcast feed and the live link. */
const sermonsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const reads = sermonReads(app)
  const site = publicReads(app).site
  const stamp = timedStamp(app)
  // Redone after a write, or once a publication time has passed / a service has started or ended.
  const list = cachedJson(app.db, () => reads.list(app.now()))
  const live = cachedJson(app.db, () => reads.live(app.now()))

  app.get(
    '/api/sermons',
    {
      schema: {
        tags: ['public'],
        summary: 'Les prédications publiées, de la plus récente à la plus ancienne',
        response: { 200: sermonListSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, list(stamp(app.now()))),
  )

  app.get(
    '/api/sermons/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'Une prédication publiée, avec ses notes',
        params: slugParamsSchema,
        response: { 200: sermonSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sermon = reads.detail(app.now(), request.params.slug)
      if (!sermon) return sendNotFound(request, reply)
      reply.header('cache-control', 'no-cache')
      return sermon
    },
  )

  app.get(
    '/api/live',
    {
      schema: {
        tags: ['public'],
        summary: 'Le lien du culte en direct, et si un culte a lieu maintenant (heure de Santiago)',
        response: { 200: liveStatusSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, live(stamp(app.now()))),
  )

  // The feed, drawn again only when what it lists changes (a write, or a publication time passed).
  let feed: { key: string; xml: string; etag: string } | undefined
  const written = app.db.prepare<[], number>('SELECT total_changes()').pluck()
  app.get(PODCAST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const now = app.now()
    const key = `${written.get()}.${stamp(now)}`
    if (feed?.key !== key) {
      const { identity, contacts } = site(now)
      const sermons = app.sermonsRepository.published(now.toISOString()).map(toSermon)
      // Its XML library loads with the first request for the feed, not at every start.
      const { podcastFeed } = await import('../../sermons/podcast-feed.ts')
      const xml = podcastFeed({ churchName: identity.name, ownerEmail: contacts.emails.main, publicUrl }, sermons, now)
      feed = { key, xml, etag: `"${createHash('sha1').update(xml).digest('base64url')}"` }
    }
    reply.header('etag', feed.etag).header('cache-control', 'no-cache')
    if (ifNoneMatchHits(request.headers['if-none-match'], feed.etag)) return reply.code(304).send()
    return reply.type('application/rss+xml; charset=utf-8').send(feed.xml)
  })

  // DATA_DIR/media/predications at /media/predications/: each file's name is new, so its content
  // never changes: cached for a year. Ranges (206) let a player seek and a download resume.
  await app.register(
    named('sermon media', async (media) => {
      await media.register(fastifyStatic, {
        root: app.sermonMediaDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        dotfiles: 'ignore',
        acceptRanges: true,
        cacheControl: true,
        maxAge: '365d',
        immutable: true,
        setHeaders(reply) {
          reply.header('content-type', SERMON_AUDIO_FORMAT.mimeType)
        },
      })
      media.setNotFoundHandler(sendNotFound)
    }),
    { prefix: SERMON_MEDIA_PREFIX.replace(/\/$/, '') },
  )
}
export default sermonsRoutes
