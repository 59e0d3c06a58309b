// The church's content document: GET /api/site answers the seed the server starts with
// (common/content/site-content-seed.ts); PUT /api/admin/site (signed in) checks it with the
// shared schema, answers 400 with the server's field errors, and keeps it in memory.
import { http, HttpResponse } from 'msw'
import { siteContentSeed } from '#common/content/site-content-seed.ts'
import { siteContentSchema } from '#common/schemas/site-content.ts'
import { mockAdminSession } from './admin.ts'
import { parseBody } from './validate.ts'

let content = siteContentSeed()

export function resetSiteMockState() {
  content = siteContentSeed()
}

export const siteHandlers = [
  http.get('*/api/site', () => HttpResponse.json(content)),
  http.put('*/api/admin/site', async ({ request }) => {
    if (!mockAdminSession.signedIn) {
      return HttpResponse.json({ message: 'Authentification requise.' }, { status: 401 })
    }
    const { data, error } = await parseBody(request, siteContentSchema)
    if (error) return error
    content = data
    return HttpResponse.json(content)
  }),
]
