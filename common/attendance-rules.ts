// The attendance's date rules, shared by the server and the mocks so both answer alike.
// Days are the church's calendar days (YYYY-MM-DD), worked out in UTC to stay clear of DST.

const toDay = (date: Date) => date.toISOString().slice(0, 10)
const parse = (day: string) => new Date(`${day}T00:00:00.000Z`)

export function addDays(day: string, days: number): string {
  const date = parse(day)
  date.setUTCDate(date.getUTCDate() + days)
  return toDay(date)
}

/** The same day `months` months earlier (clamped to the month's end: 31 March − 1 month = 28/29 February). */
export function subtractMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 - months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, lastDay))
  return toDay(first)
}

/** The Monday of `day`'s week. */
export function weekOf(day: string): string {
  const weekday = parse(day).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

/**
 * Who is missed, at `today`, after `weeks` weeks: someone ticked present on at least two days in
 * the two months before the window, and on no day from the window's first day on. The window
 * starts `weeks` × 7 days before today: last seen exactly then is not yet missed.
 */
export function absenceWindow(today: string, weeks: number): { windowStart: string; priorStart: string } {
  const windowStart = addDays(today, -7 * weeks)
  return { windowStart, priorStart: subtractMonths(windowStart, 2) }
}
/** Days ticked before the window needed to be missed. */
export const ABSENT_MIN_DAYS_BEFORE = 2

/** Members ticked present in these last weeks count as active. */
export const ACTIVE_WEEKS = 8

/** The first day the trends cover: 12 months back from `today`, the day after. */
export const trendsFrom = (today: string) => addDays(subtractMonths(today, 12), 1)

/**
 * The headcounts of the 12 months to `today` added up per week (its Monday, every week shown,
 * empty ones at 0) and the first visits per month (AAAA-MM). Rows outside the months are ignored.
 */
export function headcountTrends(
  today: string,
  rows: Iterable<{ date: string; adults: number; children: number; firstTime: number }>,
) {
  const from = trendsFrom(today)
  const weeks = new Map<string, { week: string; adults: number; children: number }>()
  for (let week = weekOf(from); week <= today; week = addDays(week, 7))
    weeks.set(week, { week, adults: 0, children: 0 })
  const months = new Map<string, { month: string; firstTime: number }>()
  for (let month = from.slice(0, 7); month <= today.slice(0, 7); month = addDays(`${month}-28`, 7).slice(0, 7))
    months.set(month, { month, firstTime: 0 })
  for (const row of rows) {
    if (row.date < from || row.date > today) continue
    const week = weeks.get(weekOf(row.date))
    if (week) {
      week.adults += row.adults
      week.children += row.children
    }
    const month = months.get(row.date.slice(0, 7))
    if (month) month.firstTime += row.firstTime
  }
  return { weeks: [...weeks.values()], firstTimeByMonth: [...months.values()] }
}
