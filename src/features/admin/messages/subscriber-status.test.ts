import { describe, expect, it } from 'vitest'
import type { NewsletterSubscriber } from '#common/schemas/newsletter-subscription.ts'
import { subscriberCountsText, subscriberStatusText } from './subscriber-status.ts'

const subscriber = (extra: Partial<NewsletterSubscriber>): NewsletterSubscriber => ({
  id: 1,
  email: 'ana@example.org',
  createdAt: '2026-11-01T12:00:00Z',
  status: 'pending',
  confirmedAt: null,
  unsubscribedAt: null,
  ...extra,
})

describe('subscriberStatusText', () => {
  it('dates a confirmation and a departure in church time (Santiago, UTC−4)', () => {
    // 03:30 UTC on 1 December is still 30 November in Santiago.
    expect(subscriberStatusText(subscriber({ status: 'confirmed', confirmedAt: '2026-12-01T03:30:00Z' }))).toBe(
      'Confirmé le 30 nov. 2026',
    )
    expect(
      subscriberStatusText(
        subscriber({
          status: 'unsubscribed',
          confirmedAt: '2026-11-02T12:00:00Z',
          unsubscribedAt: '2026-12-01T04:30:00Z',
        }),
      ),
    ).toBe('Désabonné le 1 déc. 2026')
    expect(subscriberStatusText(subscriber({}))).toBe('À confirmer')
  })
})

describe('subscriberCountsText', () => {
  it('counts every status, in the singular and the plural', () => {
    expect(subscriberCountsText({ pending: 2, confirmed: 1, unsubscribed: 0 })).toBe(
      '3 abonnés : 1 confirmé, 2 à confirmer, 0 désabonné',
    )
    expect(subscriberCountsText({ pending: 0, confirmed: 12, unsubscribed: 3 })).toBe(
      '15 abonnés : 12 confirmés, 0 à confirmer, 3 désabonnés',
    )
  })
})
