import { Button } from '#src/components/ui/button.ts'
import { Container } from '#src/components/ui/container.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowDown, IconClock } from '@tabler/icons-react'
import { church } from '#common/content/church.ts'
import classes from './hero-section.module.css'

/** The first screen: who we are, and the two ways in (join, discover the ministries). */
export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <div>
          <p className={classes.eyebrow}>Église baptiste · Santiago · depuis {church.foundedYear}</p>
          <h1 id="hero-title" className={classes.title}>
            {church.name}
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
          <p className={classes.hoursTitle} id="hero-hours">
            Nos rendez-vous
          </p>
          <ul aria-labelledby="hero-hours">
            {church.serviceHours.map((slot) => (
              <li key={`${slot.day}-${slot.time}`}>
                <IconClock size={18} aria-hidden="true" />
                <span>
                  <strong>
                    {slot.day} {slot.time}
                  </strong>{' '}
                  <span className={classes.slotLabel}>{slot.label}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  )
}
