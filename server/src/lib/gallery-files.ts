// The uploaded photos' files under DATA_DIR/media/gallery (the gallery) and DATA_DIR/media/people
// (the leaders' portraits): names, writing, removal.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { narrowMode, PRIVATE_DIR_MODE } from '../config.ts'

export const UPLOAD_FORMATS = ['avif', 'webp'] as const
export type UploadFormat = (typeof UPLOAD_FORMATS)[number]

/** `DATA_DIR/media/gallery`, created if missing, readable by the server's user only (it serves them). */
export function galleryMediaDir(dataDir: string): string {
  const media = path.join(dataDir, 'media')
  const dir = path.join(media, 'gallery')
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  for (const folder of [media, dir]) narrowMode(folder, PRIVATE_DIR_MODE)
  return dir
}

/**
 * `DATA_DIR/media/people`, created if missing: the leaders' portraits. Readable by the server's
 * user only, as the gallery's folder, and narrowed when an older version made it readable by all.
 */
export function peopleMediaDir(dataDir: string): string {
  const media = path.join(dataDir, 'media')
  const dir = path.join(media, 'people')
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  for (const folder of [media, dir]) narrowMode(folder, PRIVATE_DIR_MODE)
  return dir
}

/** An uploaded image: read and written by the server's user, read by its group, no one else. */
export const MEDIA_FILE_MODE = 0o640

/** A new file stem: random, never reused, safe in a URL and a file name. */
export const newFileStem = () => randomBytes(9).toString('hex')

export const fileName = (stem: string, width: number, format: string) => `${stem}-${width}.${format}`

/** Every file of a photo, by name. */
export const fileNames = (stem: string, widths: readonly number[]) =>
  widths.flatMap((width) => UPLOAD_FORMATS.map((format) => fileName(stem, width, format)))

/**
 * Writes the files: each to a hidden temporary name first (never served), then renamed, so a
 * half-written file is never served under its real name. On failure nothing is left behind.
 */
export async function writeImageFiles(
  dir: string,
  stem: string,
  files: readonly { width: number; format: UploadFormat; data: Buffer }[],
): Promise<void> {
  const written: string[] = []
  try {
    for (const { width, format, data } of files) {
      const name = fileName(stem, width, format)
      const temporary = path.join(dir, `.${name}.tmp`)
      written.push(temporary)
      await writeFile(temporary, data, { flag: 'wx', mode: MEDIA_FILE_MODE })
      await rename(temporary, path.join(dir, name))
      written.push(path.join(dir, name))
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })))
    throw error
  }
}

/** Removes a photo's files (those already gone are no error). */
export async function removeImageFiles(dir: string, stem: string, widths: readonly number[]): Promise<void> {
  await Promise.all(fileNames(stem, widths).map((name) => rm(path.join(dir, name), { force: true })))
}
