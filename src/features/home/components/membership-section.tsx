import type { ReactNode } from 'react'
import { Section } from '#src/components/section.tsx'
import { church } from '#common/content/church.ts'
import classes from './form-sections.module.css'

/** #membership: the registration form (composed by the route: it belongs to the membership feature). */
export function MembershipSection({ children }: { children: ReactNode }) {
  return (
    <Section
      id="membership"
      eyebrow="Inscription"
      title="Devenir membre de l’église"
      intro={`Remplissez ce formulaire : le Pasteur ${church.pastor.name} vous contactera pour vous accueillir officiellement dans notre communauté.`}
    >
      <div className={classes.formCard}>{children}</div>
    </Section>
  )
}
