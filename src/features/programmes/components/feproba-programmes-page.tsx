import { Suspense, lazy } from 'react'
import { Section } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import type { FeprobaProgramId } from '#common/schemas/feproba-request.ts'
import { FeprobaSchoolCard } from './feproba-school-card.tsx'
import { FeprobaTrainingCard } from './feproba-training-card.tsx'
import { AfterFirstCommit } from './after-first-commit.tsx'
import { LoadingNotice } from './loading-notice.tsx'
import { PageHero } from './page-hero.tsx'
import { ProgrammesContact } from './programmes-contact.tsx'
import { useProgrammeModal } from './use-programme-modal.ts'
import classes from './programme-cards.module.css'
import heroClasses from './page-hero.module.css'

// The form (react-hook-form, zod, Mantine inputs) loads on the first sign of interest in a button.
const loadModal = () => import('./feproba-request-modal.tsx')
const FeprobaRequestModal = lazy(() => loadModal().then((module) => ({ default: module.FeprobaRequestModal })))
const preloadModal = () => void loadModal()

export function FeprobaProgrammesPage() {
  const { feproba, descriptions } = useLoadedSiteContent()
  usePageTitle(`Programmes ${feproba.name}`, descriptions.feprobaProgrammes)
  const modal = useProgrammeModal<FeprobaProgramId>()

  return (
    <main>
      <PageHero
        eyebrow={`Fondation ${feproba.name} · depuis ${feproba.foundedYear}`}
        title={`Programmes ${feproba.name}`}
        intro={<p>{feproba.intro}</p>}
      >
        <p className={heroClasses.note}>
          Numéro d'identification fiscale : <span className={heroClasses.nowrap}>{feproba.taxNumber}</span>
        </p>
      </PageHero>

      <Section
        id="ecoles"
        eyebrow="École classique"
        title="Élémentaire et secondaire"
        intro="Deux cycles pour accompagner les enfants de 6 à 18 ans, avec des enseignants qualifiés et des valeurs chrétiennes au cœur de l'éducation."
      >
        <div className={classes.schools}>
          {feproba.schools.map((school) => (
            <FeprobaSchoolCard
              key={school.id}
              school={school}
              onEnrol={() => modal.open(school.id)}
              onIntent={preloadModal}
            />
          ))}
        </div>
      </Section>

      <Section
        id="formations"
        tone="muted"
        eyebrow="Formations professionnelles"
        title="Apprendre un métier"
        intro="Sept formations pratiques, de 3 à 18 mois selon le rythme et le niveau visé, pour gagner sa vie dignement et servir sa communauté."
      >
        <div className={classes.trainings}>
          {feproba.trainings.map((training) => (
            <FeprobaTrainingCard
              key={training.id}
              training={training}
              onEnrol={() => modal.open(training.id)}
              onIntent={preloadModal}
            />
          ))}
        </div>
      </Section>

      <ProgrammesContact />

      {modal.mounted ? (
        <Suspense fallback={<LoadingNotice />}>
          <AfterFirstCommit>
            {(committed) => (
              <FeprobaRequestModal
                opened={committed && modal.opened}
                onClose={modal.close}
                programId={modal.programId}
              />
            )}
          </AfterFirstCommit>
        </Suspense>
      ) : null}
    </main>
  )
}
