import type { ReactNode } from 'react'
import { IconMailHeart } from '@tabler/icons-react'
import { Container } from '#src/components/ui/container.ts'
import classes from './form-sections.module.css'

/** A slim band inviting visitors to the newsletter; the form comes from the newsletter feature. */
export function NewsletterBlock({ children }: { children: ReactNode }) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className={classes.newsletter}>
      <Container size="lg" className={classes.newsletterInner}>
        <div className={classes.newsletterText}>
          <span className={classes.newsletterIcon} aria-hidden="true">
            <IconMailHeart size={28} />
          </span>
          <div>
            <h2 id="newsletter-title" className={classes.newsletterTitle}>
              Restez informés
            </h2>
            <p>Recevez les nouvelles de l’église, les prochains événements et les sujets de prière.</p>
          </div>
        </div>
        <div className={classes.newsletterForm}>{children}</div>
      </Container>
    </section>
  )
}
