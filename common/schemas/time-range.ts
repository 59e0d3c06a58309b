// The time of an event or a weekly service, as the church writes it: "19:00" or "09:00 - 12:00".
import { z } from 'zod'
import { LIMITS } from './common.ts'

// "9h30", "09:30", "19:00–21:00", "19h à 21h"… are accepted and written back as "09:30 - 21:00".
const TIME = String.raw`(\d{1,2})\s*(?::\s*(\d{2})|[hH]\s*(\d{2})?)`
const RANGE = new RegExp(String.raw`^${TIME}(?:\s*(?:-|–|—|à)\s*${TIME})?$`)

type Clock = [hours: number, minutes: number]
const valid = ([h, m]: Clock) => h < 24 && m < 60
const pad = ([h, m]: Clock) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`

/** The start and optional end of a time text, or undefined when it is not a time or a range. */
export function readTimeRange(text: string): { start: Clock; end?: Clock } | undefined {
  const match = RANGE.exec(text.trim())
  if (!match) return undefined
  const start: Clock = [Number(match[1]), Number(match[2] ?? match[3] ?? 0)]
  if (!valid(start)) return undefined
  if (match[4] === undefined) return { start }
  const end: Clock = [Number(match[4]), Number(match[5] ?? match[6] ?? 0)]
  return valid(end) ? { start, end } : undefined
}

const FORMAT_MESSAGE = 'Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00.'
const ORDER_MESSAGE = 'L’heure de fin doit venir après l’heure de début.'
const REQUIRED = 'Heure obligatoire.'

/** "19:00" or "09:00 - 12:00" (end after start), normalized to that spelling. */
export const timeRange = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(LIMITS.name, { error: `${LIMITS.name} caractères au maximum.` })
  .superRefine((value, context) => {
    const range = readTimeRange(value)
    if (!range) context.addIssue({ code: 'custom', message: FORMAT_MESSAGE, input: value })
    else if (range.end && range.end[0] * 60 + range.end[1] <= range.start[0] * 60 + range.start[1]) {
      context.addIssue({ code: 'custom', message: ORDER_MESSAGE, input: value })
    }
  })
  .overwrite((value) => {
    const range = readTimeRange(value)
    if (!range) return value
    return range.end ? `${pad(range.start)} - ${pad(range.end)}` : pad(range.start)
  })
