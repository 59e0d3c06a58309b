// How a dashboard change that failed is reported: one path for forms, actions and status changes.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { ApiError } from '#src/lib/api-error.ts'
import { applyFieldErrors } from '#src/lib/form-errors.ts'
import { CHECK_CONNECTION, FIX_FIELDS, UNEXPECTED_ERROR } from '#src/lib/messages.ts'

/** An expired session (401) says nothing: the sign-in comes over the dashboard, then the admin tries again. */
const isExpired = (error: unknown) => error instanceof ApiError && error.status === 401

/** The server's French reason, or, when no answer came, what to check. */
export const failureMessage = (error: unknown) => (error instanceof ApiError ? error.message : CHECK_CONNECTION)

/**
 * A failed save in a dashboard form: the server's field errors go onto the fields, a French
 * notification says what happened, and the form keeps what was typed.
 */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  title: string,
) {
  if (isExpired(error)) return
  const onFields = applyFieldErrors(error, setError, fields)
  notifications.show({ color: 'red', title, message: onFields > 0 ? FIX_FIELDS : failureMessage(error) })
}

/** Same for an action without a form (a deletion, a move). */
export function reportActionError(error: unknown, title: string) {
  if (isExpired(error)) return
  notifications.show({ color: 'red', title, message: failureMessage(error) })
}

/** A refused follow-up change (a status, a merge): the server's message, or a general one. */
export const reportChangeError = (title: string) => (error: Error) =>
  notifications.show({ color: 'red', title, message: error.message || UNEXPECTED_ERROR })
