import { lazy, memo } from 'react'
import { useSearch } from '@tanstack/react-router'
import { HydrateWhenNear } from '../../../components/hydrate-when-near.tsx'
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

// The home page below its hero, in parts that React hydrates one by one, each once the visitor
// scrolls near it (HydrateWhenNear): until then the prerendered markup stays as it is, readable,
// its links working. On a slow phone, hydrating the services, events and newsletter parts at
// load was most of the home page's blocking time (Lighthouse TBT, median of 5: 310 ms, 145 ms
// without). Each part takes no props and is memoized, and its queries are used by nothing
// outside it: a part's query is therefore not even observed before the part hydrates, so the
// data it hydrates with is the prerendered page's (no mismatch). Mounted, the query fetches the
// live data (with the page's refresh once idle, or as it mounts after it), which replaces it.

// The forms sit far below the fold: their code (react-hook-form, inputs, zod) loads when they
// near the screen (their part hydrates, then LoadWhenNeeded sees them close).
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
    <HydrateWhenNear>
      <Services />
    </HydrateWhenNear>
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
    <HydrateWhenNear>
      <Events />
    </HydrateWhenNear>
  )
})

export const NewsletterPart = memo(function NewsletterPart() {
  return (
    <HydrateWhenNear>
      <NewsletterBlock>
        <LoadWhenNeeded fallback={formFallback(52)}>
          <NewsletterForm />
        </LoadWhenNeeded>
      </NewsletterBlock>
    </HydrateWhenNear>
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
