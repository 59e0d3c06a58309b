import { describe, expect, it } from 'vitest'
import type { Service } from '#common/schemas/service.ts'
import { dayLabel, itemsByDay, monthLabel, monthsBetween, monthWeeks } from './month.ts'

const service = (overrides: Partial<Service>): Service => ({
  id: 1,
  name: 'Culte de célébration',
  day: 'Dimanche',
  time: '10:00 - 12:00',
  description: 'Louange et prédication.',
  color: 'linear-gradient(135deg, #1e3a8a, #3b82f6)',
  icon: 'church',
  ...overrides,
})

describe('the calendar’s months', () => {
  it('lays a month out from Monday to Sunday', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthWeeks('2026-12')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null])
    expect(monthsBetween('2026-11-01', '2027-02-28')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
    expect(monthLabel('2026-12')).toBe('décembre 2026')
    expect(dayLabel('2026-12-01')).toBe('mardi 1er décembre')
  })

  it('puts each service on its weekday and each event on every day it covers', () => {
    const items = itemsByDay(
      '2026-12',
      [
        {
          eventId: 4,
          date: '2026-11-30',
          endDate: '2026-12-02',
          title: 'Conférence',
          time: '09:00',
          location: 'Temple',
          category: 'Conférence',
        },
      ],
      [service({}), service({ id: 2, name: 'Étude biblique', day: 'Mardi', time: '19:00' })],
    )
    expect(items.get('2026-12-06')?.map((item) => item.title)).toEqual(['Culte de célébration'])
    expect(items.get('2026-12-01')?.map((item) => [item.title, item.part])).toEqual([
      ['Conférence', 'jour 2 sur 3'],
      ['Étude biblique', ''],
    ])
    expect(items.get('2026-12-02')?.map((item) => item.part)).toEqual(['jour 3 sur 3'])
    // Sundays only: 6, 13, 20, 27.
    expect([...items.keys()].filter((day) => items.get(day)?.some((i) => i.kind === 'service' && i.id === 1))).toEqual([
      '2026-12-06',
      '2026-12-13',
      '2026-12-20',
      '2026-12-27',
    ])
  })

  it('orders a day by time, then by title as a French reader would (accents and case aside)', () => {
    const items = itemsByDay(
      '2026-12',
      [],
      [
        service({ id: 1, name: 'culte des jeunes', day: 'Dimanche', time: '09:00 - 10:00' }),
        service({ id: 2, name: 'École du dimanche', day: 'Dimanche', time: '09:00 - 10:00' }),
        service({ id: 3, name: 'Accueil', day: 'Dimanche', time: '09:00 - 10:00' }),
        service({ id: 4, name: 'Zèle et prière', day: 'Dimanche', time: '08:00 - 09:00' }),
        service({ id: 5, name: 'Étude biblique', day: 'Dimanche', time: '19:00 - 20:00' }),
      ],
    )
    expect(items.get('2026-12-06')?.map((item) => item.title)).toEqual([
      'Zèle et prière',
      'Accueil',
      'culte des jeunes',
      'École du dimanche',
      'Étude biblique',
    ])
  })
})
