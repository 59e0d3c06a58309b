import { Button } from '#src/components/ui/button.ts'
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { daysText, repeatText, shownDate, shownEndDate, signupText } from '../event-days.ts'
import { EventCategoryBadge } from './event-category-badge.tsx'
import classes from './events-section.module.css'

type EventCardProps = {
  event: ChurchEvent
  onOpen: (event: ChurchEvent) => void
  /** Opens the sign-up form (events that take sign-ups, while they are open). */
  onSignUp: (event: ChurchEvent) => void
}

export function EventCard({ event, onOpen, onSignUp }: EventCardProps) {
  const titleId = `event-${event.id}-title`
  const date = shownDate(event)
  const repeat = repeatText(event)
  const signup = signupText(event)
  return (
    <li className={classes.card}>
      <div className={classes.top}>
        <p className={classes.date}>
          <IconCalendarEvent size={18} aria-hidden="true" />
          <time dateTime={date}>{daysText(date, shownEndDate(event))}</time>
        </p>
        <EventCategoryBadge category={event.category} />
      </div>
      <h3 id={titleId} className={classes.title}>
        {event.title}
      </h3>
      {repeat ? <p className={classes.repeat}>{repeat}</p> : null}
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
      {signup ? (
        <p className={classes.signupState} data-full={signup.full || undefined} data-closed={!signup.open || undefined}>
          {signup.text}
        </p>
      ) : null}
      <div className={classes.actions}>
        {signup?.open ? (
          <Button
            className={classes.signup}
            onClick={() => onSignUp(event)}
            aria-describedby={titleId}
            aria-haspopup="dialog"
          >
            {signup.full ? 'Rejoindre la liste d’attente' : 'S’inscrire'}
          </Button>
        ) : null}
        <Button variant="light" onClick={() => onOpen(event)} aria-describedby={titleId} aria-haspopup="dialog">
          Plus d'informations
        </Button>
      </div>
    </li>
  )
}
