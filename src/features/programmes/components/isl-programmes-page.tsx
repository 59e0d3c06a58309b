import { Suspense, lazy } from 'react'
import { IconHeartHandshake } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import type { IslProgramId } from '#common/schemas/isl-request.ts'
import { IslProgrammeCard } from './isl-programme-card.tsx'
import { IslStats } from './isl-stats.tsx'
import { AfterFirstCommit } from './after-first-commit.tsx'
import { LoadingNotice } from './loading-notice.tsx'
import { PageHero } from './page-hero.tsx'
import { ProgrammesContact } from './programmes-contact.tsx'
import { useProgrammeModal } from './use-programme-modal.ts'
import classes from './isl-programmes.module.css'

// The application form loads on the first sign of interest in a "Postuler" button.
const loadModal = () => import('./isl-application-modal.tsx')
const IslApplicationModal = lazy(() => loadModal().then((module) => ({ default: module.IslApplicationModal })))
const preloadModal = () => void loadModal()

export function IslProgrammesPage() {
  const { isl, descriptions } = useLoadedSiteContent()
  usePageTitle(`Programmes ${isl.name}`, descriptions.islProgrammes)
  const modal = useProgrammeModal<IslProgramId>()

  return (
    <main>
      <PageHero
        eyebrow={`Institut théologique · depuis ${isl.foundedYear}`}
        title={`Programmes ${isl.name}`}
        intro={<p>{isl.intro}</p>}
      >
        <IslStats isl={isl} />
      </PageHero>

      <Section
        id="programmes"
        eyebrow="Trois parcours"
        title="Nos programmes"
        intro="Du certificat à la licence, chaque étape prépare à un service plus large, dans l'Église locale comme dans la mission."
      >
        <div className={classes.programmes}>
          {isl.programmes.map((programme) => (
            <IslProgrammeCard
              key={programme.id}
              programme={programme}
              onApply={() => modal.open(programme.id)}
              onIntent={preloadModal}
            />
          ))}
        </div>
        <div className={classes.partner}>
          <IconHeartHandshake size={32} stroke={1.5} aria-hidden="true" />
          <p>
            Notre partenariat avec une université baptiste des États-Unis enrichit les programmes de l'{isl.name} et
            l'accompagnement de nos étudiants, aux côtés de nos {isl.figures.teachers} enseignants, pasteurs et
            théologiens.
          </p>
        </div>
      </Section>

      <ProgrammesContact />

      {modal.mounted ? (
        <Suspense fallback={<LoadingNotice />}>
          <AfterFirstCommit>
            {(committed) => (
              <IslApplicationModal
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
