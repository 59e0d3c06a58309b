// The church's content document: GET /api/site answers the seed the server starts with
// (common/content/site-content-seed.ts); PUT /api/admin/site (signed in) checks it with the
// shared schema, answers 400 with the server's field errors, and keeps it in memory; PATCH replaces
// only the parts it is sent; POST/DELETE …/leaders/:id/photo stand for the portrait's upload (the
// type checked by the file's first bytes; no file is made: the mock's portrait has no image);
// the launch checklist is computed from it as the server does.
import { http, HttpResponse } from 'msw'
import { siteContentSeed } from '#common/content/site-content-seed.ts'
import { GALLERY_UPLOAD_MESSAGES, detectImageType } from '#common/schemas/gallery-categories.ts'
import { PORTRAIT_MESSAGES, siteContentSchema, type Portrait } from '#common/schemas/site-content.ts'
import { siteContentPartsSchema } from '#common/schemas/site-content-parts.ts'
import { launchChecklist } from '#common/launch-checklist.ts'
import { ADMIN_API, apiError, fieldRefused, guarded, invalidFields, parseBody } from '../respond.ts'
import { state } from '../state.ts'

let content = siteContentSeed()

export function resetSiteMockState() {
  content = siteContentSeed()
}

function withPortrait(id: string, photo: Portrait | null) {
  content = { ...content, leaders: content.leaders.map((leader) => (leader.id === id ? { ...leader, photo } : leader)) }
  return content
}

export const siteHandlers = [
  http.get('*/api/site', () => HttpResponse.json(content)),
  http.put(
    `${ADMIN_API}/site`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, siteContentSchema)
      if (error) return error
      content = data
      return HttpResponse.json(content)
    }),
  ),
  http.patch(
    `${ADMIN_API}/site`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, siteContentPartsSchema)
      if (error) return error
      content = { ...content, ...data }
      return HttpResponse.json(content)
    }),
  ),
  http.post(
    `${ADMIN_API}/site/leaders/:id/photo`,
    guarded(async ({ request, params }) => {
      if (!content.leaders.some((leader) => leader.id === params.id))
        return apiError(404, PORTRAIT_MESSAGES.unknownLeader)
      // A Blob, whichever realm made it (the browser's, jsdom's, Node's).
      const file = (await request.formData()).get('file') as Blob | string | null
      if (file === null || typeof file === 'string' || file.size === 0)
        return invalidFields({ file: [file ? GALLERY_UPLOAD_MESSAGES.empty : GALLERY_UPLOAD_MESSAGES.missing] })
      if (!detectImageType(new Uint8Array(await file.arrayBuffer())))
        return fieldRefused(415, 'file', GALLERY_UPLOAD_MESSAGES.wrongType)
      const stem = Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(16).padStart(2, '0')).join(
        '',
      )
      return HttpResponse.json(withPortrait(String(params.id), { stem, widths: [160, 320] }))
    }),
  ),
  http.delete(
    `${ADMIN_API}/site/leaders/:id/photo`,
    guarded(({ params }) => {
      if (!content.leaders.some((leader) => leader.id === params.id))
        return apiError(404, PORTRAIT_MESSAGES.unknownLeader)
      return HttpResponse.json(withPortrait(String(params.id), null))
    }),
  ),
  http.get(
    `${ADMIN_API}/launch-checklist`,
    guarded(() =>
      HttpResponse.json({
        items: launchChecklist({
          site: content,
          paypalEmail: state.donationSettings.paypalEmail,
          samplePhotos: state.photos.filter((photo) => photo.sample).length,
        }),
      }),
    ),
  ),
]
