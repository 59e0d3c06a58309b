import { memo } from 'react'
import { HydrateWhenNear } from '#src/components/hydrate-when-near.tsx'
import { homeBelow } from '../load-home-below.ts'
import { AboutSection } from './about-section.tsx'

// The home page below its hero, in parts that React hydrates one by one, each once the visitor
// scrolls near it (HydrateWhenNear): until then the server's markup stays as it is, readable,
// its links working. A slow phone then adopts the first screen only. Each part takes no props
// and is memoized. The page arrives with the data it was drawn from (src/main.tsx puts it in the
// query cache), current when the server drew it, so a part hydrates with that very data (no
// mismatch) and nothing is fetched again on load.
//
// The first part (« Notre histoire ») is in the page's own code. The others' code (home-below.tsx, with
// the events, the gallery, the leaders, the forms' shells) loads with the first of them that nears
// the screen: a visitor who reads the first screen only never downloads it.

export const AboutPart = memo(function AboutPart() {
  return (
    <HydrateWhenNear>
      <AboutSection />
    </HydrateWhenNear>
  )
})

export const ServicesPart = memo(function ServicesPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Services />}</HydrateWhenNear>
})

export const InstitutionsPart = memo(function InstitutionsPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Institutions />}</HydrateWhenNear>
})

export const MinistriesPart = memo(function MinistriesPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Ministries />}</HydrateWhenNear>
})

export const LeadershipPart = memo(function LeadershipPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Leadership />}</HydrateWhenNear>
})

export const MembershipPart = memo(function MembershipPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Membership />}</HydrateWhenNear>
})

export const EventsPart = memo(function EventsPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Events />}</HydrateWhenNear>
})

export const NewsletterPart = memo(function NewsletterPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Newsletter />}</HydrateWhenNear>
})

export const GalleryPart = memo(function GalleryPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Gallery />}</HydrateWhenNear>
})

export const ContactPart = memo(function ContactPart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Contact />}</HydrateWhenNear>
})

export const GivePart = memo(function GivePart() {
  return <HydrateWhenNear code={homeBelow}>{(parts) => <parts.Give />}</HydrateWhenNear>
})
