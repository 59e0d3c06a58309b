// The sermons' files: the uploads waiting for their conversion (DATA_DIR/audio-uploads, never
// served) and the converted recordings (DATA_DIR/media/predications, served with immutable names).
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { SERMON_AUDIO_FORMAT } from '#common/sermon-audio.ts'
import { narrowMode, PRIVATE_DIR_MODE } from '../config.ts'

function privateDir(...parts: string[]): string {
  const dir = path.join(...parts)
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  narrowMode(dir, PRIVATE_DIR_MODE)
  return dir
}

/** `DATA_DIR/media/predications`: the recordings as served. */
export const sermonMediaDir = (dataDir: string) => {
  privateDir(dataDir, 'media')
  return privateDir(dataDir, 'media', 'predications')
}

/** `DATA_DIR/audio-uploads`: the files as sent, until converted. */
export const sermonUploadsDir = (dataDir: string) => privateDir(dataDir, 'audio-uploads')

/** A converted recording's name: random, never reused (so cached for a year without a doubt). */
export const newAudioFileName = () => `${randomBytes(9).toString('hex')}.${SERMON_AUDIO_FORMAT.extension}`

/** An upload's name on disk (its own name is only shown, never used as a path). */
export const newUploadName = () => `${randomBytes(9).toString('hex')}.source`

/** Where a file is written before its rename: a dot-file, never served. */
export const temporaryName = (name: string) => `.${name}.tmp`

/** Removes files, ignoring those already gone. */
export async function removeFiles(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(path.join(dir, name), { force: true })))
}
