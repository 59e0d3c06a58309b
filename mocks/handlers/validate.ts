import { HttpResponse } from 'msw'
import type { z } from 'zod'
import { toFieldErrors } from '#common/schemas/api-error.ts'

/** Validates a request body with the shared schema and answers like the real server on failure. */
export async function parseBody<T extends z.ZodType>(request: Request, schema: T) {
  const body: unknown = await request.json().catch(() => undefined)
  const result = schema.safeParse(body)
  if (result.success) return { data: result.data as z.infer<T>, error: null }
  return {
    data: null,
    error: HttpResponse.json(
      { message: 'Certains champs sont invalides.', fieldErrors: toFieldErrors(result.error.issues) },
      { status: 400 },
    ),
  }
}
