// FFmpeg, for the sermons' recordings: found once, then run as a child process with the
// conversion every recording gets (mono AAC, 48 kbit/s at most, loudness evened out to -16 LUFS).
//
// Which FFmpeg: FFMPEG_PATH when set; else `ffmpeg` on the PATH (a system package, kept up to
// date by the OS); else the binary the npm package @ffmpeg-installer/ffmpeg ships, so that
// `npm install && npm start` converts on a fresh machine with nothing else installed.
import { spawn, spawnSync } from 'node:child_process'
import { accessSync, chmodSync, constants } from 'node:fs'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { SERMON_AUDIO_FORMAT } from '#common/sermon-audio.ts'

export interface Ffmpeg {
  command: string
  /** Where it was found, for the log and the health of the set-up. */
  origin: 'FFMPEG_PATH' | 'system' | 'npm'
}

const answers = (command: string) => {
  const result = spawnSync(command, ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 })
  return result.error === undefined && result.status === 0
}

/** The npm package's binary, made executable if the install left it without the bit. */
function packagedFfmpeg(): string | undefined {
  try {
    const require = createRequire(import.meta.url)
    const { path } = require('@ffmpeg-installer/ffmpeg') as { path: string }
    try {
      accessSync(path, constants.X_OK)
    } catch {
      // npm 11 runs no install script unless allowed (package.json "allowScripts"): its chmod may not have run.
      chmodSync(path, 0o755)
    }
    return path
  } catch {
    // No binary for this platform in the package (its optional dependency was not installed).
    return undefined
  }
}

function lookUp(configured: string | undefined): Ffmpeg | undefined {
  if (configured) return answers(configured) ? { command: configured, origin: 'FFMPEG_PATH' } : undefined
  if (answers('ffmpeg')) return { command: 'ffmpeg', origin: 'system' }
  const packaged = packagedFfmpeg()
  return packaged && answers(packaged) ? { command: packaged, origin: 'npm' } : undefined
}

// Looked up on the first conversion, once per process: starting the server runs nothing.
const found = new Map<string, Ffmpeg | undefined>()

/** The FFmpeg to use, or undefined when there is none (every conversion then fails, saying why). */
export function findFfmpeg(configured: string | undefined): Ffmpeg | undefined {
  const key = configured ?? ''
  if (!found.has(key)) found.set(key, lookUp(configured))
  return found.get(key)
}

/** `Duration: 01:02:03.45` in FFmpeg's report of its input, in seconds. */
export function durationFromReport(report: string): number | undefined {
  const match = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(report)
  if (!match) return undefined
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])
}

/** The arguments of the one conversion: any recording in, one small mono .m4a out. */
export function conversionArguments(source: string, target: string): string[] {
  const { encoderKbps, sampleRate, loudness } = SERMON_AUDIO_FORMAT
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    source,
    // The sound only: no cover picture, no video of a filmed sermon, none of the phone's tags
    // (a recorder may write its place or its owner).
    '-vn',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    // Mono first (half the work for what follows), then EBU R128 loudness as podcasts use, one
    // pass (dynamic mode: a quiet start and a loud choir end up alike); loudnorm works at
    // 192 kHz, so the rate is set back after it.
    '-af',
    `aformat=channel_layouts=mono,loudnorm=I=${loudness}:TP=-1.5:LRA=11,aresample=${sampleRate}`,
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-c:a',
    'aac',
    '-b:a',
    `${encoderKbps}k`,
    // The index before the sound: a player starts before the whole file is there, and seeks.
    '-movflags',
    '+faststart',
    '-f',
    'ipod',
    '-progress',
    'pipe:1',
    '-nostats',
    target,
  ]
}

export interface ConversionResult {
  /** The output's length in seconds. */
  seconds: number
}

export class ConversionError extends Error {
  constructor(
    message: string,
    /** FFmpeg's last words, for the log. */
    public readonly report: string,
  ) {
    super(message)
    this.name = 'ConversionError'
  }
}

/**
 * Converts `source` into `target`. Reports the share done (0–100) as FFmpeg goes; `signal`
 * stops it (the server closing). Runs at a lower priority than the site: a visitor's page never
 * waits for a sermon.
 */
export function convert(
  ffmpeg: Ffmpeg,
  source: string,
  target: string,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<ConversionResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.command, conversionArguments(source, target), {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      killSignal: 'SIGKILL',
    })
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10)
      } catch {
        // Not allowed here: it runs at the same priority, slower for visitors but still correct.
      }
    }
    let report = ''
    let inputSeconds: number | undefined
    let outputSeconds = 0
    let progressText = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // The start holds the input's duration; the end, the reason of a failure. Bounded.
      report = (report + chunk).slice(-16_000)
      inputSeconds ??= durationFromReport(report)
    })
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      progressText += chunk
      const lines = progressText.split('\n')
      progressText = lines.pop() ?? ''
      for (const line of lines) {
        // out_time_us (out_time_ms in older FFmpeg, in microseconds all the same).
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line)
        if (!match) continue
        outputSeconds = Number(match[1]) / 1_000_000
        if (inputSeconds) onProgress?.(Math.min(99, Math.floor((outputSeconds / inputSeconds) * 100)))
      }
    })
    child.on('error', (error) => reject(error))
    child.on('close', (code) => {
      if (code === 0 && outputSeconds > 0) return resolve({ seconds: outputSeconds })
      const lastLines = report.trim().split('\n').slice(-6).join('\n')
      reject(new ConversionError(`ffmpeg exited with ${code}`, lastLines))
    })
  })
}
