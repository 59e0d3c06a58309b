// Schema.org data of the sermons' pages, written into their <head> by the server: the podcast on
// the list, one episode with its recording on each sermon's page.
import { PODCAST_ARTWORK_PATH, PODCAST_PATH, SERMON_AUDIO_FORMAT, SERMONS_PATH, sermonPath } from './sermon-audio.ts'
import type { Sermon, SermonSummary } from './schemas/sermon.ts'

/** 3725 s → "PT1H2M5S" (ISO 8601, as schema.org's `duration` asks). */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`
}

const audioObject = (sermon: SermonSummary, publicUrl: string) => ({
  '@type': 'AudioObject',
  contentUrl: `${publicUrl}${sermon.audioUrl}`,
  encodingFormat: SERMON_AUDIO_FORMAT.mimeType,
  contentSize: `${sermon.audioBytes} B`,
  duration: isoDuration(sermon.durationSeconds),
})

/** The podcast: the list page. */
export function podcastSeriesJsonLd(churchName: string, publicUrl: string, sermons: readonly SermonSummary[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: `Prédications — ${churchName}`,
    url: `${publicUrl}${SERMONS_PATH}`,
    webFeed: `${publicUrl}${PODCAST_PATH}`,
    image: `${publicUrl}${PODCAST_ARTWORK_PATH}`,
    inLanguage: 'fr',
    author: { '@type': 'Organization', name: churchName },
    ...(sermons.length > 0
      ? {
          hasPart: sermons.slice(0, 20).map((sermon) => ({
            '@type': 'PodcastEpisode',
            name: sermon.title,
            url: `${publicUrl}${sermonPath(sermon.slug)}`,
            datePublished: sermon.preachedOn,
          })),
        }
      : {}),
  }
}

/** One sermon: the episode, its recording, who preached it. */
export function podcastEpisodeJsonLd(sermon: Sermon, churchName: string, publicUrl: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: sermon.title,
    url: `${publicUrl}${sermonPath(sermon.slug)}`,
    description,
    datePublished: sermon.preachedOn,
    inLanguage: 'fr',
    timeRequired: isoDuration(sermon.durationSeconds),
    author: { '@type': 'Person', name: sermon.preacher },
    ...(sermon.passage ? { about: sermon.passage } : {}),
    associatedMedia: audioObject(sermon, publicUrl),
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: `Prédications — ${churchName}`,
      url: `${publicUrl}${SERMONS_PATH}`,
      webFeed: `${publicUrl}${PODCAST_PATH}`,
    },
  }
}
