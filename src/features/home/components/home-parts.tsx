import { lazy, memo } from 'react'
import { useSearch } from '@tanstack/react-router'
import { HydrateWhenNear } from '#src/components/hydrate-when-near.tsx'
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
import { AboutSection } from './about-section.tsx'
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

// The home page below its hero, in parts that React hydrates one by one, each once the visitor
// scrolls near it (HydrateWhenNear): until then the server's markup stays as it is, readable,
// its links working. On a slow phone, hydrating the services, events and newsletter parts at
// load was most of the home page's blocking time (Lighthouse TBT, median of 5: 310 ms, 145 ms
// without). Each part takes no props and is memoized. The page arrives with the data it was
// drawn from (src/main.tsx puts it in the query cache), current when the server drew it, so a
// part hydrates with that very data (no mismatch) and nothing is fetched again on load.

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
        <LoadWhenNeeded fallback={formFallback}>
          <MembershipForm />
        </LoadWhenNeeded>
      </MembershipSection>
    </HydrateWhenNear>
  )
})

function Events() {
  const { events, isLoading } = useEvents()
  return <EventsSection events={events} isLoading={isLoading} />
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
        <LoadWhenNeeded fallback={formFallback}>
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
          <LoadWhenNeeded fallback={formFallback}>
            <RoutedContactForm />
          </LoadWhenNeeded>
        }
      />
    </HydrateWhenNear>
  )
})

function Give() {
  const settings = useDonationSettings()
  const churchName = useSiteContent()?.identity.name
  return <GiveSection settings={settings} churchName={churchName} />
}

export const GivePart = memo(function GivePart() {
  return (
    <HydrateWhenNear>
      <Give />
    </HydrateWhenNear>
  )
})
