import type { ReactNode } from 'react'
import { Section } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import classes from './form-sections.module.css'

/** #membership: the registration form (composed by the route: it belongs to the membership feature). */
export function MembershipSection({ children }: { children: ReactNode }) {
  const { pastor } = useLoadedSiteContent()
  return (
    <Section
      id="membership"
      eyebrow="Inscription"
      title="Devenir membre de l’église"
      intro={`Remplissez ce formulaire : le Pasteur ${pastor.name} vous contactera pour vous accueillir officiellement dans notre communauté.`}
    >
      <div className={classes.formCard}>{children}</div>
    </Section>
  )
}
