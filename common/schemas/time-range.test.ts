import { describe, expect, it } from 'vitest'
import { timeRange } from './time-range.ts'

describe('timeRange', () => {
  it.each([
    ['19:00', '19:00'],
    ['9h', '09:00'],
    ['9h30', '09:30'],
    ['09:00 - 12:00', '09:00 - 12:00'],
    ['9:00-12:00', '09:00 - 12:00'],
    ['19h – 21h', '19:00 - 21:00'],
    ['19h à 21h30', '19:00 - 21:30'],
    ['  07:00 — 08:00 ', '07:00 - 08:00'],
  ])('reads %j as %j', (input, output) => {
    expect(timeRange.parse(input)).toBe(output)
  })

  it.each([
    ['', 'Heure obligatoire.'],
    ['19', 'Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00.'],
    ['19:', 'Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00.'],
    ['24:00', 'Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00.'],
    ['10:60', 'Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00.'],
    ['Toute la journée', 'Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00.'],
    ['10:00 - 10:00', 'L’heure de fin doit venir après l’heure de début.'],
    ['21:00 - 19:00', 'L’heure de fin doit venir après l’heure de début.'],
  ])('refuses %j: %s', (input, message) => {
    const result = timeRange.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
