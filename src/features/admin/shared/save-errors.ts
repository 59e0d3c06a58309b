import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { ApiError } from '#src/lib/api-client.ts'
import { applyFieldErrors } from '#src/lib/form-errors.ts'

const OFFLINE = 'Vérifiez la connexion Internet, puis réessayez.'

/**
 * A failed save in a dashboard form: the server's field errors go onto the fields, a French notification says what
 * happened, and the form keeps what was typed. An expired session (401) says nothing here: the
 * sign-in comes over the dashboard, then the admin saves again.
 */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  title: string,
) {
  if (error instanceof ApiError && error.status === 401) return
  const onFields = applyFieldErrors(error, setError, fields)
  const message =
    onFields > 0
      ? 'Corrigez les champs signalés, puis enregistrez à nouveau.'
      : error instanceof ApiError
        ? error.message
        : OFFLINE
  notifications.show({ color: 'red', title, message })
}

/** Same for an action without a form (a deletion). */
export function reportActionError(error: unknown, title: string) {
  if (error instanceof ApiError && error.status === 401) return
  notifications.show({ color: 'red', title, message: error instanceof ApiError ? error.message : OFFLINE })
}
