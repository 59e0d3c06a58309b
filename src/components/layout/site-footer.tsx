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
import { fullAddressOf, whatsappNumberOf } from '#common/church-facts.ts'
import { formatPhone, telHref, whatsappHref } from '#common/phone.ts'
import type { SiteContent } from '#common/schemas/site-content.ts'
import { useSiteContent } from '#src/lib/site-content.ts'
import { Brand } from './brand.tsx'
import { homeSections } from './nav-items.ts'
import classes from './site-footer.module.css'

const socialIcons: Record<string, typeof IconWorld> = {
  Facebook: IconBrandFacebook,
  YouTube: IconBrandYoutube,
  WhatsApp: IconBrandWhatsapp,
}

/**
 * Footer: who we are, quick links, contacts; the team's entrance (« Espace équipe » and
 * `adminAccess`, the gear) sits in the last line. The
 * church's facts show once its content is known (at once on the public pages).
 */
export function SiteFooter({ adminAccess }: { adminAccess?: ReactNode }) {
  const content = useSiteContent()
  const year = new Date().getFullYear()
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.columns}>
          <div className={classes.about}>
            <Brand tone="light" />
            {content ? <About content={content} /> : null}
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
                <Link to="/calendrier">Calendrier</Link>
              </li>
              <li>
                <Link to="/confession-de-foi">Confession de foi</Link>
              </li>
              <li>
                <Link to="/predications">Prédications</Link>
              </li>
              <li>
                <Link to="/feproba-programmes">Programmes {content?.feproba.name ?? 'FEPROBA'}</Link>
              </li>
              <li>
                <Link to="/isl-programmes">Programmes {content?.isl.name ?? 'ISL'}</Link>
              </li>
            </ul>
          </nav>

          <div>
            <h2 className={classes.heading}>Nous contacter</h2>
            {content ? <Contacts contacts={content.contacts} /> : null}
          </div>
        </div>

        <div className={classes.bottom}>
          {content ? (
            <>
              <p>
                © {year} {content.identity.name}. Tous droits réservés.
              </p>
              <p>
                Fondation {content.feproba.name} — {content.feproba.taxNumber}
              </p>
            </>
          ) : null}
          {/* The team's way in: a plain link anyone can find (and bookmark), then the gear. */}
          <p className={classes.team}>
            <Link to="/admin-dashboard">Espace équipe</Link>
            {adminAccess}
          </p>
        </div>
      </Container>
    </footer>
  )
}

function About({ content }: { content: SiteContent }) {
  // The WhatsApp chat is made from the number in « contacts », not typed as a social link.
  const whatsapp = whatsappNumberOf(content.contacts)
  const links = whatsapp ? [...content.social, { label: 'WhatsApp', href: whatsappHref(whatsapp) }] : content.social
  return (
    <>
      <p className={classes.text}>
        Une famille de foi au service de Santiago depuis {content.identity.foundedYear} : cultes, ministères, la
        fondation {content.feproba.name} et l’institut théologique {content.isl.name}.
      </p>
      <ul className={classes.social} aria-label="Réseaux sociaux">
        {links.map(({ label, href }) => {
          const Icon = socialIcons[label] ?? IconWorld
          return (
            <li key={`${label} ${href}`}>
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
                <Icon size={20} aria-hidden="true" />
              </a>
            </li>
          )
        })}
      </ul>
    </>
  )
}

function Contacts({ contacts }: { contacts: SiteContent['contacts'] }) {
  return (
    <ul className={classes.contacts}>
      <li>
        <IconPhone size={18} aria-hidden="true" />
        <a href={telHref(contacts.phone)}>{formatPhone(contacts.phone)}</a>
      </li>
      <li>
        <IconMail size={18} aria-hidden="true" />
        <a href={`mailto:${contacts.emails.main}`}>{contacts.emails.main}</a>
      </li>
      <li>
        <IconMail size={18} aria-hidden="true" />
        <a href={`mailto:${contacts.emails.pastor}`}>{contacts.emails.pastor}</a>
      </li>
      <li>
        <IconMapPin size={18} aria-hidden="true" />
        <span>{fullAddressOf(contacts.address)}</span>
      </li>
    </ul>
  )
}
