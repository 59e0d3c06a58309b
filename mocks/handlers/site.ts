// The church's content document: GET /api/site answers the seed the server starts with
// (common/content/site-content-seed.ts); PUT /api/admin/site (signed in) checks it with the
// shared schema, answers 400 with the server's field errors, and keeps it in memory; PATCH replaces
// only the parts it is sent; the launch checklist is computed from it as the server does.
import { http, HttpResponse } from 'msw'
import { siteContentSeed } from '#common/content/site-content-seed.ts'
import { siteContentSchema } from '#common/schemas/site-content.ts'
import { siteContentPartsSchema } from '#common/schemas/site-content-parts.ts'
import { launchChecklist } from '#common/launch-checklist.ts'
import { ADMIN_API, guarded, parseBody } from '../respond.ts'
import { state } from '../state.ts'

let content = siteContentSeed()

export function resetSiteMockState() {
  content = siteContentSeed()
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
