import { lazy } from 'react'
import { useSearch } from '@tanstack/react-router'
import { LoadingBlock } from '#src/components/loading-block.tsx'
import { LoadWhenNeeded } from '#src/components/load-when-needed.tsx'
import { loadAgain } from '#src/lib/load-again.ts'
import { useEvents } from '#src/features/events/api.ts'
import { useMemberStats } from '#src/features/membership/api.ts'
import { useServices } from '#src/features/services/api.ts'
import { useGalleryPhotos } from '#src/features/gallery/api.ts'
import { useDonationSettings } from '#src/features/donations/api.ts'
import { GiveSection } from '#src/features/donations/index.ts'
import { useSiteContent } from '#src/lib/site-content.ts'
import { GallerySection } from '#src/features/gallery/index.ts'
import { loadMembershipForm } from '#src/features/membership/index.ts'
import { loadNewsletterForm } from '#src/features/newsletter/index.ts'
import { loadContactForm } from '#src/features/contact/index.ts'
import { ContactSection } from './contact-section.tsx'
import { EventsSection } from '#src/features/events/index.ts'
import { FeprobaTeaser } from './feproba-teaser.tsx'
import { IslTeaser } from './isl-teaser.tsx'
import { LeadershipSection } from './leadership-section.tsx'
import { MemberCta } from './member-cta.tsx'
import { MembershipSection } from './membership-section.tsx'
import { MinistriesSection } from './ministries-section.tsx'
import { NewsletterBlock } from './newsletter-block.tsx'
import { ServicesSection } from '#src/features/services/index.ts'

// What the home page's parts below the first screen draw (home-parts.tsx): its code loads when
// the first of them nears the screen, or before a navigation inside the app to the home page.

// The forms sit far below the fold: their code (react-hook-form, inputs, zod) loads when they
// near the screen (their part hydrates, then LoadWhenNeeded sees them close), and loads again
// when the network comes back if it dropped meanwhile (the server's form stays in the page).
const MembershipForm = lazy(() =>
  loadAgain(loadMembershipForm).then((m) => ({
    default: m.MembershipForm,
  })),
)
const NewsletterForm = lazy(() =>
  loadAgain(loadNewsletterForm).then((m) => ({
    default: m.NewsletterForm,
  })),
)
const ContactForm = lazy(() =>
  loadAgain(loadContactForm).then((m) => ({
    default: m.ContactForm,
  })),
)

const formFallback = <LoadingBlock label="Chargement du formulaire…" />

// Each data block reads its own query, inside its part, so a response re-renders that block only.
export function Services() {
  const { services, isLoading } = useServices()
  return <ServicesSection services={services} isLoading={isLoading} />
}

export function Institutions() {
  return (
    <>
      <FeprobaTeaser />
      <IslTeaser />
    </>
  )
}

export { MinistriesSection as Ministries, LeadershipSection as Leadership }

export function Membership() {
  return (
    <>
      <MemberCta stats={useMemberStats()} />
      <MembershipSection>
        <LoadWhenNeeded fallback={formFallback}>
          <MembershipForm />
        </LoadWhenNeeded>
      </MembershipSection>
    </>
  )
}

export function Events() {
  const { events, isLoading } = useEvents()
  return <EventsSection events={events} isLoading={isLoading} />
}

export function Newsletter() {
  return (
    <NewsletterBlock>
      <LoadWhenNeeded fallback={formFallback}>
        <NewsletterForm />
      </LoadWhenNeeded>
    </NewsletterBlock>
  )
}

export function Gallery() {
  return <GallerySection photos={useGalleryPhotos()} />
}

/** `?sujet=Autre` ("Devenir Partenaire") preselects the contact form's subject. */
function RoutedContactForm() {
  const { sujet } = useSearch({ from: '/_site/' })
  return <ContactForm defaultSubject={sujet} />
}

export function Contact() {
  return (
    <ContactSection
      form={
        <LoadWhenNeeded fallback={formFallback}>
          <RoutedContactForm />
        </LoadWhenNeeded>
      }
    />
  )
}

export function Give() {
  const settings = useDonationSettings()
  const churchName = useSiteContent()?.identity.name
  return <GiveSection settings={settings} churchName={churchName} />
}
