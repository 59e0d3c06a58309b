import type { ReactNode } from 'react'
import { Container } from '../ui/container.ts'
import { Link } from '@tanstack/react-router'
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react'
import { church, fullAddress } from '#common/content/church.ts'
import { Brand } from './brand.tsx'
import { homeSections } from './nav-items.ts'
import classes from './site-footer.module.css'

const socialIcons: Record<string, typeof IconWorld> = {
  Facebook: IconBrandFacebook,
  YouTube: IconBrandYoutube,
  WhatsApp: IconBrandWhatsapp,
}

/** Footer: who we are, quick links, contacts; `adminAccess` sits discreetly in the last line. */
export function SiteFooter({ adminAccess }: { adminAccess?: ReactNode }) {
  const year = new Date().getFullYear()
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.columns}>
          <div className={classes.about}>
            <Brand tone="light" />
            <p className={classes.text}>
              Une famille de foi au service de Santiago depuis {church.foundedYear} : cultes, ministères, la fondation{' '}
              {church.feproba.name} et l’institut théologique {church.isl.name}.
            </p>
            <ul className={classes.social} aria-label="Réseaux sociaux">
              {church.social.map(({ label, href }) => {
                const Icon = socialIcons[label] ?? IconWorld
                return (
                  <li key={label}>
                    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
                      <Icon size={20} aria-hidden="true" />
                    </a>
                  </li>
                )
              })}
            </ul>
          </div>

          <nav aria-label="Liens rapides">
            <h2 className={classes.heading}>Liens rapides</h2>
            <ul className={classes.links}>
              {homeSections.map((section) => (
                <li key={section.hash}>
                  <Link to="/" hash={section.hash} activeOptions={{ includeHash: true }}>
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-label="Nos pages">
            <h2 className={classes.heading}>Découvrir</h2>
            <ul className={classes.pages}>
              <li>
                <Link to="/confession-de-foi">Confession de foi</Link>
              </li>
              <li>
                <Link to="/feproba-programmes">Programmes {church.feproba.name}</Link>
              </li>
              <li>
                <Link to="/isl-programmes">Programmes {church.isl.name}</Link>
              </li>
            </ul>
          </nav>

          <div>
            <h2 className={classes.heading}>Nous contacter</h2>
            <ul className={classes.contacts}>
              <li>
                <IconPhone size={18} aria-hidden="true" />
                <a href={`tel:${church.phone.tel}`}>{church.phone.display}</a>
              </li>
              <li>
                <IconMail size={18} aria-hidden="true" />
                <a href={`mailto:${church.emails.main}`}>{church.emails.main}</a>
              </li>
              <li>
                <IconMail size={18} aria-hidden="true" />
                <a href={`mailto:${church.emails.pastor}`}>{church.emails.pastor}</a>
              </li>
              <li>
                <IconMapPin size={18} aria-hidden="true" />
                <span>{fullAddress}</span>
              </li>
            </ul>
          </div>
        </div>

        <div className={classes.bottom}>
          <p>
            © {year} {church.name}. Tous droits réservés.
          </p>
          <p>
            Fondation {church.feproba.name} — {church.feproba.taxNumber}
          </p>
          {adminAccess}
        </div>
      </Container>
    </footer>
  )
}
