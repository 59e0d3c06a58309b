// @vitest-environment jsdom
// The browser's strict XML parser (jsdom's) reads the feed back: any unescaped text or broken
// nesting would come out as a <parsererror>.
import { describe, expect, it } from 'vitest'
import type { Sermon } from '#common/schemas/sermon.ts'
import { ITUNES_NS, episodeDescription, podcastFeed } from './podcast-feed.ts'

const sermon = (overrides: Partial<Sermon> = {}): Sermon => ({
  slug: '2026-11-29-la-grace',
  title: 'La grâce & la loi <selon Paul>',
  preacher: 'Pasteur « Jean » Exemple',
  preachedOn: '2026-11-29',
  passage: 'Romains 6.14',
  series: 'Romains',
  publishedAt: '2026-11-29T18:00:00.000Z',
  audioUrl: '/media/predications/abc.m4a',
  audioBytes: 19_876_543,
  durationSeconds: 3725,
  notes: 'Premier point ]]> second point',
  videoUrl: '',
  ...overrides,
})

const channel = {
  churchName: 'Église & Co',
  ownerEmail: 'contact@example.org',
  publicUrl: 'https://eglise.example.org',
}
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml')

describe('podcast feed', () => {
  it('is well-formed XML with every text escaped, and says what Apple Podcasts asks', () => {
    const xml = podcastFeed(
      channel,
      [sermon(), sermon({ slug: '2026-11-22-b', title: 'B', durationSeconds: 59 })],
      new Date(),
    )
    const doc = parse(xml)
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    const rss = doc.documentElement
    expect(rss.nodeName).toBe('rss')
    expect(rss.getAttribute('version')).toBe('2.0')
    const ch = rss.getElementsByTagName('channel')[0] as Element
    const itunes = (name: string, within: Element = ch) => within.getElementsByTagNameNS(ITUNES_NS, name)
    expect(ch.getElementsByTagName('title')[0]?.textContent).toBe('Prédications — Église & Co')
    expect(ch.getElementsByTagName('language')[0]?.textContent).toBe('fr')
    expect(itunes('explicit')[0]?.textContent).toBe('false')
    expect(itunes('category')[0]?.getAttribute('text')).toBe('Religion & Spirituality')
    expect(itunes('category')[1]?.getAttribute('text')).toBe('Christianity')
    expect(itunes('email')[0]?.textContent).toBe('contact@example.org')
    expect(itunes('image')[0]?.getAttribute('href')).toBe('https://eglise.example.org/icons/podcast-1400.jpg')

    const [first, second] = [...ch.getElementsByTagName('item')] as [Element, Element]
    expect(first.getElementsByTagName('title')[0]?.textContent).toBe('La grâce & la loi <selon Paul>')
    expect(first.getElementsByTagName('guid')[0]?.textContent).toBe('predication-2026-11-29-la-grace')
    expect(first.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('false')
    expect(first.getElementsByTagName('pubDate')[0]?.textContent).toBe('Sun, 29 Nov 2026 18:00:00 GMT')
    const enclosure = first.getElementsByTagName('enclosure')[0] as Element
    expect(enclosure.getAttribute('url')).toBe('https://eglise.example.org/media/predications/abc.m4a')
    expect(enclosure.getAttribute('length')).toBe('19876543')
    expect(enclosure.getAttribute('type')).toBe('audio/x-m4a')
    expect(itunes('duration', first)[0]?.textContent).toBe('1:02:05')
    expect(itunes('duration', second)[0]?.textContent).toBe('0:59')
    expect(first.getElementsByTagName('description')[0]?.textContent).toContain('Premier point ]]> second point')
  })

  it('is a valid empty show before the first sermon', () => {
    const doc = parse(podcastFeed(channel, [], new Date('2026-11-29T12:00:00Z')))
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.getElementsByTagName('item')).toHaveLength(0)
    expect(doc.getElementsByTagName('lastBuildDate')[0]?.textContent).toBe('Sun, 29 Nov 2026 12:00:00 GMT')
  })

  it('describes an episode by its passage, series, preacher and date, then its notes', () => {
    expect(episodeDescription(sermon())).toBe(
      'Texte : Romains 6.14. Série : Romains. Prêché par Pasteur « Jean » Exemple le 29 novembre 2026.\n\nPremier point ]]> second point',
    )
    expect(episodeDescription(sermon({ passage: '', series: '', notes: '' }))).toBe(
      'Prêché par Pasteur « Jean » Exemple le 29 novembre 2026.',
    )
  })
})
