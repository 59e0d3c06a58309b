import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { ApiError } from '../../../../lib/api-client.ts'
import { applyFieldErrors } from '../../../../lib/form-errors.ts'

/**
 * A failed save in a dashboard form: the server's field errors go onto the fields, and a French
 * notification says what happened; the form stays open with what was typed. An expired session
 * (401) says nothing here: the sign-in comes over the dashboard, then the admin saves again.
 */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T> },
  fields: readonly Path<T>[],
  title: string,
) {
  if (error instanceof ApiError && error.status === 401) return
  const onFields = applyFieldErrors(error, form.setError, fields)
  const message =
    onFields > 0
      ? 'Corrigez les champs signalés, puis enregistrez à nouveau.'
      : error instanceof ApiError
        ? error.message
        : 'Vérifiez la connexion Internet, puis réessayez.'
  notifications.show({ color: 'red', title, message })
}

/** Same for a deletion or a move (no form). */
export function reportActionError(error: unknown, title: string) {
  if (error instanceof ApiError && error.status === 401) return
  notifications.show({
    color: 'red',
    title,
    message: error instanceof ApiError ? error.message : 'Vérifiez la connexion Internet, puis réessayez.',
  })
}
