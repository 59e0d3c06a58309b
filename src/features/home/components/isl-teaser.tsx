import { Button } from '#src/components/ui/button.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowRight, IconBook2, IconCertificate } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import classes from './institution.module.css'

/** The theological institute, in brief, with its figures and the way to admissions. */
export function IslTeaser() {
  const { isl } = useLoadedSiteContent()
  const stats = isl.figures
  const figures = [
    { value: stats.activeStudents, label: 'étudiants actifs' },
    { value: stats.graduates, label: 'diplômés' },
    { value: String(stats.teachers), label: 'enseignants' },
  ]
  return (
    <Section
      id="isl"
      tone="muted"
      eyebrow={`Institut · depuis ${isl.foundedYear}`}
      title={`L’institut théologique ${isl.name}`}
      intro={`Fondé en ${isl.foundedYear} en partenariat avec une université baptiste des États-Unis, l’institut forme pasteurs, responsables et serviteurs pour l’Église.`}
    >
      <div className={classes.grid}>
        <div>
          <ul className={classes.offers}>
            <li className={classes.offer}>
              <span className={classes.offerIcon} aria-hidden="true">
                <IconBook2 size={26} />
              </span>
              <div>
                <h3>Une formation biblique solide</h3>
                <p>
                  Doctrine, herméneutique, homilétique, théologie et relation d’aide pastorale, enseignées par{' '}
                  {stats.teachers} enseignants.
                </p>
              </div>
            </li>
            <li className={classes.offer}>
              <span className={classes.offerIcon} aria-hidden="true">
                <IconCertificate size={26} />
              </span>
              <div>
                <h3>Trois parcours reconnus</h3>
                <ul className={classes.inlineList}>
                  {isl.programmes.map((programme) => (
                    <li key={programme.id}>
                      {programme.name} <span>({programme.duration})</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          </ul>
          <div className={classes.actions}>
            <Button
              component={Link}
              to="/isl-programmes"
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Informations d'admission
            </Button>
          </div>
        </div>
        <div className={classes.panel}>
          <p className={classes.panelTitle}>L’{isl.name} en chiffres</p>
          <ul className={classes.stats}>
            {figures.map((figure) => (
              <li key={figure.label} className={classes.stat}>
                <span className={classes.statValue}>{figure.value}</span>
                <span className={classes.statLabel}>{figure.label}</span>
              </li>
            ))}
          </ul>
          <p className={classes.panelText}>
            Plus de {stats.graduates.replace('+', '')} diplômés servent aujourd’hui dans les églises et les ministères.
          </p>
        </div>
      </div>
    </Section>
  )
}
