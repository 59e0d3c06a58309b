import { createFileRoute } from '@tanstack/react-router'
import { CalendarPage } from '../../features/calendar/components/calendar-page.tsx'

export const Route = createFileRoute('/_site/calendrier')({
  component: CalendarPage,
})
