import type { ReactNode } from 'react'
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { church, fullAddress } from '#common/content/church.ts'
import { initialsOf } from '../initials.ts'
import classes from './form-sections.module.css'

/** #contact: how to reach the church, the pastor and the service hours, beside the message form. */
export function ContactSection({ form }: { form: ReactNode }) {
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
                <a href={`tel:${church.phone.tel}`}>{church.phone.display}</a>
              </div>
            </li>
            <li>
              <IconMail size={20} aria-hidden="true" />
              <div>
                <p className={classes.infoLabel}>E-mail</p>
                <a href={`mailto:${church.emails.main}`}>{church.emails.main}</a>
                <br />
                <a href={`mailto:${church.emails.pastor}`}>{church.emails.pastor}</a>
              </div>
            </li>
            <li>
              <IconMapPin size={20} aria-hidden="true" />
              <div>
                <p className={classes.infoLabel}>Adresse</p>
                <address>{fullAddress}</address>
              </div>
            </li>
          </ul>

          <div className={classes.pastor}>
            <span className={classes.pastorAvatar} aria-hidden="true">
              {initialsOf(church.pastor.name)}
            </span>
            <div>
              <h3 className={classes.pastorName}>Pasteur {church.pastor.name}</h3>
              <p className={classes.pastorTitle}>{church.pastor.title}</p>
              <a href={`mailto:${church.emails.pastor}`}>Écrire au pasteur</a>
            </div>
          </div>

          <div className={classes.hours}>
            <h3 className={classes.hoursTitle}>
              <IconClock size={18} aria-hidden="true" />
              Horaires des cultes
            </h3>
            <dl>
              {church.serviceHours.map((slot) => (
                <div key={`${slot.day}-${slot.time}`} className={classes.hourRow}>
                  <dt>
                    {slot.day} {slot.time}
                  </dt>
                  <dd>{slot.label}</dd>
                </div>
              ))}
            </dl>
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
