// "Today" and "this month" are the church's, not the server's: the host may run in UTC while
// Santiago is at UTC-4, so an event on the 14th stays listed until midnight in Santiago.
export const CHURCH_TIME_ZONE = 'America/Santo_Domingo'

// Made at their first use, not as the module loads: the dashboard's first screen imports this
// module for its constant, and each formatter with a time zone costs the browser tens of
// milliseconds to make (its time zone data), on a phone several times that.
let dateFormat: Intl.DateTimeFormat | undefined
let offsetFormat: Intl.DateTimeFormat | undefined
const dateFormatter = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CHURCH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }))
const offsetFormatter = () =>
  (offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: CHURCH_TIME_ZONE, timeZoneName: 'longOffset' }))

let lastDate = { minute: Number.NaN, date: '' }

/** The church's calendar date at `now`, as YYYY-MM-DD. */
export function churchDate(now: Date): string {
  // Asked on every GET /api/events and /api/members/stats; formatting costs microseconds, a
  // fifth of a cached answer. Time zone offsets are whole minutes: the minute decides the date.
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastDate.minute) lastDate = { minute, date: dateFormatter().format(now) }
  return lastDate.date
}

/** The church's UTC offset at `instant`, in minutes (Santiago: -240). */
export function churchOffsetMinutes(instant: Date): number {
  const name =
    offsetFormatter()
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** The UTC instant of a wall-clock time in Santiago (date YYYY-MM-DD, hours, minutes). */
export function churchTimeToUtc(date: string, hours: number, minutes: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const asUtc = Date.UTC(y, m - 1, d, hours, minutes)
  return new Date(asUtc - churchOffsetMinutes(new Date(asUtc)) * 60_000)
}

/** The first instant of the church's current month, as an ISO string comparable with created_at. */
export function startOfChurchMonth(now: Date): string {
  const monthStart = `${churchDate(now).slice(0, 7)}-01`
  return churchTimeToUtc(monthStart, 0, 0).toISOString()
}

/** The church's current month, as YYYY-MM. */
export function churchMonth(now: Date): string {
  return churchDate(now).slice(0, 7)
}
