import { Link } from '@tanstack/react-router'
import { IconArrowRight } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { church } from '#common/content/church.ts'
import classes from './about-section.module.css'

const claims = [
  { value: church.stats.members, label: 'membres' },
  { value: String(church.stats.yearsOfService), label: 'ans de service' },
  { value: String(church.stats.institutions), label: 'institutions' },
]

/** Our story since 2011 and the three figures the church states (spec §1). */
export function AboutSection() {
  return (
    <Section id="about" eyebrow={`Depuis ${church.foundedYear}`} title="Notre histoire">
      <div className={classes.grid}>
        <div className={classes.story}>
          <p>
            Fondée en {church.foundedYear} à Santiago de los Caballeros, notre église est devenue une communauté vivante
            où francophones, Dominicains et amis de toutes origines se retrouvent autour de la Parole de Dieu.
          </p>
          <p>
            Fidèles à l’héritage baptiste — l’autorité de la Bible, le salut par la grâce au moyen de la foi, le baptême
            des croyants — nous voulons annoncer l’Évangile, former des disciples et servir notre ville. De cette vision
            sont nées la fondation {church.feproba.name} en {church.feproba.foundedYear} et l’institut théologique{' '}
            {church.isl.name} en {church.isl.foundedYear}.
          </p>
          <Link to="/confession-de-foi" className={classes.link}>
            Lire notre confession de foi
            <IconArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
        <ul className={classes.claims}>
          {claims.map((claim) => (
            <li key={claim.label} className={classes.claim}>
              <span className={classes.value}>{claim.value}</span>
              <span className={classes.label}>{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
