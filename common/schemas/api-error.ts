import { z } from 'zod'

/** The one error body every layer sends and reads: `{ message, fieldErrors? }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

/**
 * The fields an issue is about, as dotted paths: `email` in a flat form, `contacts.whatsapp.number` or
 * `leaders.0.email` in a nested document (react-hook-form names its fields the same way); each
 * unknown key of a strict object by its own path; '_' for the body itself.
 */
export function fieldNamesOf(path: readonly PropertyKey[], unknownKeys?: readonly string[]): string[] {
  const paths = unknownKeys?.length ? unknownKeys.map((key) => [...path, key]) : [path]
  return paths.map((segments) => (segments.length > 0 ? segments.map(String).join('.') : '_'))
}

/** Turns zod issues into `{ field: [messages] }`, each field named by fieldNamesOf. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : undefined
    for (const field of fieldNamesOf(issue.path, keys)) {
      fieldErrors[field] ??= []
      fieldErrors[field].push(issue.message)
    }
  }
  return fieldErrors
}
