import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-error.ts'

/**
 * Puts the server's 400 `fieldErrors` on the form's fields (the first one gets the focus).
 * Only `fields` are touched: an error on a hidden value (type, honeypot) or on the body
 * itself ('_') has no field to show it, the form's general error alert covers it.
 * Returns how many fields got an error.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  if (!(error instanceof ApiError) || error.status !== 400) return 0
  let applied = 0
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0]
    if (!message) continue
    setError(field, { type: 'server', message }, { shouldFocus: applied === 0 })
    applied += 1
  }
  return applied
}
