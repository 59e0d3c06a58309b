import '@mantine/core/styles/Alert.css'
import { Alert } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'

type FormResultProps = {
  /** The mutation's status: only 'success' and 'error' show something. */
  status: 'idle' | 'pending' | 'success' | 'error'
  successTitle?: string
  successMessage: string
  errorMessage: string
}

/**
 * The outcome of a form's submission (spec §8 texts). The success sits in a live region that
 * is always rendered, so screen readers announce it when it appears; the error is an alert.
 */
export function FormResult({ status, successTitle, successMessage, errorMessage }: FormResultProps) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status === 'success' && (
          <Alert
            role="presentation"
            variant="light"
            color="green"
            title={successTitle}
            icon={<IconCircleCheck aria-hidden="true" />}
          >
            {successMessage}
          </Alert>
        )}
      </div>
      {status === 'error' && (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertTriangle aria-hidden="true" />}>
          {errorMessage}
        </Alert>
      )}
    </>
  )
}
