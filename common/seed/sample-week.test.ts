// The first install's content agrees with itself: its timetable is one week with no two services
// at once, and the ministries that meet at a service give that service's day and start.
import { describe, expect, it } from 'vitest'
import { overlappingServices } from '../launch-checklist-calendar.ts'
import { readTimeRange } from '../schemas/time-range.ts'
import { serviceInputSchema } from '../schemas/service.ts'
import { ministries } from './ministries.ts'
import { sampleServices } from './services-and-events.ts'

const startOf = (time: string) => {
  const start = readTimeRange(time)?.start
  return start ? `${String(start[0]).padStart(2, '0')}:${String(start[1]).padStart(2, '0')}` : undefined
}

describe('the sample week', () => {
  it('is the contact hours the church has always given, as the dashboard would store them', () => {
    expect(sampleServices.map((s) => [s.day, startOf(s.time), s.name])).toEqual([
      ['Dimanche', '09:00', 'Culte du dimanche matin'],
      ['Dimanche', '10:30', 'École du dimanche'],
      ['Mercredi', '19:00', 'Étude biblique du mercredi'],
      ['Vendredi', '19:00', 'Réunion des jeunes'],
    ])
    for (const { id: _id, ...service } of sampleServices) expect(serviceInputSchema.parse(service)).toEqual(service)
  })

  it('has no two services at the same time', () => {
    expect(overlappingServices(sampleServices)).toEqual([])
  })

  it('gives the ministries that meet at a service that service’s day and start', () => {
    const meetings = ministries.flatMap((ministry) => {
      const match = /^(\p{Lu}\p{Ll}+), (\d{2}:\d{2}) \((.+)\)$/u.exec(ministry.schedule)
      return match ? [{ id: ministry.id, day: match[1], time: match[2], service: match[3] }] : []
    })
    expect(meetings.map((meeting) => meeting.id)).toEqual(['adultes', 'enfants', 'jeunes', 'ecole-biblique'])
    for (const meeting of meetings) {
      const service = sampleServices.find((s) => s.day === meeting.day && startOf(s.time) === meeting.time)
      expect(service?.name.toLowerCase(), meeting.id).toContain(meeting.service)
    }
  })
})
