// The church's content document: GET /api/site answers the seed the server starts with
// (common/seed/site-content.ts); PUT /api/admin/site (signed in) checks it with the
// shared schema, answers 400 with the server's field errors, and keeps it in memory; PATCH replaces
// only the parts it is sent; POST/DELETE …/leaders/:id/photo stand for the portrait's upload (the
// type checked by the file's first bytes; no file is made: the mock's portrait has no image);
// the launch checklist is computed from it as the server does.
import { http, HttpResponse } from 'msw'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { GALLERY_UPLOAD_MESSAGES, detectImageType } from '#common/schemas/gallery-categories.ts'
import {
  PORTRAIT_MESSAGES,
  PORTRAIT_WIDTHS,
  SITE_CONTENT_PARTS,
  siteContentSchema,
  type Portrait,
  type SiteContent,
} from '#common/schemas/site-content.ts'
import { siteContentPartsSchema } from '#common/schemas/site-content-parts.ts'
import { launchChecklist } from '#common/launch-checklist.ts'
import { audit } from '../audit.ts'
import { imageSize, widthsFor } from '../images.ts'
import { randomHex } from '../random.ts'
import { ADMIN_API, apiError, fieldRefused, guarded, invalidFields, parseBody } from '../respond.ts'
import { state } from '../state.ts'

let content = siteContentSeed()

export function resetSiteMockState() {
  content = siteContentSeed()
}

/** The content document as it stands (the staff alerts go to its main address). */
export const siteContent = () => content

function withPortrait(id: string, photo: Portrait | null) {
  content = { ...content, leaders: content.leaders.map((leader) => (leader.id === id ? { ...leader, photo } : leader)) }
  return content
}

/** « identité, contacts »: the parts of the document a save changed, as the server's audit line lists them. */
function changedParts(before: SiteContent, after: SiteContent): string {
  const parts = (Object.keys(SITE_CONTENT_PARTS) as (keyof SiteContent)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  return parts.length > 0 ? parts.map((key) => SITE_CONTENT_PARTS[key]).join(', ') : 'aucun changement'
}

/** Keeps `after` as the document, with the server's audit line. */
function saved(after: SiteContent) {
  audit('site.update', 'site', null, `Contenu du site modifié : ${changedParts(content, after)}`)
  content = after
  return content
}

export const siteHandlers = [
  http.get('*/api/site', () => HttpResponse.json(content)),
  http.put(
    `${ADMIN_API}/site`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, siteContentSchema)
      if (error) return error
      return HttpResponse.json(saved(data))
    }),
  ),
  http.patch(
    `${ADMIN_API}/site`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, siteContentPartsSchema)
      if (error) return error
      return HttpResponse.json(saved({ ...content, ...data }))
    }),
  ),
  http.post(
    `${ADMIN_API}/site/leaders/:id/photo`,
    guarded(async ({ request, params }) => {
      const leader = content.leaders.find((candidate) => candidate.id === params.id)
      if (!leader) return apiError(404, PORTRAIT_MESSAGES.unknownLeader)
      // A Blob, whichever realm made it (the browser's, jsdom's, Node's).
      const file = (await request.formData()).get('file') as Blob | string | null
      if (file === null || typeof file === 'string' || file.size === 0)
        return invalidFields({ file: [file ? GALLERY_UPLOAD_MESSAGES.empty : GALLERY_UPLOAD_MESSAGES.missing] })
      const type = detectImageType(new Uint8Array(await file.arrayBuffer()))
      if (!type) return fieldRefused(415, 'file', GALLERY_UPLOAD_MESSAGES.wrongType)
      // Cropped square, as the server crops a portrait: its widths are those its side covers.
      const { width, height } = await imageSize(file, type)
      const portrait = { stem: randomHex(9), widths: widthsFor(Math.min(width, height), PORTRAIT_WIDTHS) }
      audit('site.update', 'site', null, `Photo de « ${leader.name} » ${leader.photo ? 'remplacée' : 'ajoutée'}`)
      return HttpResponse.json(withPortrait(leader.id, portrait))
    }),
  ),
  http.delete(
    `${ADMIN_API}/site/leaders/:id/photo`,
    guarded(({ params }) => {
      const leader = content.leaders.find((candidate) => candidate.id === params.id)
      if (!leader) return apiError(404, PORTRAIT_MESSAGES.unknownLeader)
      // Nothing to remove: the document as it is, and no audit line.
      if (!leader.photo) return HttpResponse.json(content)
      audit('site.update', 'site', null, `Photo de « ${leader.name} » retirée`)
      return HttpResponse.json(withPortrait(leader.id, null))
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
          services: state.services,
          events: state.events,
        }),
      }),
    ),
  ),
]
