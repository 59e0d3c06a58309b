import { Button } from '#src/components/ui/button.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowRight, IconSchool, IconTool } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import classes from './institution.module.css'

/** The education foundation, in brief, with the way to its programmes and to partnering. */
export function FeprobaTeaser() {
  const { feproba } = useLoadedSiteContent()
  return (
    <Section
      id="feproba"
      eyebrow={`Fondation · depuis ${feproba.foundedYear}`}
      title={`La fondation ${feproba.name}`}
      intro={`Créée par l’église en ${feproba.foundedYear}, la fondation offre aux enfants et aux jeunes de Santiago une éducation solide et un métier pour leur avenir.`}
    >
      <div className={classes.grid}>
        <div>
          <ul className={classes.offers}>
            <li className={classes.offer}>
              <span className={classes.offerIcon} aria-hidden="true">
                <IconSchool size={26} />
              </span>
              <div>
                <h3>École classique</h3>
                <p>Primaire (6-12 ans) et secondaire (13-18 ans) : un enseignement exigeant dans un cadre chrétien.</p>
              </div>
            </li>
            <li className={classes.offer}>
              <span className={classes.offerIcon} aria-hidden="true">
                <IconTool size={26} />
              </span>
              <div>
                <h3>Formations professionnelles</h3>
                <p>Sept formations de 3 à 18 mois pour apprendre un métier et gagner sa vie dignement.</p>
              </div>
            </li>
          </ul>
          <div className={classes.actions}>
            <Button
              component={Link}
              to="/feproba-programmes"
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Voir les programmes
            </Button>
            <Button
              size="md"
              variant="outline"
              renderRoot={(props) => <Link {...props} to="/" search={{ sujet: 'Autre' }} hash="contact" />}
            >
              Devenir Partenaire
            </Button>
          </div>
        </div>
        <div className={classes.panel}>
          <p className={classes.panelTitle}>Nos formations professionnelles</p>
          <ul className={classes.programmes}>
            {feproba.trainings.map((training) => (
              <li key={training.id}>
                <span>{training.name}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
