import { longPageClass } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import { HeroSection } from './hero-section.tsx'
import {
  AboutPart,
  ContactPart,
  EventsPart,
  GalleryPart,
  GivePart,
  InstitutionsPart,
  LeadershipPart,
  MembershipPart,
  MinistriesPart,
  NewsletterPart,
  ServicesPart,
} from './home-parts.tsx'

// The page's JSON-LD (the church and its events) is written into the <head> by the server.
export function HomePage() {
  usePageTitle('Accueil', useLoadedSiteContent().descriptions.home)
  return (
    <main className={longPageClass}>
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
      <GivePart />
      <ContactPart />
    </main>
  )
}
