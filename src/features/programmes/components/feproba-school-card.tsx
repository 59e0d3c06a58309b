import type { CSSProperties } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { IconBackpack, IconSchool } from '@tabler/icons-react'
import type { FeprobaSchool } from '#common/schemas/site-content.ts'
import classes from './programme-cards.module.css'

const ICONS = { elementaire: IconBackpack, secondaire: IconSchool } as const

type FeprobaSchoolCardProps = {
  school: FeprobaSchool
  onEnrol: () => void
  onIntent?: () => void
}

export function FeprobaSchoolCard({ school, onEnrol, onIntent }: FeprobaSchoolCardProps) {
  const Icon = ICONS[school.id]
  return (
    <article className={classes.card}>
      <div
        className={classes.schoolImage}
        style={{ '--school-from': school.image.from, '--school-to': school.image.to } as CSSProperties}
        aria-hidden="true"
      >
        <span className={classes.schoolIcon}>
          <Icon size={56} stroke={1.4} />
        </span>
      </div>
      <div className={classes.cardBody}>
        <p className={classes.kicker}>École classique · {school.ages}</p>
        <h3 className={classes.cardTitle}>{school.name}</h3>
        <p className={classes.description}>{school.description}</p>
        <p className={classes.listTitle}>Matières principales</p>
        <ul className={classes.tags}>
          {school.subjects.map((subject) => (
            <li key={subject}>{subject}</li>
          ))}
        </ul>
        <Button
          className={classes.action}
          size="md"
          aria-label={`S'inscrire — ${school.name}`}
          onClick={onEnrol}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          S'inscrire
        </Button>
      </div>
    </article>
  )
}
