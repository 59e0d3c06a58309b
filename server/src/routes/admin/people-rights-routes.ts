// A person's rights and the roll's import: importing the church's existing roll from a CSV file,
// the export of everything stored about one person, their erasure, and the single-use link they
// correct their own details with. The people's own routes (list, record, notes…) are in
// people-routes.ts.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { churchDate } from '#common/church-time.ts'
import {
  IMPORT_BODY_LIMIT,
  type ImportMapping,
  importQuerySchema,
  PEOPLE_RIGHTS_MESSAGES,
  parsePeopleCsv,
} from '#common/people-import.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  erasureSummary,
  exportFileName,
  exportSummary,
  importSummary,
  updateLinkSummary,
} from '#common/people-rights.ts'
import { importResultSchema, updateLinkSchema } from '#common/schemas/people.ts'
import { UPDATE_PAGE_PATH } from '#common/schemas/people-update.ts'
import { erasePerson, withSecureDelete } from '../../db/people-erasure.ts'
import { exportPerson } from '../../db/people-export.ts'
import { createPeopleImporter } from '../../db/people-import.ts'
import { createUpdateLinks } from '../../db/people-update-links.ts'
import { errorBody, RequestError, sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { operatorIdOf } from './operator.ts'
import { viewerOf } from './people-routes.ts'
import { ADMINISTRATOR_ONLY, FOLLOW_UP } from './roles.ts'

// The app's error handler, with the import's own size limit and content type in the messages.
function importErrorHandler(this: unknown, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorBody(error)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.info({ code: error.code, status }, 'request rejected')
  const message =
    status === 413 ? PEOPLE_RIGHTS_MESSAGES.tooLarge : status === 415 ? PEOPLE_RIGHTS_MESSAGES.notCsv : null
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(message ? { message } : body)
}

/** A JSON file to save: its name in Content-Disposition, its text as written. */
function sendAttachment(reply: FastifyReply, fileName: string, json: string) {
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(json)
}

const ROLLBACK = Symbol('rollback')

const peopleRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const importer = createPeopleImporter(app.db)
  const links = createUpdateLinks(app.db)

  // The file as its bytes: common/people-import.ts tells UTF-8 from Windows-1252 itself. Only in
  // this plugin: everywhere else the API takes JSON.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/people/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary:
          'Importe des personnes d’un fichier CSV (text/csv, UTF-8 ou Windows-1252, virgules ou points-virgules) : tout ou rien ; dryRun=1 montre ce qui serait créé, complété ou refusé sans rien enregistrer',
        consumes: ['text/csv'],
        querystring: importQuerySchema,
        response: { 200: importResultSchema, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
      errorHandler: importErrorHandler,
    },
    async (request) => {
      const body = request.body
      if (body !== undefined && !Buffer.isBuffer(body))
        throw new RequestError(415, PEOPLE_RIGHTS_MESSAGES.notCsv, 'ERR_NOT_CSV')
      const parsed = parsePeopleCsv(
        new Uint8Array(body ?? Buffer.alloc(0)),
        request.query.mapping as ImportMapping | undefined,
      )
      if (!parsed.ok) throw new RequestError(400, parsed.message, 'ERR_IMPORT_FILE', { file: [parsed.message] })
      const { lines, refused } = parsed
      const now = app.now()
      const dryRun = request.query.dryRun === '1'
      let counts = { created: 0, linked: 0 }
      if (dryRun || refused.length > 0) {
        // The very same work, undone: the preview's figures are the import's.
        try {
          app.db.transaction(() => {
            counts = importer.store(lines, now)
            throw ROLLBACK
          })()
        } catch (error) {
          if (error !== ROLLBACK) throw error
        }
      } else {
        counts = audited(
          request,
          (stored) => ({
            action: 'person.import',
            entity: 'person',
            summary: importSummary(stored),
          }),
          () => importer.store(lines, now),
        )
      }
      request.log.info({ dryRun, ...counts, refused: refused.length }, 'people import')
      return { ...counts, refused }
    },
  )

  app.get(
    '/people/:id/export',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary:
          'Tout ce qui est enregistré sur une personne, en un fichier JSON (pièce jointe) ; les notes confidentielles d’autrui seulement pour les administrateurs',
        params: idParamsSchema,
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const viewer = viewerOf(request)
      const data = audited(
        request,
        (found) =>
          found && {
            action: 'person.export',
            entity: 'person',
            entityId: id,
            summary: exportSummary(id),
          },
        () => exportPerson(app.db, id, viewer, app.now()),
      )
      if (!data) return sendNotFound(request, reply)
      return sendAttachment(reply, exportFileName(id, churchDate(app.now())), JSON.stringify(data, null, 2))
    },
  )

  app.delete(
    '/people/:id',
    {
      // Irreversible, and it reaches the gifts and the audit log: administrators only.
      config: { roles: ADMINISTRATOR_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          'Efface une personne à sa demande, et tout ce qui la concerne, en une transaction (administrateurs) ; les dons restent, sans donateur',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const counts = withSecureDelete(
        app.db,
        () =>
          audited(
            request,
            (erased) =>
              erased && { action: 'person.erase', entity: 'person', entityId: id, summary: erasureSummary(id, erased) },
            () => erasePerson(app.db, id),
          ),
        (error) => request.log.warn({ err: error }, 'database not rebuilt after an erasure'),
      )
      if (!counts) return sendNotFound(request, reply)
      request.log.info({ id }, 'person erased')
      return reply.code(204).send()
    },
  )

  app.post(
    '/people/:id/update-link',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary:
          'Un lien à usage unique, valable 7 jours, où la personne vérifie et corrige ses informations et ses consentements',
        params: idParamsSchema,
        response: { 201: updateLinkSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const person = app.db
        .prepare<[number], { merged_into: number | null }>('SELECT merged_into FROM people WHERE id = ?')
        .get(id)
      if (!person || person.merged_into !== null) return sendNotFound(request, reply)
      const link = audited(
        request,
        {
          action: 'person.update-link',
          entity: 'person',
          entityId: id,
          summary: updateLinkSummary(id),
        },
        () => links.create(id, operatorIdOf(request), app.now()),
      )
      return reply
        .code(201)
        .send({ url: `${app.adminAuth.publicUrl}${UPDATE_PAGE_PATH}/${link.token}`, expiresAt: link.expiresAt })
    },
  )
}
export default peopleRightsRoutes
