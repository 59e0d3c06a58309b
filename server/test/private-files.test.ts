// The data folder holds every registration, message and photo: readable by the server's user only.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../src/db/database.ts'
import { galleryMediaDir } from '../src/lib/gallery-files.ts'
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
