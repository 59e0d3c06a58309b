// The calendar page's months: the weeks of a month (Monday first, as in France and the Dominican
// Republic), and what happens each day: the events' days the server worked out, and the weekly
// services on their weekday. Without zod: the page draws from it on its first screen.
import type { CalendarOccurrence } from '#common/schemas/calendar.ts'
import type { Service } from '#common/schemas/service.ts'
import { FRENCH_MONTHS, FRENCH_WEEKDAYS, frenchDayOfMonth } from '#common/format-date.ts'
import { foldForSearch } from '#common/search.ts'

export interface DayItem {
  kind: 'event' | 'service'
  /** The event's or the service's id. */
  id: number
  title: string
  time: string
  location: string
  category: string
  /** For a day of an event over several days: « jour 2 sur 3 »; empty otherwise. */
  part: string
}

const DAY_MS = 86_400_000
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`)
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The services' day names (common/schemas/service-style.ts) as JavaScript's getUTCDay numbers. */
const SERVICE_DAYS: Record<string, number> = {
  Dimanche: 0,
  Lundi: 1,
  Mardi: 2,
  Mercredi: 3,
  Jeudi: 4,
  Vendredi: 5,
  Samedi: 6,
}

/** YYYY-MM of `date`, and the months from `from` to `to` (YYYY-MM-DD), in order. */
export const monthOf = (date: string) => date.slice(0, 7)
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = []
  let [year, month] = monthOf(from).split('-').map(Number) as [number, number]
  for (let current = monthOf(from); current <= monthOf(to); ) {
    months.push(current)
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
    current = `${year}-${String(month).padStart(2, '0')}`
  }
  return months
}

/** The days of `month` (YYYY-MM) in weeks from Monday to Sunday; null before the 1st and after the last. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = utcDay(`${month}-01`)
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const cells: (string | null)[] = Array.from({ length: (first.getUTCDay() + 6) % 7 }, () => null)
  for (let day = 0; day < days; day += 1) cells.push(iso(first.getTime() + day * DAY_MS))
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

// By time, then by title without case or accents (« École » among the E), the same on the server
// and in any browser. No localeCompare with a locale: it builds a collator at each call, the first
// loading the locale's data, which on a slow phone was most of the calendar's start (every day sorted).
const byTime = (a: DayItem, b: DayItem) =>
  compare(a.time, b.time) || compare(foldForSearch(a.title), foldForSearch(b.title))

/** What happens on each day of `month`: the events' days, then the services of that weekday, by time. */
export function itemsByDay(
  month: string,
  occurrences: readonly CalendarOccurrence[],
  services: readonly Service[],
): Map<string, DayItem[]> {
  const items = new Map<string, DayItem[]>()
  const add = (date: string, item: DayItem) => {
    if (monthOf(date) !== month) return
    const list = items.get(date)
    if (list) list.push(item)
    else items.set(date, [item])
  }
  for (const occurrence of occurrences) {
    const start = utcDay(occurrence.date).getTime()
    const last = occurrence.endDate ? utcDay(occurrence.endDate).getTime() : start
    const days = Math.round((last - start) / DAY_MS) + 1
    for (let n = 0; n < days; n += 1)
      add(iso(start + n * DAY_MS), {
        kind: 'event',
        id: occurrence.eventId,
        title: occurrence.title,
        time: occurrence.time,
        location: occurrence.location,
        category: occurrence.category,
        part: days > 1 ? `jour ${n + 1} sur ${days}` : '',
      })
  }
  for (const week of monthWeeks(month))
    for (const date of week) {
      if (!date) continue
      const weekday = utcDay(date).getUTCDay()
      for (const service of services)
        if (SERVICE_DAYS[service.day] === weekday)
          add(date, {
            kind: 'service',
            id: service.id,
            title: service.name,
            time: service.time,
            location: '',
            category: 'Culte',
            part: '',
          })
    }
  for (const list of items.values()) list.sort(byTime)
  return items
}

/** « décembre 2026 ». */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return `${FRENCH_MONTHS[number - 1]} ${year}`
}

/** « jeudi 3 décembre » (« 1er » for the first of the month). */
export function dayLabel(date: string): string {
  const day = utcDay(date)
  return `${FRENCH_WEEKDAYS[day.getUTCDay()]} ${frenchDayOfMonth(day.getUTCDate())} ${FRENCH_MONTHS[day.getUTCMonth()]}`
}

/** A day's weekday and month names, for the grid's cells: « mardi », 1, « décembre ». */
export function dayParts(date: string): { weekday: string; day: number; month: string } {
  const day = utcDay(date)
  return {
    weekday: FRENCH_WEEKDAYS[day.getUTCDay()] ?? '',
    day: day.getUTCDate(),
    month: FRENCH_MONTHS[day.getUTCMonth()] ?? '',
  }
}
