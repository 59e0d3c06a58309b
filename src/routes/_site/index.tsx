import { createFileRoute } from '@tanstack/react-router'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { ChurchJsonLd } from '../../features/home/components/church-json-ld.tsx'
import { HeroSection } from '../../features/home/components/hero-section.tsx'
import { parseHomeSearch } from '../../features/home/home-search.ts'
import {
  AboutPart,
  ContactPart,
  EventsPart,
  GalleryPart,
  InstitutionsPart,
  LeadershipPart,
  MembershipPart,
  MinistriesPart,
  NewsletterPart,
  ServicesPart,
} from './-components/home-parts.tsx'

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
  return (
    <main>
      <ChurchJsonLd />
      <HeroSection />
      <AboutPart />
      <ServicesPart />
      <InstitutionsPart />
      <MinistriesPart />
      <LeadershipPart />
      <MembershipPart />
      <EventsPart />
      <NewsletterPart />
      <GalleryPart />
      <ContactPart />
    </main>
  )
}
