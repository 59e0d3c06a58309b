import { Button } from '#src/components/ui/button.ts'
import { Container } from '#src/components/ui/container.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import classes from './confession-page.module.css'

export function ConfessionPage() {
  const { confession, descriptions } = useLoadedSiteContent()
  usePageTitle('Confession de foi', descriptions.confession)
  return (
    <main className={classes.page}>
      <header className={classes.header}>
        <Container size="md">
          <Link to="/" className={classes.back}>
            <IconArrowLeft size={18} aria-hidden="true" />
            Retour à l'accueil
          </Link>
          <p className={classes.eyebrow}>Ce que nous croyons</p>
          <h1 className={classes.title}>Confession de foi</h1>
          <p className={classes.intro}>{confession.intro}</p>
        </Container>
      </header>

      <Container size="md" className={classes.body}>
        {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list semantics of a list styled without markers */}
        <ol className={classes.list} role="list">
          {confession.convictions.map((conviction, index) => {
            const titleId = `conviction-${index + 1}`
            return (
              <li key={titleId} className={classes.item} aria-labelledby={titleId}>
                <span className={classes.number} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h2 id={titleId} className={classes.itemTitle}>
                    {conviction.title}
                  </h2>
                  <p className={classes.text}>{conviction.text}</p>
                  {conviction.references.length > 0 ? (
                    <p className={classes.references}>
                      <span className="visually-hidden">Références bibliques : </span>
                      {conviction.references.join(' · ')}
                    </p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ol>

        <aside className={classes.closing} aria-labelledby="confession-closing-title">
          <h2 id="confession-closing-title" className={classes.closingTitle}>
            Vous partagez ces convictions ?
          </h2>
          <p>Venez nous rencontrer un dimanche, ou faites le premier pas pour rejoindre notre famille d'Église.</p>
          <Button
            component={Link}
            to="/"
            hash="membership"
            size="md"
            color="gold.5"
            c="#172554"
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            Devenir membre
          </Button>
        </aside>
      </Container>
    </main>
  )
}
