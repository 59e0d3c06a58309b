import { Link } from '@tanstack/react-router'
import { IconArrowRight } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import classes from './about-section.module.css'

/** Our story, as the church tells it, and the three figures it states. */
export function AboutSection() {
  const { identity, history } = useLoadedSiteContent()
  const claims = [
    { value: identity.figures.members, label: 'membres' },
    { value: String(identity.figures.yearsOfService), label: 'ans de service' },
    { value: String(identity.figures.institutions), label: 'institutions' },
  ]
  return (
    <Section id="about" eyebrow={`Depuis ${identity.foundedYear}`} title="Notre histoire">
      <div className={classes.grid}>
        <div className={classes.story}>
          {history.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph has no identity of its own but its place
            <p key={index}>{paragraph}</p>
          ))}
          <Link to="/confession-de-foi" className={classes.link}>
            Lire notre confession de foi
            <IconArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
        <ul className={classes.claims}>
          {claims.map((claim) => (
            <li key={claim.label} className={classes.claim}>
              <span className={classes.value}>{claim.value}</span>
              <span className={classes.label}>{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
