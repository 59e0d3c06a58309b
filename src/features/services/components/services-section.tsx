import { Skeleton } from '#src/components/ui/skeleton.ts'
import { IconClock, IconExternalLink, IconMapPin } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { fullAddressOf, mapsUrlOf } from '#common/church-facts.ts'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import type { Service } from '#common/schemas/service.ts'
import { ServiceIcon } from '#src/components/service-icon.tsx'
import classes from './services-section.module.css'

type ServicesSectionProps = {
  /** Undefined while loading (skeleton); the fallback list when the call failed. */
  services: Service[] | undefined
  isLoading: boolean
}

/** Weekly services, from the API, with a skeleton while they load. */
export function ServicesSection({ services, isLoading }: ServicesSectionProps) {
  const { address } = useLoadedSiteContent().contacts
  return (
    <Section
      id="services"
      tone="muted"
      eyebrow="Chaque semaine"
      title="Nos cultes et rencontres"
      intro="Que vous veniez pour la première fois ou depuis des années, vous êtes le bienvenu à chacun de nos rendez-vous."
    >
      <div aria-busy={isLoading}>
        {isLoading || !services ? (
          <>
            <span className="visually-hidden">Chargement des services…</span>
            <div className={classes.list} aria-hidden="true">
              {[0, 1, 2].map((key) => (
                <div key={key} className={classes.card}>
                  <Skeleton height={88} radius={0} />
                  <div className={classes.body}>
                    <Skeleton height={20} width="70%" />
                    <Skeleton height={14} width="40%" mt="md" />
                    <Skeleton height={12} mt="md" />
                    <Skeleton height={12} width="85%" mt={8} />
                  </div>
                </div>
              ))}
            </div>
          </>
        ) : (
          <ul className={classes.list}>
            {services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </ul>
        )}
      </div>
      <p className={classes.place}>
        <IconMapPin size={20} aria-hidden="true" />
        <span>{fullAddressOf(address)}</span>
        <a href={mapsUrlOf(address)} target="_blank" rel="noopener noreferrer" className={classes.mapLink}>
          Voir sur Google Maps
          <IconExternalLink size={16} aria-hidden="true" />
        </a>
      </p>
    </Section>
  )
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <li className={classes.card}>
      {/* A CSS gradient the church chose from SERVICE_COLORS (the server accepts no other). */}
      <div className={classes.banner} style={{ background: service.color }}>
        <span className={classes.icon} aria-hidden="true">
          <ServiceIcon icon={service.icon} size={26} />
        </span>
        <span className={classes.day}>{service.day}</span>
      </div>
      <div className={classes.body}>
        <h3 className={classes.name}>{service.name}</h3>
        <p className={classes.time}>
          <IconClock size={16} aria-hidden="true" />
          {service.time}
        </p>
        <p className={classes.description}>{service.description}</p>
      </div>
    </li>
  )
}
