// How an event's days read in French: « 14 décembre 2026 », « Du 12 au 14 décembre 2026 », and for
// a repeated one « Chaque semaine, le jeudi ». Without zod: the event cards use them on the first screen.
import { formatLongDate } from '#common/format-date.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const ORDINALS = ['1er', '2e', '3e', '4e']

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`)

/** « 14 décembre 2026 », or over several days « Du 12 au 14 décembre 2026 » (what both share said once). */
export function daysText(date: string, endDate: string | null | undefined): string {
  if (!endDate || endDate === date) return formatLongDate(date)
  const start = formatLongDate(date)
  const sameYear = date.slice(0, 4) === endDate.slice(0, 4)
  const shortStart =
    sameYear && date.slice(5, 7) === endDate.slice(5, 7)
      ? start.split(' ')[0]
      : sameYear
        ? start.slice(0, -' 2026'.length)
        : start
  return `Du ${shortStart} au ${formatLongDate(endDate)}`
}

/** « Chaque semaine, le jeudi », « Chaque mois, le 6 », « Chaque mois, le 1er dimanche »; '' when not repeated. */
export function repeatText(event: Pick<ChurchEvent, 'date' | 'recurrence'>): string {
  const { recurrence } = event
  if (!recurrence) return ''
  const day = utcDay(event.date)
  const weekday = WEEKDAYS[day.getUTCDay()]
  let text: string
  if (recurrence.frequency === 'weekly') text = `Chaque semaine, le ${weekday}`
  else if (recurrence.frequency === 'monthly') {
    const n = day.getUTCDate()
    text = `Chaque mois, le ${n === 1 ? '1er' : n}`
  } else {
    const nth = Math.ceil(day.getUTCDate() / 7)
    text = `Chaque mois, le ${ORDINALS[nth - 1] ?? 'dernier'} ${weekday}`
  }
  return recurrence.until ? `${text}, jusqu’au ${formatLongDate(recurrence.until)}` : text
}

/** The first day to show for an event on the site: its next occurrence, else its own date. */
export const shownDate = (event: Pick<ChurchEvent, 'date' | 'nextDate'>) => event.nextDate ?? event.date

/** The last day of the shown occurrence, for an event over several days. */
export function shownEndDate(event: Pick<ChurchEvent, 'date' | 'endDate' | 'nextDate'>): string | null {
  if (!event.endDate || event.endDate === event.date) return null
  const span = (utcDay(event.endDate).getTime() - utcDay(event.date).getTime()) / 86_400_000
  return new Date(utcDay(shownDate(event)).getTime() + span * 86_400_000).toISOString().slice(0, 10)
}

/** Where sign-ups stand, as the card says it; null when the event takes none. */
export function signupText(event: Pick<ChurchEvent, 'signup'>): { text: string; full: boolean; open: boolean } | null {
  const { signup } = event
  if (!signup) return null
  if (!signup.open) return { text: 'Inscriptions closes', full: false, open: false }
  if (signup.capacity === null) return { text: 'Inscription gratuite, places illimitées', full: false, open: true }
  const left = signup.capacity - signup.seatsTaken
  if (left <= 0 || signup.waiting > 0) return { text: 'Complet : liste d’attente ouverte', full: true, open: true }
  return { text: left === 1 ? 'Plus qu’une place' : `${left} places restantes`, full: false, open: true }
}
