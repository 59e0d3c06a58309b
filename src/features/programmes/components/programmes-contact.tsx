import { Button } from '#src/components/ui/button.ts'
import { Container } from '#src/components/ui/container.ts'
import { Link } from '@tanstack/react-router'
import { IconPhone } from '@tabler/icons-react'
import { formatPhone, telHref } from '#common/phone.ts'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import classes from './programmes-contact.module.css'

/** Closing band of the programmes pages: who to ask before enrolling. */
export function ProgrammesContact() {
  const { phone } = useLoadedSiteContent().contacts
  return (
    <section aria-labelledby="programmes-contact-title" className={classes.band}>
      <Container size="md" className={classes.inner}>
        <h2 id="programmes-contact-title" className={classes.title}>
          Une question avant de vous inscrire ?
        </h2>
        <p className={classes.text}>
          Notre équipe vous renseigne volontiers sur les horaires, les frais et les conditions d'admission.
        </p>
        <div className={classes.actions}>
          <Button
            component="a"
            href={telHref(phone)}
            size="md"
            color="gold.5"
            c="#172554"
            leftSection={<IconPhone size={18} aria-hidden="true" />}
          >
            Appeler le {formatPhone(phone)}
          </Button>
          <Button component={Link} to="/" hash="contact" size="md" variant="outline" color="white">
            Écrire un message
          </Button>
        </div>
      </Container>
    </section>
  )
}
