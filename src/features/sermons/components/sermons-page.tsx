import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconRss } from '@tabler/icons-react'
import { Container } from '#src/components/ui/container.ts'
import { PODCAST_PATH } from '#common/sermon-audio.ts'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import { sermonQueries } from '../api.ts'
import { SermonMeta } from './sermon-meta.tsx'
import classes from './sermons.module.css'

export const SERMONS_DESCRIPTION =
  'Les prédications du culte, à écouter en ligne, à télécharger ou à garder sur son téléphone : des fichiers légers (environ 20 Mo par heure), pensés pour les forfaits de données mobiles. Aussi en podcast.'

/** /predications: the sermons, newest first, each with what it costs to hear on a data plan. */
export function SermonsPage() {
  const { identity } = useLoadedSiteContent()
  const { data: sermons } = useSuspenseQuery(sermonQueries.list())
  usePageTitle('Prédications', SERMONS_DESCRIPTION)
  return (
    <main className={classes.page}>
      <header className={classes.header}>
        <Container size="md">
          <Link to="/" className={classes.back}>
            <IconArrowLeft size={18} aria-hidden="true" />
            Retour à l'accueil
          </Link>
          <p className={classes.eyebrow}>{identity.shortName} · Écouter la Parole</p>
          <h1 className={classes.title}>Prédications</h1>
          <p className={classes.intro}>
            Réécoutez les prédications du culte, où que vous soyez. Chaque enregistrement est léger : environ 20 Mo pour
            une heure. Sur une page de prédication, « Garder pour écouter hors connexion » le met sur votre téléphone.
          </p>
          <div className={classes.actions}>
            <a href={PODCAST_PATH} className={classes.action} type="application/rss+xml">
              <IconRss size={18} aria-hidden="true" />
              S’abonner au podcast
            </a>
          </div>
        </Container>
      </header>
      <Container size="md" className={classes.body}>
        {sermons.length === 0 ? (
          <p className={classes.empty}>Aucune prédication n’est encore en ligne. Revenez après le prochain culte !</p>
        ) : (
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list semantics of a list styled without markers
          <ol className={classes.list} role="list" aria-label="Prédications, de la plus récente à la plus ancienne">
            {sermons.map((sermon) => (
              <li key={sermon.slug} className={classes.item}>
                {sermon.series ? <p className={`${classes.eyebrow} ${classes.series}`}>{sermon.series}</p> : null}
                <h2 className={classes.itemTitle}>
                  <Link to="/predications/$slug" params={{ slug: sermon.slug }} className={classes.itemLink}>
                    {sermon.title}
                  </Link>
                </h2>
                <SermonMeta sermon={sermon} />
              </li>
            ))}
          </ol>
        )}
      </Container>
    </main>
  )
}
