// What other features may use of the events: the home page shows their section.
export { EventsSection } from './components/events-section.tsx'
// The dashboard says an event's days and repeats in the same words as the site.
export { daysText, repeatText } from './event-days.ts'
