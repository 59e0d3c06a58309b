// What other features may use of the events: the home page shows their section.
export { EventsSection } from './components/events-section.tsx'
// The dashboard says an event's days and repeats in the same words as the site.
export { daysText, repeatText } from './event-days.ts'
// The calendar page opens an event's details and sign-up form as the home page does.
export { useEventDialogs } from './components/event-dialogs.tsx'
export { calendarQueries, useEvents } from './api.ts'
export { EventCategoryBadge } from './components/event-category-badge.tsx'
