import { describe, expect, it } from 'vitest'
import { detectAudioType, formatClockDuration, formatMegabytes, formatSpokenDuration } from './sermon-audio.ts'

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(12).fill(0)].slice(0, 12))
const ascii = (text: string, offset = 0) => {
  const out = new Uint8Array(12)
  for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i)
  return out
}

describe('durations and sizes', () => {
  it('writes itunes:duration as H:MM:SS, or M:SS under an hour', () => {
    expect(formatClockDuration(0)).toBe('0:00')
    expect(formatClockDuration(59)).toBe('0:59')
    expect(formatClockDuration(60)).toBe('1:00')
    expect(formatClockDuration(3599)).toBe('59:59')
    expect(formatClockDuration(3600)).toBe('1:00:00')
    expect(formatClockDuration(3725)).toBe('1:02:05')
    expect(formatClockDuration(3725.6)).toBe('1:02:06')
    expect(formatClockDuration(-5)).toBe('0:00')
  })

  it('says a length the way one speaks it', () => {
    expect(formatSpokenDuration(20)).toBe('1 min')
    expect(formatSpokenDuration(1500)).toBe('25 min')
    expect(formatSpokenDuration(3600)).toBe('1 h')
    expect(formatSpokenDuration(3725)).toBe('1 h 02 min')
  })

  it('gives sizes in Mo, with a decimal comma under 10', () => {
    expect(formatMegabytes(19_300_000)).toBe('18 Mo')
    expect(formatMegabytes(5 * 1024 * 1024 + 300_000)).toBe('5,3 Mo')
    expect(formatMegabytes(20_000)).toBe('0,1 Mo')
  })
})

describe('detectAudioType', () => {
  it('knows the phones’ recordings by their first bytes', () => {
    expect(detectAudioType(ascii('ID3'))).toBe('mp3')
    expect(detectAudioType(bytes(0xff, 0xfb, 0x90))).toBe('mp3')
    expect(detectAudioType(ascii('ftypM4A ', 4))).toBe('m4a')
    expect(detectAudioType(bytes(0xff, 0xf1, 0x50))).toBe('aac')
    const wav = ascii('RIFF')
    wav.set(ascii('WAVE').subarray(0, 4), 8)
    expect(detectAudioType(wav)).toBe('wav')
    expect(detectAudioType(ascii('OggS'))).toBe('ogg')
  })

  it('refuses what is not a recording, whatever its name', () => {
    expect(detectAudioType(ascii('Bonjour !'))).toBeUndefined()
    expect(detectAudioType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined()
    expect(detectAudioType(bytes(0xff, 0xd8, 0xff))).toBeUndefined()
    const webp = ascii('RIFF')
    webp.set(ascii('WEBP').subarray(0, 4), 8)
    expect(detectAudioType(webp)).toBeUndefined()
    expect(detectAudioType(new Uint8Array(0))).toBeUndefined()
  })
})
