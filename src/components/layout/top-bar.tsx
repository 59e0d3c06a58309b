import { Container } from '../ui/container.ts'
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { formatPhone, telHref } from '#common/phone.ts'
import { useSiteContent } from '#src/lib/site-content.ts'
import classes from './top-bar.module.css'

/**
 * Phone, e-mail and address above the header; the address is left out on small screens. A
 * landmark of its own, so that screen-reader users find it in the page's outline.
 */
export function TopBar() {
  const contacts = useSiteContent()?.contacts
  return (
    <aside aria-label="Nous joindre" className={classes.bar}>
      <Container size="xl" className={classes.inner}>
        {contacts ? (
          <>
            <a className={classes.item} href={telHref(contacts.phone)}>
              <IconPhone size={15} aria-hidden="true" />
              <span>{formatPhone(contacts.phone)}</span>
            </a>
            <a className={classes.item} href={`mailto:${contacts.emails.main}`}>
              <IconMail size={15} aria-hidden="true" />
              <span>{contacts.emails.main}</span>
            </a>
            <span className={`${classes.item} ${classes.address}`}>
              <IconMapPin size={15} aria-hidden="true" />
              <span>
                {contacts.address.street}, {contacts.address.city}
              </span>
            </span>
          </>
        ) : null}
      </Container>
    </aside>
  )
}
