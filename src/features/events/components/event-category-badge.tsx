import { isKnownEventCategory, type EventCategory } from '#common/schemas/event-categories.ts'
import classes from './event-category-badge.module.css'

const tones: Record<EventCategory, string> = {
  Conférence: 'blue',
  Formation: 'teal',
  Cérémonie: 'violet',
  Communautaire: 'orange',
}

/** The event's category on its own colour; an unknown category gets a neutral grey. */
export function EventCategoryBadge({ category }: { category: string }) {
  const tone = isKnownEventCategory(category) ? tones[category] : 'neutral'
  return (
    <span className={classes.badge} data-tone={tone}>
      {category}
    </span>
  )
}
