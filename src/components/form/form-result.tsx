import { useEffect, useRef } from 'react'
import { Alert } from '../ui/alert.ts'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'

type FormResultProps = {
  /** The mutation's status: only 'success' and 'error' show something. */
  status: 'idle' | 'pending' | 'success' | 'error'
  successTitle?: string
  successMessage: string
  errorMessage: string
}

/**
 * The outcome of a form's submission (spec §8 texts), placed right under the submit button
 * where the person is looking. The success sits in a live region that is always rendered, so
 * screen readers announce it when it appears; the error is an alert. Empty, it takes no room.
 */
export function FormResult({ status, successTitle, successMessage, errorMessage }: FormResultProps) {
  const ref = useRef<HTMLDivElement>(null)
  // On a phone the message may land below the fold: bring it into view.
  useEffect(() => {
    if (status === 'success' || status === 'error')
      ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [status])

  return (
    <div ref={ref}>
      <div role="status" aria-live="polite">
        {status === 'success' && (
          <Alert
            role="presentation"
            mt="md"
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
        <Alert role="alert" mt="md" variant="light" color="red" icon={<IconAlertTriangle aria-hidden="true" />}>
          {errorMessage}
        </Alert>
      )}
    </div>
  )
}
