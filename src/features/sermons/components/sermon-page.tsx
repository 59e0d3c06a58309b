import { useSyncExternalStore } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconBrandWhatsapp, IconDownload, IconVideo } from '@tabler/icons-react'
import { Container } from '#src/components/ui/container.ts'
import { formatLongDate } from '#common/format-date.ts'
import { formatMegabytes, sermonPath } from '#common/sermon-audio.ts'
import type { Sermon } from '#common/schemas/sermon.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import { sermonQueries } from '../api.ts'
import { KeepOffline } from './keep-offline.tsx'
import { SermonMeta } from './sermon-meta.tsx'
import { SermonPlayer } from './sermon-player.tsx'
import classes from './sermons.module.css'

/** The page's description: the passage, who preached it and when, then the start of the notes. */
export function sermonDescription(sermon: Sermon): string {
  const heading = `${sermon.passage ? `${sermon.passage} — ` : ''}Prédication de ${sermon.preacher}, le ${formatLongDate(sermon.preachedOn)}.`
  const notes = sermon.notes.replace(/\s+/g, ' ').trim()
  const text = notes ? `${heading} ${notes}` : heading
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text
}

const noSubscription = () => () => {}
/** The site's address, known in the browser only (the server draws the link without it). */
const useOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )

/** The file's name when downloaded: the date and the page's address, readable in a phone's files. */
const downloadName = (sermon: Sermon) => `${sermon.slug}.m4a`

/** /predications/<slug>: the player, the download, the notes, and ways to share or keep it. */
export function SermonPage({ slug }: { slug: string }) {
  const { data: sermon } = useSuspenseQuery(sermonQueries.detail(slug))
  usePageTitle(sermon.title, sermonDescription(sermon))
  const page = sermonPath(sermon.slug)
  const shareText = `${sermon.title} — ${sermon.preacher}\n${useOrigin()}${page}`
  return (
    <main className={classes.page}>
      <header className={classes.header}>
        <Container size="md">
          <Link to="/predications" className={classes.back}>
            <IconArrowLeft size={18} aria-hidden="true" />
            Toutes les prédications
          </Link>
          <p className={classes.eyebrow}>{sermon.series || 'Prédication'}</p>
          <h1 className={classes.title}>{sermon.title}</h1>
          <SermonMeta sermon={sermon} />
        </Container>
      </header>
      <Container size="md" className={classes.body}>
        <section className={classes.player} aria-label="Écouter">
          <SermonPlayer sermon={sermon} />
          <p className={classes.playerNote}>
            Rien n’est téléchargé avant d’appuyer sur « Écouter ». L’écoute entière utilise{' '}
            {formatMegabytes(sermon.audioBytes)} de données.
          </p>
          <div className={classes.actions}>
            <a href={sermon.audioUrl} download={downloadName(sermon)} className={classes.action}>
              <IconDownload size={18} aria-hidden="true" />
              Télécharger ({formatMegabytes(sermon.audioBytes)})
            </a>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={`${classes.action} ${classes.whatsapp}`}
            >
              <IconBrandWhatsapp size={18} aria-hidden="true" />
              Partager sur WhatsApp
            </a>
            {sermon.videoUrl ? (
              <a href={sermon.videoUrl} target="_blank" rel="noopener noreferrer" className={classes.action}>
                <IconVideo size={18} aria-hidden="true" />
                Voir la vidéo
              </a>
            ) : null}
          </div>
          <KeepOffline url={sermon.audioUrl} bytes={sermon.audioBytes} page={page} />
        </section>
        {sermon.notes ? (
          <section className={classes.notes} aria-labelledby="notes-title">
            <h2 id="notes-title" className={classes.notesTitle}>
              Notes
            </h2>
            <p className={classes.notesText}>{sermon.notes}</p>
          </section>
        ) : null}
      </Container>
    </main>
  )
}
