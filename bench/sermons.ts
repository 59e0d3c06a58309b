// `npm run bench:sermons`: what turning one hour of a phone's recording into the sermon's light
// file costs on this machine, with the server's own conversion (server/src/sermons/ffmpeg.ts).
// `npm run bench:sermons -- --minutes 60` (default).
//
// 1. FFmpeg makes the input: a stereo MP3 at 128 kbit/s, as a phone's recorder app writes one,
//    of a voice-like tone that rises and falls (so loudness evening has work to do).
// 2. The server's conversion runs on it: time, speed (minutes of sound per minute), the result's
//    size, bit rate and channels (read back by FFmpeg).
// Targets: the result at most 48 kbit/s and mono (the data plans of the church's listeners);
// the time is reported, not judged (a conversion runs in the background, at a low priority).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SERMON_AUDIO_FORMAT } from '#common/sermon-audio.ts'
import { convert, findFfmpeg } from '#server/src/sermons/ffmpeg.ts'

const { values: args } = parseArgs({ options: { minutes: { type: 'string', default: '60' } } })
const MINUTES = Number(args.minutes)

const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH)
if (!ffmpeg) {
  console.error('No FFmpeg: neither FFMPEG_PATH, nor `ffmpeg` on the PATH, nor the npm package.')
  process.exit(1)
}
console.log(
  `FFmpeg: ${ffmpeg.origin} (${ffmpeg.command}). ${cpus().length} cores, load average at the start: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
)

const dir = mkdtempSync(path.join(tmpdir(), 'bench-sermons-'))
try {
  const source = path.join(dir, 'culte.mp3')
  const target = path.join(dir, 'culte.m4a')
  const seconds = MINUTES * 60
  const made = spawnSync(
    ffmpeg.command,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      // A 180 Hz voice, its volume swinging slowly between quiet and loud, on two channels.
      '-i',
      `sine=frequency=180:sample_rate=44100:duration=${seconds}`,
      '-af',
      "volume='0.2+0.6*abs(sin(t/7))':eval=frame,aformat=channel_layouts=stereo",
      '-b:a',
      '128k',
      source,
    ],
    { stdio: 'inherit' },
  )
  if (made.status !== 0) throw new Error('FFmpeg could not make the input recording')
  const inputBytes = statSync(source).size

  const started = performance.now()
  const result = await convert(ffmpeg, source, target)
  const elapsed = (performance.now() - started) / 1000

  const outputBytes = statSync(target).size
  const probe = spawnSync(ffmpeg.command, ['-hide_banner', '-i', target], { encoding: 'utf8' }).stderr
  const mono = /Audio: aac[^\n]*\bmono\b/.test(probe)
  const kbps = (outputBytes * 8) / result.seconds / 1000

  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`
  console.log(`Input: ${MINUTES} min, stereo MP3 128 kbit/s, ${mb(inputBytes)}`)
  console.log(
    `Conversion: ${elapsed.toFixed(1)} s (${((seconds / elapsed) | 0).toString()}× real time), ${mb(outputBytes)} out, ` +
      `${kbps.toFixed(1)} kbit/s on average (file), ${mono ? 'mono' : 'NOT MONO'}, ${Math.round(result.seconds)} s of sound`,
  )
  const ok = mono && kbps <= SERMON_AUDIO_FORMAT.maxKbps && Math.abs(result.seconds - seconds) < 2
  console.log(
    `Targets: mono, ≤ ${SERMON_AUDIO_FORMAT.maxKbps} kbit/s (the whole file), the whole length: ${ok ? 'met' : 'MISSED'}`,
  )
  if (!ok) process.exitCode = 1
} finally {
  rmSync(dir, { recursive: true, force: true })
}
