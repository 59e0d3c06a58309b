// A sermon's publication moment, written on the church's clock in the dashboard
// (`2026-12-06T09:00`, a datetime-local input) and stored as a UTC instant; and its address,
// made once from its date and title.
import { CHURCH_TIME_ZONE, churchTimeToUtc } from './church-time.ts'

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/

/** `2026-12-06T09:00` in Santiago → the UTC instant, ISO; undefined when unreadable. */
export function churchLocalToUtc(local: string): string | undefined {
  const match = LOCAL.exec(local)
  if (!match) return undefined
  return churchTimeToUtc(match[1] as string, Number(match[2]), Number(match[3])).toISOString()
}

let localFormat: Intl.DateTimeFormat | undefined

/** A UTC instant → `2026-12-06T09:00` on the church's clock (for the form). */
export function utcToChurchLocal(instant: string): string {
  localFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CHURCH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const parts = Object.fromEntries(localFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** "La grâce qui relève !" preached on 2026-11-29 → "2026-11-29-la-grace-qui-releve". */
export function sermonSlug(preachedOn: string, title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${preachedOn}-${words}`.slice(0, 90).replace(/-+$/, '')
}
