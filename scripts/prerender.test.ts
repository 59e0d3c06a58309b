import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { church } from '#common/content/church.ts'
import { fallbackServices } from '#common/content/seed-data.ts'
import { signIn } from '#server/test/admin-helper.ts'
import { createTestApp } from '#server/test/helper.ts'
import { loadBuildData } from './prerender.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('loadBuildData', () => {
  it('uses the seed, with the built-in donation account, when there is no database', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'prerender-empty-'))
    dirs.push(empty)
    const { data, source } = loadBuildData(new Date('2026-11-22T12:00:00Z'), empty)
    expect(source).toBe('seed data')
    expect(data.services).toEqual(fallbackServices)
    expect(data.donation).toEqual(church.donation)
  })

  it('reads the services and the donation account the church saved in the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'prerender-db-'))
    dirs.push(dataDir)
    const t = await createTestApp({ dataDir })
    try {
      const admin = await signIn(t.app)
      const saved = await admin.send('PUT', '/api/admin/donation-settings', {
        paypalEmail: 'tresor@eglise.example',
        currency: 'EUR',
      })
      expect(saved.statusCode).toBe(200)
    } finally {
      await t.close()
    }
    const { data, source } = loadBuildData(new Date('2026-11-22T12:00:00Z'), dataDir)
    expect(source).toBe(path.join(dataDir, 'church.db'))
    expect(data.donation).toEqual({ paypalEmail: 'tresor@eglise.example', currency: 'EUR' })
    expect(data.services.map((service) => service.name)).toEqual(fallbackServices.map((service) => service.name))
  })
})
