// « Culte en direct »: when the church has set a live-stream link, the home page shows it while a
// service is on, by the services' own timetable (day and hours) in Santiago's time, whatever the
// visitor's or the server's time zone. Worked out by the server (GET /api/live, the home page
// drawn with it) and by the mocked backend.
import { churchOffsetMinutes } from './church-time.ts'
import type { WeekDay } from './schemas/service-style.ts'

/** The link is shown from a little before the start, for those who connect early… */
export const LIVE_LEAD_MINUTES = 15
/** …until a little after the end (a sermon runs over); a service without an end time lasts this. */
export const LIVE_TAIL_MINUTES = 15
export const LIVE_DEFAULT_LENGTH_MINUTES = 120

const WEEK_DAY_INDEX: Record<WeekDay, number> = {
  Dimanche: 0,
  Lundi: 1,
  Mardi: 2,
  Mercredi: 3,
  Jeudi: 4,
  Vendredi: 5,
  Samedi: 6,
}
const MINUTES_IN_WEEK = 7 * 24 * 60

/** What a service needs for it: its day of the week (French) and its time ("10:00 - 12:00"). */
export interface ServiceHours {
  day: string
  time: string
}

// The stored form ("10:00" or "10:00 - 12:00", as the services' schema writes it back), read
// without zod's module (schemas/time-range.ts) so that the home page does not load it.
const STORED_TIME = /^(\d{1,2}):(\d{2})(?:\s*-\s*(\d{1,2}):(\d{2}))?$/

function readStoredTime(time: string): { start: number; end?: number } | undefined {
  const match = STORED_TIME.exec(time.trim())
  if (!match) return undefined
  const start = Number(match[1]) * 60 + Number(match[2])
  return match[3] === undefined ? { start } : { start, end: Number(match[3]) * 60 + Number(match[4]) }
}

/** Minutes since Sunday 00:00 in Santiago at `now`. */
function churchWeekMinute(now: Date): number {
  const local = new Date(now.getTime() + churchOffsetMinutes(now) * 60_000)
  return local.getUTCDay() * 24 * 60 + local.getUTCHours() * 60 + local.getUTCMinutes()
}

/** The service's window in minutes of the church's week: [start − lead, end + tail). */
function windowOf(service: ServiceHours): [number, number] | undefined {
  const day = WEEK_DAY_INDEX[service.day as WeekDay]
  const range = readStoredTime(service.time)
  if (day === undefined || !range) return undefined
  const start = day * 24 * 60 + range.start
  const end =
    range.end !== undefined && range.end > range.start ? day * 24 * 60 + range.end : start + LIVE_DEFAULT_LENGTH_MINUTES
  return [start - LIVE_LEAD_MINUTES, end + LIVE_TAIL_MINUTES]
}

/** Is one of the services on at `now` (Santiago's time), give or take the lead and the tail? */
export function isServiceOn(services: readonly ServiceHours[], now: Date): boolean {
  const minute = churchWeekMinute(now)
  return services.some((service) => {
    const window = windowOf(service)
    if (!window) return false
    const [from, to] = window
    // A window may run over Saturday midnight into the next week, or start before Sunday 00:00.
    return [minute, minute + MINUTES_IN_WEEK, minute - MINUTES_IN_WEEK].some((m) => m >= from && m < to)
  })
}

/** The platform named on the link, for its accessible text. */
export function livePlatform(url: string): string {
  let host = ''
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return 'en ligne'
  }
  if (/(^|\.)(youtube\.com|youtu\.be)$/.test(host)) return 'YouTube'
  if (/(^|\.)(facebook\.com|fb\.watch|fb\.com)$/.test(host)) return 'Facebook'
  return 'en ligne'
}
