import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { LoadingBlock } from '../../components/loading-block.tsx'
import { LoadWhenNeeded } from '../../components/load-when-needed.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { useEvents } from '../../features/events/api.ts'
import { useMemberStats } from '../../features/membership/api.ts'
import { useServices } from '../../features/services/api.ts'
import { GallerySection } from '../../features/gallery/components/gallery-section.tsx'
import { AboutSection } from '../../features/home/components/about-section.tsx'
import { ChurchJsonLd, EventsJsonLd } from '../../features/home/components/church-json-ld.tsx'
import { ContactSection } from '../../features/home/components/contact-section.tsx'
import { EventsSection } from '../../features/home/components/events-section.tsx'
import { FeprobaTeaser } from '../../features/home/components/feproba-teaser.tsx'
import { HeroSection } from '../../features/home/components/hero-section.tsx'
import { IslTeaser } from '../../features/home/components/isl-teaser.tsx'
import { LeadershipSection } from '../../features/home/components/leadership-section.tsx'
import { MemberCta } from '../../features/home/components/member-cta.tsx'
import { MembershipSection } from '../../features/home/components/membership-section.tsx'
import { MinistriesSection } from '../../features/home/components/ministries-section.tsx'
import { NewsletterBlock } from '../../features/home/components/newsletter-block.tsx'
import { ServicesSection } from '../../features/home/components/services-section.tsx'
import { parseHomeSearch } from '../../features/home/home-search.ts'

// The forms sit far below the fold: their code (react-hook-form, inputs, zod) loads after the
// first screen works, when they near the screen or the browser is idle.
const MembershipForm = lazy(() =>
  import('../../features/membership/components/membership-form.tsx').then((m) => ({ default: m.MembershipForm })),
)
const NewsletterForm = lazy(() =>
  import('../../features/newsletter/components/newsletter-form.tsx').then((m) => ({ default: m.NewsletterForm })),
)
const ContactForm = lazy(() =>
  import('../../features/contact/components/contact-form.tsx').then((m) => ({ default: m.ContactForm })),
)

export const Route = createFileRoute('/_site/')({
  // `?sujet=Autre` ("Devenir Partenaire") preselects the contact form's subject.
  validateSearch: parseHomeSearch,
  component: HomePage,
})

function HomePage() {
  usePageTitle(
    'Accueil',
    'Église baptiste francophone à Santiago (République dominicaine) depuis 2011 : cultes, ministères, événements, fondation FEPROBA et institut théologique ISL.',
  )
  const { sujet } = Route.useSearch()
  return (
    <main>
      <ChurchJsonLd />
      <HeroSection />
      <AboutSection />
      <Services />
      <FeprobaTeaser />
      <IslTeaser />
      <MinistriesSection />
      <LeadershipSection />
      <JoinInvitation />
      <MembershipSection>
        <LoadWhenNeeded fallback={<LoadingBlock label="Chargement du formulaire…" minHeight={900} />}>
          <MembershipForm />
        </LoadWhenNeeded>
      </MembershipSection>
      <Events />
      <NewsletterBlock>
        <LoadWhenNeeded fallback={<LoadingBlock label="Chargement du formulaire…" minHeight={52} />}>
          <NewsletterForm />
        </LoadWhenNeeded>
      </NewsletterBlock>
      <GallerySection />
      <ContactSection
        form={
          <LoadWhenNeeded fallback={<LoadingBlock label="Chargement du formulaire…" minHeight={520} />}>
            <ContactForm defaultSubject={sujet} />
          </LoadWhenNeeded>
        }
      />
    </main>
  )
}

// Each block reads its own query, so a response re-renders that block only, not the page.
function Services() {
  const { services, isLoading } = useServices()
  return <ServicesSection services={services} isLoading={isLoading} />
}

function Events() {
  const { events, isLoading } = useEvents()
  return (
    <>
      <EventsJsonLd events={events} />
      <EventsSection events={events} isLoading={isLoading} />
    </>
  )
}

function JoinInvitation() {
  return <MemberCta stats={useMemberStats()} />
}
