// The sermon tests' recordings, made by FFmpeg itself (the one the server would use), and what
// FFmpeg reports of a converted file.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { churchTimeToUtc } from '#common/church-time.ts'
import { findFfmpeg } from '../src/sermons/ffmpeg.ts'
import { multipart } from './gallery-files.ts'

export function ffmpegCommand(): string {
  const ffmpeg = findFfmpeg(undefined)
  if (!ffmpeg) throw new Error('no ffmpeg: run npm install (@ffmpeg-installer/ffmpeg)')
  return ffmpeg.command
}

/** A stereo WAV of `seconds` (a 440 Hz tone, loud on the left, quiet on the right), as a phone would record. */
export function wavRecording(seconds = 3): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'eglise-wav-'))
  try {
    const file = path.join(dir, 'culte.wav')
    const made = spawnSync(
      ffmpegCommand(),
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:duration=${seconds}`,
        '-filter_complex',
        'pan=stereo|c0=0.9*c0|c1=0.1*c0',
        '-ar',
        '44100',
        file,
      ],
      { timeout: 30_000 },
    )
    if (made.status !== 0) throw new Error(`ffmpeg could not make the WAV: ${made.stderr}`)
    return readFileSync(file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** What FFmpeg says of a file's audio stream: its channels and bit rate, and its duration. */
export function probe(file: string): { channels: string; kbps: number; seconds: number; codec: string } {
  const report = spawnSync(ffmpegCommand(), ['-hide_banner', '-i', file], { encoding: 'utf8' }).stderr
  const stream = /Stream #0:0.*?: Audio: (\w+).*?, (\d+) Hz, (\w+), \w+, (\d+) kb\/s/.exec(report)
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(report)
  if (!stream || !duration) throw new Error(`unexpected ffmpeg report:\n${report}`)
  return {
    codec: stream[1] as string,
    channels: stream[3] as string,
    kbps: Number(stream[4]),
    seconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
  }
}

/** The multipart body of an upload of `data` as `filename`. */
export const audioUpload = (data: Buffer, filename = 'culte.wav', type = 'audio/wav') =>
  multipart([{ name: 'file', filename, type, data }])

const WEEK = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']

/**
 * Ten minutes after a service starts, in the week of Monday 23 November 2026 (Santiago's time), or
 * at `hour`:00 that day: the live link's tests follow whatever timetable the seed has.
 */
export function atService(service: { day: string; time: string }, hour?: number): Date {
  const date = new Date(Date.UTC(2026, 10, 23 + WEEK.indexOf(service.day))).toISOString().slice(0, 10)
  if (hour !== undefined) return churchTimeToUtc(date, hour, 0)
  const [h = 0, m = 0] = service.time.split(/[:\s-]+/).map(Number)
  return new Date(churchTimeToUtc(date, h, m).getTime() + 10 * 60_000)
}
