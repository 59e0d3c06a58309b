import { useEffect, useRef } from 'react'
import { Alert } from '../ui/alert.ts'
import { IconAlertTriangle, IconCircleCheck, IconWifiOff } from '@tabler/icons-react'
import type { ShownStatus } from './use-shown-status.ts'

type FormResultProps = {
  /** What to show (useShownStatus): 'idle' and 'pending' show nothing. */
  status: ShownStatus
  successTitle?: string
  successMessage: string
  errorMessage: string
  /** Kept on the phone until the network returns (common/kept-offline-messages.ts). */
  keptMessage: string
}

/**
 * The outcome of a form's submission, placed right under the submit button
 * where the person is looking. The success, and the notice that the submission is kept on the
 * phone until the network returns, sit in a live region that is always rendered, so screen
 * readers announce them when they appear; the error is an alert. Empty, it takes no room.
 */
export function FormResult({ status, successTitle, successMessage, errorMessage, keptMessage }: FormResultProps) {
  const ref = useRef<HTMLDivElement>(null)
  // On a phone the message may land below the fold: bring it into view.
  useEffect(() => {
    if (status === 'success' || status === 'error' || status === 'kept')
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
        {status === 'kept' && (
          <Alert role="presentation" mt="md" variant="light" color="blue" icon={<IconWifiOff aria-hidden="true" />}>
            {keptMessage}
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
