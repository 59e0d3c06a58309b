import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { galleryPhotoListSchema } from '#common/schemas/gallery-photo.ts'
import { MEDIA_URL_PREFIX } from '../../db/gallery-repository.ts'
import { PEOPLE_MEDIA_PREFIX } from '#common/media-paths.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { publicReads } from '../../lib/public-data.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { named } from '../../lib/global-plugin.ts'

/** The public gallery: its list, and the uploaded photos' files. */
const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = publicReads(app)
  const photos = cachedJson(app.db, () => reads.gallery(app.now()))
  app.get(
    '/api/gallery',
    {
      schema: {
        tags: ['public'],
        summary: 'Photos de la galerie : fichiers <base>-<largeur>.avif et .webp pour chaque largeur',
        response: { 200: galleryPhotoListSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, photos()),
  )

  // DATA_DIR/media/gallery at /media/gallery/. A file's name holds a random id never given to
  // another photo, so its content never changes: cached for a year without revalidation. The
  // temporary files being written (".name.tmp") are never served; a missing file is a bare 404,
  // not the site's "page not found".
  // The leaders' portraits (DATA_DIR/media/people) likewise, at /media/people/.
  for (const [root, prefix] of [
    [app.galleryMediaDir, MEDIA_URL_PREFIX],
    [app.peopleMediaDir, PEOPLE_MEDIA_PREFIX],
  ] as const) {
    await app.register(
      named(`media ${prefix}`, async (media) => {
        await media.register(fastifyStatic, {
          root,
          prefix: '/',
          decorateReply: false,
          index: false,
          dotfiles: 'ignore',
          cacheControl: true,
          maxAge: '365d',
          immutable: true,
        })
        media.setNotFoundHandler(sendNotFound)
      }),
      { prefix: prefix.replace(/\/$/, '') },
    )
  }
}
export default galleryRoutes
