import { Container } from '../ui/container.ts'
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { church } from '#common/content/church.ts'
import classes from './top-bar.module.css'

/** Phone, e-mail and address above the header; the address is left out on small screens. */
export function TopBar() {
  return (
    <div className={classes.bar}>
      <Container size="xl" className={classes.inner}>
        <a className={classes.item} href={`tel:${church.phone.tel}`}>
          <IconPhone size={15} aria-hidden="true" />
          <span>{church.phone.display}</span>
        </a>
        <a className={classes.item} href={`mailto:${church.emails.main}`}>
          <IconMail size={15} aria-hidden="true" />
          <span>{church.emails.main}</span>
        </a>
        <span className={`${classes.item} ${classes.address}`}>
          <IconMapPin size={15} aria-hidden="true" />
          <span>
            {church.address.street}, {church.address.city}
          </span>
        </span>
      </Container>
    </div>
  )
}
