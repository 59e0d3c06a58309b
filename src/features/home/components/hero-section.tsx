import { Button } from '#src/components/ui/button.ts'
import { Container } from '#src/components/ui/container.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowDown, IconClock } from '@tabler/icons-react'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import { useServices } from '#src/features/services/api.ts'
import { LiveLink, SermonsLink } from '#src/features/sermons/index.ts'
import classes from './hero-section.module.css'

/**
 * The first screen: who we are, the two ways in (join, discover the ministries), and the week's
 * services, from the one timetable the dashboard edits (its Cultes tab).
 */
export function HeroSection() {
  const { identity } = useLoadedSiteContent()
  const { services } = useServices()
  return (
    <section id="hero" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <div>
          <p className={classes.eyebrow}>Église baptiste · Santiago · depuis {identity.foundedYear}</p>
          <h1 id="hero-title" className={classes.title}>
            {identity.name}
          </h1>
          <p className={classes.tagline}>
            Une famille de foi où chacun est accueilli, nourri par la Parole de Dieu et envoyé pour servir sa ville.
          </p>
          <div className={classes.actions}>
            <Button component={Link} to="/" hash="membership" size="lg" color="gold.4" autoContrast>
              Devenir membre
            </Button>
            <Button
              component={Link}
              to="/"
              hash="ministries"
              size="lg"
              variant="outline"
              color="white"
              rightSection={<IconArrowDown size={18} aria-hidden="true" />}
            >
              Découvrir nos ministères
            </Button>
          </div>
        </div>
        <div className={classes.hours}>
          <LiveLink />
          <p className={classes.hoursTitle} id="hero-hours">
            Nos rendez-vous
          </p>
          <ul aria-labelledby="hero-hours" aria-busy={!services}>
            {services?.map((service) => (
              <li key={service.id}>
                <IconClock size={18} aria-hidden="true" />
                <span>
                  <strong>
                    {service.day} {service.time}
                  </strong>{' '}
                  <span className={classes.slotLabel}>{service.name}</span>
                </span>
              </li>
            ))}
          </ul>
          <SermonsLink />
        </div>
      </Container>
    </section>
  )
}
