import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { countRows, useTestApp } from '#server/test/helper.ts'
import { audited } from './audited.ts'

const clock = new Date('2026-11-22T15:00:00.000Z')

describe('audited: a change and its audit line in one transaction', () => {
  const t = useTestApp({ now: () => clock, config: { mailWorker: false } })

  /** What audited reads from a request: the app, and who is at the keyboard. */
  const asOperator = (operatorName: string | null) =>
    ({
      server: t.app,
      adminSession: operatorName === null ? null : { account: { id: 7, name: operatorName, email: 'x@example.org' } },
    }) as unknown as FastifyRequest
  const addEvent = () =>
    t.app.eventsRepository.insert(
      { title: 'Veillée', date: '2026-12-24', time: '19:00', description: '', location: '', category: 'culte' },
      clock.toISOString(),
    )
  const lines = () => t.app.auditLogRepository.list({ page: 1, pageSize: 10 }).items

  it('stores the change and its line, as the operator, at the app’s time', () => {
    const events = countRows(t.app, 'events')
    const id = audited(
      asOperator('Sœur Marthe'),
      (newId) => ({ action: 'event.create', entity: 'event', entityId: newId, summary: 'ajouté' }),
      addEvent,
    )
    expect(countRows(t.app, 'events')).toBe(events + 1)
    expect(lines()).toEqual([
      {
        id: 1,
        at: clock.toISOString(),
        actor: 'Sœur Marthe',
        action: 'event.create',
        entity: 'event',
        entityId: id,
        summary: 'ajouté',
      },
    ])
  })

  it('records "Administrateur" when nobody gave a name, and no id when the line has none', () => {
    audited(asOperator(null), { action: 'figures.update', entity: 'settings', summary: 'corrigé' }, () => undefined)
    expect(lines()).toMatchObject([{ actor: 'Administrateur', entityId: null }])
  })

  it('writes no line when the line worked out from the result is undefined', () => {
    const events = countRows(t.app, 'events')
    audited(asOperator('Paul'), () => undefined, addEvent)
    expect(countRows(t.app, 'events')).toBe(events + 1)
    expect(lines()).toEqual([])
  })

  it('keeps neither when the line cannot be written', () => {
    const events = countRows(t.app, 'events')
    // summary is NOT NULL in audit_log: the insert fails after the change was made.
    const broken = { action: 'event.create', entity: 'event', summary: null as unknown as string }
    expect(() => audited(asOperator('Paul'), broken, addEvent)).toThrow()
    expect(countRows(t.app, 'events')).toBe(events)
    expect(lines()).toEqual([])
  })

  it('keeps neither when the change fails', () => {
    const events = countRows(t.app, 'events')
    const failing = () => {
      addEvent()
      throw new Error('disk full')
    }
    expect(() =>
      audited(asOperator('Paul'), { action: 'event.create', entity: 'event', summary: 'x' }, failing),
    ).toThrow('disk full')
    expect(countRows(t.app, 'events')).toBe(events)
    expect(lines()).toEqual([])
  })
})
