import type { ReactNode } from 'react'
import { IconBrandWhatsapp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { fullAddressOf, mapsUrlOf, whatsappNumberOf } from '#common/church-facts.ts'
import { formatPhone, telHref, whatsappHref } from '#common/phone.ts'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import { useServices } from '#src/features/services/api.ts'
import { initialsOf } from '../initials.ts'
import classes from './form-sections.module.css'

/**
 * #contact: how to reach the church, the pastor and the service hours, beside the message form.
 * The hours are the services' (the one timetable, edited in the dashboard's Cultes tab).
 */
export function ContactSection({ form }: { form: ReactNode }) {
  const { contacts, pastor } = useLoadedSiteContent()
  const { services } = useServices()
  const whatsapp = whatsappNumberOf(contacts)
  return (
    <Section
      id="contact"
      tone="muted"
      eyebrow="Contact"
      title="Contactez-nous"
      intro="Une question, un sujet de prière, une visite à organiser ? Écrivez-nous ou passez nous voir."
    >
      <div className={classes.contactGrid}>
        <div className={classes.infoColumn}>
          <ul className={classes.infoList}>
            <li>
              <IconPhone size={20} aria-hidden="true" />
              <div>
                <p className={classes.infoLabel}>Téléphone</p>
                <a href={telHref(contacts.phone)}>{formatPhone(contacts.phone)}</a>
              </div>
            </li>
            {whatsapp ? (
              <li>
                <IconBrandWhatsapp size={20} aria-hidden="true" />
                <div>
                  <p className={classes.infoLabel}>WhatsApp</p>
                  <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer">
                    {whatsapp === contacts.phone ? 'Écrire sur WhatsApp' : `Écrire au ${formatPhone(whatsapp)}`}
                  </a>
                </div>
              </li>
            ) : null}
            <li>
              <IconMail size={20} aria-hidden="true" />
              <div>
                <p className={classes.infoLabel}>E-mail</p>
                <a href={`mailto:${contacts.emails.main}`}>{contacts.emails.main}</a>
                <br />
                <a href={`mailto:${contacts.emails.pastor}`}>{contacts.emails.pastor}</a>
              </div>
            </li>
            <li>
              <IconMapPin size={20} aria-hidden="true" />
              <div>
                <p className={classes.infoLabel}>Adresse</p>
                {/* The map the services block opens too: the app on a phone, the site elsewhere. */}
                <address>
                  <a href={mapsUrlOf(contacts.address)} target="_blank" rel="noopener noreferrer">
                    {fullAddressOf(contacts.address)}
                    <span className="visually-hidden"> (voir sur Google Maps, nouvel onglet)</span>
                  </a>
                </address>
              </div>
            </li>
          </ul>

          <div className={classes.pastor}>
            <span className={classes.pastorAvatar} aria-hidden="true">
              {initialsOf(pastor.name)}
            </span>
            <div>
              <h3 className={classes.pastorName}>Pasteur {pastor.name}</h3>
              <p className={classes.pastorTitle}>{pastor.title}</p>
              <a href={`mailto:${contacts.emails.pastor}`}>Écrire au pasteur</a>
            </div>
          </div>

          <div className={classes.hours}>
            <h3 className={classes.hoursTitle}>
              <IconClock size={18} aria-hidden="true" />
              Horaires des cultes
            </h3>
            <dl aria-busy={!services}>
              {services?.map((service) => (
                <div key={service.id} className={classes.hourRow}>
                  <dt>
                    {service.day} {service.time}
                  </dt>
                  <dd>{service.name}</dd>
                </div>
              ))}
            </dl>
            {contacts.hoursNote ? <p className={classes.hoursNote}>{contacts.hoursNote}</p> : null}
          </div>
        </div>
        <div className={classes.formCard}>
          <h3 className={classes.formTitle}>Envoyez-nous un message</h3>
          {form}
        </div>
      </div>
    </Section>
  )
}
