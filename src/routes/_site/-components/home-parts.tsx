import { lazy, memo } from 'react'
import { useSearch } from '@tanstack/react-router'
import { HydrateApart, HydrateWhenNear } from '../../../components/hydrate-when-near.tsx'
import { LoadingBlock } from '../../../components/loading-block.tsx'
import { LoadWhenNeeded } from '../../../components/load-when-needed.tsx'
import { useEvents } from '../../../features/events/api.ts'
import { useMemberStats } from '../../../features/membership/api.ts'
import { useServices } from '../../../features/services/api.ts'
import { useGalleryPhotos } from '../../../features/gallery/api.ts'
import { GallerySection } from '../../../features/gallery/components/gallery-section.tsx'
import { AboutSection } from '../../../features/home/components/about-section.tsx'
import { EventsJsonLd } from '../../../features/home/components/church-json-ld.tsx'
import { ContactSection } from '../../../features/home/components/contact-section.tsx'
import { EventsSection } from '../../../features/home/components/events-section.tsx'
import { FeprobaTeaser } from '../../../features/home/components/feproba-teaser.tsx'
import { IslTeaser } from '../../../features/home/components/isl-teaser.tsx'
import { LeadershipSection } from '../../../features/home/components/leadership-section.tsx'
import { MemberCta } from '../../../features/home/components/member-cta.tsx'
import { MembershipSection } from '../../../features/home/components/membership-section.tsx'
import { MinistriesSection } from '../../../features/home/components/ministries-section.tsx'
import { NewsletterBlock } from '../../../features/home/components/newsletter-block.tsx'
import { ServicesSection } from '../../../features/home/components/services-section.tsx'

// The home page below its hero, in parts that React hydrates one by one (see HydrateApart and
// HydrateWhenNear): the parts that show live data (services, events) and the newsletter form
// right away, the others once the visitor scrolls near them. Each part takes no props and is
// memoized, so that nothing updates a part before it has hydrated.

// The forms sit far below the fold: their code (react-hook-form, inputs, zod) loads after the
// first screen works, when they near the screen or the browser is idle.
const MembershipForm = lazy(() =>
  import('../../../features/membership/components/membership-form.tsx').then((m) => ({ default: m.MembershipForm })),
)
const NewsletterForm = lazy(() =>
  import('../../../features/newsletter/components/newsletter-form.tsx').then((m) => ({ default: m.NewsletterForm })),
)
const ContactForm = lazy(() =>
  import('../../../features/contact/components/contact-form.tsx').then((m) => ({ default: m.ContactForm })),
)

const formFallback = (minHeight: number) => <LoadingBlock label="Chargement du formulaire…" minHeight={minHeight} />

export const AboutPart = memo(function AboutPart() {
  return (
    <HydrateWhenNear>
      <AboutSection />
    </HydrateWhenNear>
  )
})

// Each data block reads its own query, inside its part, so a response re-renders that block only.
function Services() {
  const { services, isLoading } = useServices()
  return <ServicesSection services={services} isLoading={isLoading} />
}

export const ServicesPart = memo(function ServicesPart() {
  return (
    <HydrateApart>
      <Services />
    </HydrateApart>
  )
})

export const InstitutionsPart = memo(function InstitutionsPart() {
  return (
    <HydrateWhenNear>
      <FeprobaTeaser />
      <IslTeaser />
    </HydrateWhenNear>
  )
})

export const MinistriesPart = memo(function MinistriesPart() {
  return (
    <HydrateWhenNear>
      <MinistriesSection />
    </HydrateWhenNear>
  )
})

export const LeadershipPart = memo(function LeadershipPart() {
  return (
    <HydrateWhenNear>
      <LeadershipSection />
    </HydrateWhenNear>
  )
})

function JoinInvitation() {
  return <MemberCta stats={useMemberStats()} />
}

export const MembershipPart = memo(function MembershipPart() {
  return (
    <HydrateWhenNear>
      <JoinInvitation />
      <MembershipSection>
        <LoadWhenNeeded fallback={formFallback(900)}>
          <MembershipForm />
        </LoadWhenNeeded>
      </MembershipSection>
    </HydrateWhenNear>
  )
})

function Events() {
  const { events, isLoading } = useEvents()
  return (
    <>
      <EventsJsonLd events={events} />
      <EventsSection events={events} isLoading={isLoading} />
    </>
  )
}

export const EventsPart = memo(function EventsPart() {
  return (
    <HydrateApart>
      <Events />
    </HydrateApart>
  )
})

export const NewsletterPart = memo(function NewsletterPart() {
  return (
    <HydrateApart>
      <NewsletterBlock>
        <LoadWhenNeeded fallback={formFallback(52)}>
          <NewsletterForm />
        </LoadWhenNeeded>
      </NewsletterBlock>
    </HydrateApart>
  )
})

function Gallery() {
  return <GallerySection photos={useGalleryPhotos()} />
}

export const GalleryPart = memo(function GalleryPart() {
  return (
    <HydrateWhenNear>
      <Gallery />
    </HydrateWhenNear>
  )
})

/** `?sujet=Autre` ("Devenir Partenaire") preselects the contact form's subject. */
function RoutedContactForm() {
  const { sujet } = useSearch({ from: '/_site/' })
  return <ContactForm defaultSubject={sujet} />
}

export const ContactPart = memo(function ContactPart() {
  return (
    <HydrateWhenNear>
      <ContactSection
        form={
          <LoadWhenNeeded fallback={formFallback(520)}>
            <RoutedContactForm />
          </LoadWhenNeeded>
        }
      />
    </HydrateWhenNear>
  )
})
