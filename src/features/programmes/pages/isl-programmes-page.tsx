import { Suspense, lazy } from 'react'
import { IconHeartHandshake } from '@tabler/icons-react'
import { church } from '#common/content/church.ts'
import { islIntro, islProgrammes } from '#common/content/isl-programmes.ts'
import { Section } from '#src/components/section.tsx'
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
const loadModal = () => import('../components/isl-application-modal.tsx')
const IslApplicationModal = lazy(() => loadModal().then((module) => ({ default: module.IslApplicationModal })))
const preloadModal = () => void loadModal()

export function IslProgrammesPage() {
  usePageTitle(
    'Programmes ISL',
    "Certificat (2 ans), diplôme (3 ans) et licence (4 ans) en théologie à l'Institut ISL de Santiago, en partenariat avec une université baptiste des États-Unis.",
  )
  const modal = useProgrammeModal<IslProgramId>()

  return (
    <main>
      <PageHero
        eyebrow={`Institut théologique · depuis ${church.isl.foundedYear}`}
        title="Programmes ISL"
        intro={<p>{islIntro}</p>}
      >
        <IslStats />
      </PageHero>

      <Section
        id="programmes"
        eyebrow="Trois parcours"
        title="Nos programmes"
        intro="Du certificat à la licence, chaque étape prépare à un service plus large, dans l'Église locale comme dans la mission."
      >
        <div className={classes.programmes}>
          {islProgrammes.map((programme) => (
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
            Notre partenariat avec une université baptiste des États-Unis enrichit les programmes de l'ISL et
            l'accompagnement de nos étudiants, aux côtés de nos {church.isl.stats.teachers} enseignants, pasteurs et
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
