import { statfsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { recordBackupSuccess } from '../src/lib/backup-status.ts'
import { PROBE_INTERVAL_MS } from '../src/routes/health/write-probe.ts'
import { signIn } from './admin-helper.ts'
import { createTestApp } from './helper.ts'

const HOUR = 3600_000

/** A test app whose clock the test moves. */
async function appAt(start: Date) {
  const clock = { now: start }
  const t = await createTestApp({ now: () => clock.now })
  return { ...t, clock }
}

describe('GET /api/health', () => {
  it('reports a writable database, the disk space of DATA_DIR and no backup yet', async () => {
    const t = await createTestApp()
    try {
      const response = await t.app.inject('/api/health')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({
        status: 'ok',
        database: { writable: true },
        backup: { lastSuccessAt: null, ageSeconds: null, stale: true, offsite: false },
      })
      const disk = statfsSync(t.dataDir)
      expect(body.disk.totalBytes).toBe(disk.blocks * disk.bsize)
      // Free space moves as other processes write; within a few MiB of what statfs says now.
      expect(Math.abs(body.disk.freeBytes - disk.bavail * disk.bsize)).toBeLessThan(64 * 1024 * 1024)
      expect(body.disk.freeBytes).toBeGreaterThan(0)
    } finally {
      await t.close()
    }
  })

  it('gives the age of the last successful backup, stale past 36 hours', async () => {
    const t = await appAt(new Date('2026-11-23T12:00:00Z'))
    try {
      await recordBackupSuccess(t.dataDir, { at: '2026-11-23T10:00:00.000Z', file: 'church-x.db', offsite: true })
      expect((await t.app.inject('/api/health')).json().backup).toEqual({
        lastSuccessAt: '2026-11-23T10:00:00.000Z',
        ageSeconds: 7200,
        stale: false,
        offsite: true,
      })
      // The same reader the dashboard's overview can use.
      expect(await t.app.backupStatus()).toMatchObject({ ageSeconds: 7200, stale: false })
      t.clock.now = new Date(Date.parse('2026-11-23T10:00:00Z') + 37 * HOUR)
      expect((await t.app.inject('/api/health')).json().backup).toMatchObject({ ageSeconds: 37 * 3600, stale: true })
    } finally {
      await t.close()
    }
  })

  it('answers 503 when the database refuses writes, and recovers', async () => {
    const t = await appAt(new Date('2026-11-23T12:00:00Z'))
    try {
      t.app.db.pragma('query_only = ON')
      const refused = await t.app.inject('/api/health')
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toMatchObject({ status: 'error', database: { writable: false } })
      expect(t.logs.some((line) => line.includes('the database refused a write'))).toBe(true)

      t.app.db.pragma('query_only = OFF')
      t.clock.now = new Date(t.clock.now.getTime() + PROBE_INTERVAL_MS)
      const back = await t.app.inject('/api/health')
      expect(back.statusCode).toBe(200)
      expect(back.json().status).toBe('ok')
    } finally {
      await t.close()
    }
  })

  // Through Caddy every request carries X-Forwarded-For: a visitor learns ok or not ok, nothing of
  // the backups' age, of an off-site copy or of the disk.
  it('tells a visitor only whether the server is ok; the machine and an administrator get the details', async () => {
    const t = await appAt(new Date('2026-11-23T12:00:00Z'))
    try {
      await recordBackupSuccess(t.dataDir, { at: '2026-11-23T10:00:00.000Z', file: 'church-x.db', offsite: true })
      const visitor = { 'x-forwarded-for': '203.0.113.9' }
      const visited = await t.app.inject({ url: '/api/health', headers: visitor })
      expect(visited.statusCode).toBe(200)
      expect(visited.json()).toEqual({ status: 'ok' })
      expect(visited.headers['cache-control']).toBe('no-store')

      const secretary = await signIn(t.app, { role: 'secretariat' })
      const asSecretary = await t.app.inject({ url: '/api/health', headers: { ...visitor, cookie: secretary.cookie } })
      expect(asSecretary.json()).toEqual({ status: 'ok' })
      const admin = await signIn(t.app)
      const asAdmin = await t.app.inject({ url: '/api/health', headers: { ...visitor, cookie: admin.cookie } })
      expect(asAdmin.json()).toMatchObject({ status: 'ok', backup: { ageSeconds: 7200, offsite: true } })
      expect(asAdmin.json().disk.totalBytes).toBeGreaterThan(0)
      // On the machine itself (no proxy in between): the details, for `curl` and the upgrade.
      expect((await t.app.inject('/api/health')).json().backup).toMatchObject({ ageSeconds: 7200 })

      t.app.db.pragma('query_only = ON')
      t.clock.now = new Date(t.clock.now.getTime() + PROBE_INTERVAL_MS)
      const refused = await t.app.inject({ url: '/api/health', headers: visitor })
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toEqual({ status: 'error' })
      t.app.db.pragma('query_only = OFF')
    } finally {
      await t.close()
    }
  })

  it('writes at most once per interval however often it is polled', async () => {
    const t = await appAt(new Date('2026-11-23T12:00:00Z'))
    try {
      const changes = () => t.app.db.prepare('SELECT total_changes() AS n').get() as { n: number }
      await t.app.inject('/api/health')
      const after = changes().n
      for (let i = 0; i < 5; i += 1) expect((await t.app.inject('/api/health')).statusCode).toBe(200)
      expect(changes().n).toBe(after)
      t.clock.now = new Date(t.clock.now.getTime() + PROBE_INTERVAL_MS)
      await t.app.inject('/api/health')
      expect(changes().n).toBe(after + 1)
    } finally {
      await t.close()
    }
  })
})
