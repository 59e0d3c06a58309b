// What other features may use of the events: the home page shows their section.
export { EventsSection } from './components/events-section.tsx'
