import { describe, expect, it } from 'vitest'
import { isServiceOn, livePlatform } from './live-stream.ts'

// Santiago is UTC-4 all year: 10:00 there is 14:00 UTC.
const santiago = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`)
const sunday = [{ day: 'Dimanche', time: '10:00 - 12:00' }]

describe('isServiceOn', () => {
  it('is on from 15 minutes before the start until 15 minutes after the end, on the service’s day', () => {
    // 2026-11-29 is a Sunday.
    expect(isServiceOn(sunday, santiago('2026-11-29', '09:44'))).toBe(false)
    expect(isServiceOn(sunday, santiago('2026-11-29', '09:45'))).toBe(true)
    expect(isServiceOn(sunday, santiago('2026-11-29', '11:00'))).toBe(true)
    expect(isServiceOn(sunday, santiago('2026-11-29', '12:14'))).toBe(true)
    expect(isServiceOn(sunday, santiago('2026-11-29', '12:15'))).toBe(false)
    // The same hours on a Monday.
    expect(isServiceOn(sunday, santiago('2026-11-30', '11:00'))).toBe(false)
  })

  it('counts in Santiago’s time whatever the instant’s zone', () => {
    expect(isServiceOn(sunday, new Date('2026-11-29T15:00:00Z'))).toBe(true)
    // 11:00 UTC on Sunday is 07:00 in Santiago: not yet.
    expect(isServiceOn(sunday, new Date('2026-11-29T11:00:00Z'))).toBe(false)
  })

  it('gives a service without an end time two hours, and crosses midnight and the week’s end', () => {
    expect(isServiceOn([{ day: 'Mardi', time: '19:00' }], santiago('2026-12-01', '20:50'))).toBe(true)
    expect(isServiceOn([{ day: 'Mardi', time: '19:00' }], santiago('2026-12-01', '21:20'))).toBe(false)
    const saturdayNight = [{ day: 'Samedi', time: '23:00 - 23:50' }]
    expect(isServiceOn(saturdayNight, santiago('2026-12-06', '00:04'))).toBe(true)
    const sundayDawn = [{ day: 'Dimanche', time: '00:05 - 01:00' }]
    expect(isServiceOn(sundayDawn, santiago('2026-12-05', '23:55'))).toBe(true)
  })

  it('ignores what it cannot read', () => {
    expect(isServiceOn([{ day: 'Someday', time: '10:00' }], santiago('2026-11-29', '10:30'))).toBe(false)
    expect(isServiceOn([{ day: 'Dimanche', time: 'le matin' }], santiago('2026-11-29', '10:30'))).toBe(false)
    expect(isServiceOn([], santiago('2026-11-29', '10:30'))).toBe(false)
  })
})

describe('livePlatform', () => {
  it('names YouTube and Facebook from the link', () => {
    expect(livePlatform('https://www.youtube.com/@eglise/live')).toBe('YouTube')
    expect(livePlatform('https://youtu.be/abc')).toBe('YouTube')
    expect(livePlatform('https://www.facebook.com/eglise/live')).toBe('Facebook')
    expect(livePlatform('https://fb.watch/x')).toBe('Facebook')
    expect(livePlatform('https://vimeo.com/1')).toBe('en ligne')
    expect(livePlatform('pas une adresse')).toBe('en ligne')
  })
})
