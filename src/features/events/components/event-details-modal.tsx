import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { IconCalendarPlus } from '@tabler/icons-react'
import { env } from '#src/config/env.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { daysText, repeatText, shownDate, shownEndDate, signupText } from '../event-days.ts'
import { EventCategoryBadge } from './event-category-badge.tsx'
import classes from './events-section.module.css'

/** This event alone, as a calendar file for the visitor's own agenda app. */
export const eventCalendarUrl = (id: number) => `${env.apiLinkBase}api/events/${id}.ics`

type EventDetailsModalProps = {
  event: ChurchEvent | null
  opened: boolean
  onClose: () => void
  /** Opens the sign-up form instead of this dialog. */
  onSignUp: (event: ChurchEvent) => void
}

export function EventDetailsModal({ event, opened, onClose, onSignUp }: EventDetailsModalProps) {
  const signup = event ? signupText(event) : null
  return (
    <Modal
      opened={opened && event !== null}
      onClose={onClose}
      title={event?.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      classNames={{ title: classes.modalTitle }}
    >
      {event ? (
        <div className={classes.details}>
          <EventCategoryBadge category={event.category} />
          <dl className={classes.facts}>
            <dt>{event.recurrence ? 'Prochaine date' : 'Date'}</dt>
            <dd>
              <time dateTime={shownDate(event)}>{daysText(shownDate(event), shownEndDate(event))}</time>
            </dd>
            {event.recurrence ? (
              <>
                <dt>Fréquence</dt>
                <dd>{repeatText(event)}</dd>
              </>
            ) : null}
            <dt>Heure</dt>
            <dd>{event.time}</dd>
            <dt>Lieu</dt>
            <dd>{event.location}</dd>
            {signup ? (
              <>
                <dt>Inscriptions</dt>
                <dd>{signup.text}</dd>
              </>
            ) : null}
          </dl>
          <p className={classes.fullDescription}>{event.description}</p>
          <div className={classes.detailActions}>
            {signup?.open ? (
              <Button size="md" onClick={() => onSignUp(event)} aria-haspopup="dialog">
                {signup.full ? 'Rejoindre la liste d’attente' : 'S’inscrire'}
              </Button>
            ) : null}
            <a href={eventCalendarUrl(event.id)} className={classes.calendar} download={`evenement-${event.id}.ics`}>
              <IconCalendarPlus size={18} aria-hidden="true" />
              Ajouter à mon agenda
            </a>
          </div>
        </div>
      ) : null}
    </Modal>
  )
}
