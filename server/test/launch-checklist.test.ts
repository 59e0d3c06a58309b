// « Avant la mise en ligne » and the backup line of the dashboard's overview.
import { describe, expect, it } from 'vitest'
import { siteContentSeed } from '#common/seed/site-content.ts'
import type { LaunchChecklist } from '#common/schemas/launch-checklist.ts'
import { recordBackupSuccess } from '../src/lib/backup-status.ts'
import { signIn } from './admin-helper.ts'
import { useTestApp } from './helper.ts'

describe('GET /api/admin/launch-checklist', () => {
  const t = useTestApp()

  it('is 401 without a session', async () => {
    expect((await t.app.inject('/api/admin/launch-checklist')).statusCode).toBe(401)
  })

  it('lists the samples of the stored data, and drops a value once the church replaces it', async () => {
    const admin = await signIn(t.app)
    const keys = async () =>
      ((await admin.get('/api/admin/launch-checklist')).json() as LaunchChecklist).items.map((item) => item.key)
    const before = await keys()
    expect(before).toEqual(expect.arrayContaining(['contacts.phone', 'donation.paypalEmail', 'feproba.taxNumber']))

    const seed = siteContentSeed()
    const saved = await admin.send('PATCH', '/api/admin/site', {
      contacts: { ...seed.contacts, phone: '809-241-7788' },
    })
    expect(saved.statusCode).toBe(200)
    const donation = await admin.send('PUT', '/api/admin/donation-settings', {
      paypalEmail: 'dons@ebf-santiago.org',
      currency: 'USD',
    })
    expect(donation.statusCode).toBe(200)
    const after = await keys()
    expect(after).not.toContain('contacts.phone')
    expect(after).not.toContain('donation.paypalEmail')
    expect(after).toHaveLength(before.length - 2)
  })
})

describe('GET /api/admin/overview: backups', () => {
  const t = useTestApp()

  it('says no backup has succeeded, then gives the last one, its age and its off-site copy', async () => {
    const admin = await signIn(t.app)
    expect((await admin.get('/api/admin/overview')).json().backup).toEqual({
      lastSuccessAt: null,
      ageSeconds: null,
      stale: true,
      offsite: false,
    })
    const at = new Date(t.app.now().getTime() - 3600_000).toISOString()
    await recordBackupSuccess(t.dataDir, { at, file: 'church-x.db', offsite: true })
    expect((await admin.get('/api/admin/overview')).json().backup).toMatchObject({
      lastSuccessAt: at,
      stale: false,
      offsite: true,
    })
  })
})
