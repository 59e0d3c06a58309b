import { Modal } from '#src/components/ui/modal.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { daysText, shownDate, shownEndDate, signupText } from '../event-days.ts'
import classes from './events-section.module.css'
import { SignupForm } from './signup-form.tsx'

type SignupModalProps = { event: ChurchEvent | null; opened: boolean; onClose: () => void }

/** Signing up for an event from its card: the event in one line, then the short form. */
export function SignupModal({ event, opened, onClose }: SignupModalProps) {
  const state = event ? signupText(event) : null
  return (
    <Modal
      opened={opened && event !== null}
      onClose={onClose}
      title={event ? `S’inscrire : ${event.title}` : undefined}
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      classNames={{ title: classes.modalTitle }}
    >
      {event ? (
        <div className={classes.signupBody}>
          <p className={classes.signupSummary}>
            {daysText(shownDate(event), shownEndDate(event))} · {event.time} · {event.location}
            {state ? (
              <>
                <br />
                <strong>{state.text}</strong>
              </>
            ) : null}
          </p>
          {/* A new form for each event: nothing typed for one is sent for another. */}
          <SignupForm key={event.id} eventId={event.id} title={event.title} onDone={onClose} />
        </div>
      ) : null}
    </Modal>
  )
}
