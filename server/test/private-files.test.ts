// The data folder holds every registration, message and photo: readable by the server's user only.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../src/db/database.ts'
import { galleryMediaDir, MEDIA_FILE_MODE, peopleMediaDir, writeImageFiles } from '../src/lib/gallery-files.ts'
import { createTestApp, type TestApp } from './helper.ts'

const modeOf = (file: string) => statSync(file).mode & 0o777

describe('files the server creates', () => {
  let running: TestApp | undefined
  const dirs: string[] = []
  afterEach(async () => {
    await running?.close()
    running = undefined
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('creates the data folder, the database and its WAL files, and the media folder for its user only', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'eglise-modes-'))
    dirs.push(parent)
    const dataDir = path.join(parent, 'data')
    running = await createTestApp({ dataDir })
    await running.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'a@example.org' } })
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.join(dataDir, DATABASE_FILE))).toBe(0o600)
    expect(modeOf(path.join(dataDir, `${DATABASE_FILE}-wal`))).toBe(0o600)
    const media = galleryMediaDir(dataDir)
    expect(modeOf(media)).toBe(0o700)
    expect(modeOf(path.dirname(media))).toBe(0o700)
  })

  it('creates the portraits’ folder for its user only, narrows an older one, and writes images 0640', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-modes-'))
    dirs.push(dataDir)
    running = await createTestApp({ dataDir })
    const people = peopleMediaDir(dataDir)
    expect(modeOf(people)).toBe(0o700)
    await running.close()
    running = undefined
    chmodSync(people, 0o755)
    running = await createTestApp({ dataDir })
    expect(modeOf(people)).toBe(0o700)
    await writeImageFiles(people, 'abc', [{ width: 160, format: 'webp', data: Buffer.from('image') }])
    expect(modeOf(path.join(people, 'abc-160.webp'))).toBe(MEDIA_FILE_MODE)
    expect(MEDIA_FILE_MODE & 0o007).toBe(0)
  })

  it('narrows an older installation’s database, created readable by all, when it starts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-modes-'))
    dirs.push(dataDir)
    chmodSync(dataDir, 0o755)
    writeFileSync(path.join(dataDir, DATABASE_FILE), '')
    chmodSync(path.join(dataDir, DATABASE_FILE), 0o644)
    running = await createTestApp({ dataDir })
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.join(dataDir, DATABASE_FILE))).toBe(0o600)
  })
})
