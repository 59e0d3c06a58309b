import { Modal } from '#src/components/ui/modal.ts'
import { IconCalendarPlus } from '@tabler/icons-react'
import { env } from '#src/config/env.ts'
import { formatLongDate } from '#common/format-date.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { EventCategoryBadge } from './event-category-badge.tsx'
import classes from './events-section.module.css'

/** The church's calendar feed (every upcoming event), for the visitor's own agenda app. */
const calendarUrl = new URL('api/events.ics', env.apiBase).toString()

type EventDetailsModalProps = { event: ChurchEvent | null; opened: boolean; onClose: () => void }

export function EventDetailsModal({ event, opened, onClose }: EventDetailsModalProps) {
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
            <dt>Date</dt>
            <dd>
              <time dateTime={event.date}>{formatLongDate(event.date)}</time>
            </dd>
            <dt>Heure</dt>
            <dd>{event.time}</dd>
            <dt>Lieu</dt>
            <dd>{event.location}</dd>
          </dl>
          <p className={classes.fullDescription}>{event.description}</p>
          <a href={calendarUrl} className={classes.calendar}>
            <IconCalendarPlus size={18} aria-hidden="true" />
            Ajouter à mon agenda
          </a>
        </div>
      ) : null}
    </Modal>
  )
}
