import type { CSSProperties } from 'react'
import {
  IconBible,
  IconClock,
  IconFlame,
  IconFlower,
  IconHeartHandshake,
  IconMoodKid,
  IconMusic,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import type { MinistryIcon } from '#common/schemas/site-content.ts'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import classes from './ministries-section.module.css'

const icons: Record<MinistryIcon, typeof IconUsers> = {
  adults: IconUsers,
  children: IconMoodKid,
  youth: IconFlame,
  women: IconFlower,
  praise: IconMusic,
  bible: IconBible,
  social: IconHeartHandshake,
  missions: IconWorld,
}

/** The ministries; a pictogram on the ministry's colour stands in for a photo. */
export function MinistriesSection() {
  const { ministries } = useLoadedSiteContent()
  return (
    <Section
      id="ministries"
      eyebrow="Servir ensemble"
      title="Nos ministères"
      intro="Chacun a sa place dans l’église : trouvez le ministère où grandir, servir et vous faire des amis."
    >
      <ul className={classes.grid}>
        {ministries.map((ministry) => {
          const Icon = icons[ministry.icon]
          return (
            <li
              key={ministry.id}
              className={classes.card}
              style={{ '--ministry-color': ministry.color } as CSSProperties}
            >
              <div className={classes.visual} aria-hidden="true">
                <Icon size={40} stroke={1.6} />
              </div>
              <div className={classes.body}>
                <h3 className={classes.title}>{ministry.title}</h3>
                <p className={classes.description}>{ministry.description}</p>
                <p className={classes.schedule}>
                  <IconClock size={16} aria-hidden="true" />
                  {ministry.schedule}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
