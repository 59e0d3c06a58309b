import { Button } from '#src/components/ui/button.ts'
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { formatLongDate } from '#common/format-date.ts'
import { EventCategoryBadge } from './event-category-badge.tsx'
import classes from './events-section.module.css'

type EventCardProps = { event: ChurchEvent; onOpen: (event: ChurchEvent) => void }

export function EventCard({ event, onOpen }: EventCardProps) {
  const titleId = `event-${event.id}-title`
  return (
    <li className={classes.card}>
      <div className={classes.top}>
        <p className={classes.date}>
          <IconCalendarEvent size={18} aria-hidden="true" />
          <time dateTime={event.date}>{formatLongDate(event.date)}</time>
        </p>
        <EventCategoryBadge category={event.category} />
      </div>
      <h3 id={titleId} className={classes.title}>
        {event.title}
      </h3>
      <ul className={classes.meta}>
        <li>
          <IconClock size={16} aria-hidden="true" />
          <span className="visually-hidden">Heure : </span>
          {event.time}
        </li>
        <li>
          <IconMapPin size={16} aria-hidden="true" />
          <span className="visually-hidden">Lieu : </span>
          {event.location}
        </li>
      </ul>
      <p className={classes.excerpt}>{event.description}</p>
      <Button
        variant="light"
        className={classes.more}
        onClick={() => onOpen(event)}
        aria-describedby={titleId}
        aria-haspopup="dialog"
      >
        Plus d'informations
      </Button>
    </li>
  )
}
