// The podcast feed (/predications/podcast.xml): RSS 2.0 with the iTunes namespace, as Apple
// Podcasts and Spotify read it: the channel's title, description, language, square artwork
// (1400 px), category, owner and explicitness; each episode's stable guid, date, enclosure (the
// exact byte length and type of the file served) and duration. Written with xmlbuilder2, which
// escapes every text and attribute.
import { create } from 'xmlbuilder2'
import {
  PODCAST_ARTWORK_PATH,
  PODCAST_PATH,
  SERMON_AUDIO_FORMAT,
  SERMONS_PATH,
  formatClockDuration,
  sermonPath,
} from '#common/sermon-audio.ts'
import type { Sermon } from '#common/schemas/sermon.ts'
import { formatLongDate } from '#common/format-date.ts'

export const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd'
const ATOM_NS = 'http://www.w3.org/2005/Atom'
const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/'

export interface PodcastChannel {
  churchName: string
  /** The owner's address Apple writes to about the show (the church's main e-mail). */
  ownerEmail: string
  publicUrl: string
}

export const podcastTitle = (churchName: string) => `Prédications — ${churchName}`
export const podcastDescription = (churchName: string) =>
  `Les prédications du culte de l’${churchName}, en français : à écouter en ligne, à télécharger ou à garder sur son téléphone. Un fichier léger (environ 21 Mo par heure), pensé pour les forfaits de données mobiles.`

/** What an episode's description says: the passage, the series, the date, then the notes. */
export function episodeDescription(sermon: Pick<Sermon, 'passage' | 'series' | 'preacher' | 'preachedOn' | 'notes'>) {
  const heading = [
    sermon.passage ? `Texte : ${sermon.passage}.` : '',
    sermon.series ? `Série : ${sermon.series}.` : '',
    `Prêché par ${sermon.preacher} le ${formatLongDate(sermon.preachedOn)}.`,
  ]
    .filter(Boolean)
    .join(' ')
  return sermon.notes ? `${heading}\n\n${sermon.notes}` : heading
}

/** The feed, newest episode first, as XML text. */
export function podcastFeed(channel: PodcastChannel, sermons: readonly Sermon[], now: Date): string {
  const { churchName, ownerEmail, publicUrl } = channel
  const title = podcastTitle(churchName)
  const link = `${publicUrl}${SERMONS_PATH}`
  const artwork = `${publicUrl}${PODCAST_ARTWORK_PATH}`
  const lastDate = sermons.reduce((latest, sermon) => (sermon.publishedAt > latest ? sermon.publishedAt : latest), '')

  const doc = create({ version: '1.0', encoding: 'UTF-8' })
  const rss = doc.ele('rss', {
    version: '2.0',
    'xmlns:itunes': ITUNES_NS,
    'xmlns:atom': ATOM_NS,
    'xmlns:content': CONTENT_NS,
  })
  const ch = rss.ele('channel')
  ch.ele('title').txt(title)
  ch.ele('link').txt(link)
  ch.ele('atom:link', { href: `${publicUrl}${PODCAST_PATH}`, rel: 'self', type: 'application/rss+xml' })
  ch.ele('language').txt('fr')
  ch.ele('description').txt(podcastDescription(churchName))
  ch.ele('copyright').txt(`© ${churchName}`)
  ch.ele('lastBuildDate').txt((lastDate ? new Date(lastDate) : now).toUTCString())
  ch.ele('image').ele('url').txt(artwork).up().ele('title').txt(title).up().ele('link').txt(link)
  ch.ele('itunes:author').txt(churchName)
  ch.ele('itunes:summary').txt(podcastDescription(churchName))
  ch.ele('itunes:type').txt('episodic')
  ch.ele('itunes:owner').ele('itunes:name').txt(churchName).up().ele('itunes:email').txt(ownerEmail)
  ch.ele('itunes:image', { href: artwork })
  ch.ele('itunes:category', { text: 'Religion & Spirituality' }).ele('itunes:category', { text: 'Christianity' })
  ch.ele('itunes:explicit').txt('false')

  for (const sermon of sermons) {
    const page = `${publicUrl}${sermonPath(sermon.slug)}`
    const description = episodeDescription(sermon)
    const item = ch.ele('item')
    item.ele('title').txt(sermon.title)
    item.ele('link').txt(page)
    // The address may change (a new domain): the guid must not, or every app lists it twice.
    item.ele('guid', { isPermaLink: 'false' }).txt(`predication-${sermon.slug}`)
    item.ele('pubDate').txt(new Date(sermon.publishedAt).toUTCString())
    item.ele('description').txt(description)
    item.ele('enclosure', {
      url: `${publicUrl}${sermon.audioUrl}`,
      length: String(sermon.audioBytes),
      type: SERMON_AUDIO_FORMAT.feedMimeType,
    })
    item.ele('itunes:author').txt(sermon.preacher)
    item.ele('itunes:duration').txt(formatClockDuration(sermon.durationSeconds))
    item.ele('itunes:summary').txt(description)
    item.ele('itunes:explicit').txt('false')
    item.ele('itunes:episodeType').txt('full')
    item.ele('itunes:image', { href: artwork })
  }
  return doc.end({ prettyPrint: true })
}
