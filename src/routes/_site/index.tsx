import { createFileRoute } from '@tanstack/react-router'
import { useLoadedSiteContent } from '../../lib/site-content.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
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

// The page's JSON-LD (the church and its events) is written into the <head> by the server.
function HomePage() {
  usePageTitle('Accueil', useLoadedSiteContent().descriptions.home)
  return (
    <main>
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
