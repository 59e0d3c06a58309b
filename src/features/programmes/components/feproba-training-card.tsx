import { Button } from '#src/components/ui/button.ts'
import {
  IconCheck,
  IconChefHat,
  IconClock,
  IconDeviceLaptop,
  IconEngine,
  IconLanguage,
  IconMessageLanguage,
  IconNeedleThread,
  IconPalette,
} from '@tabler/icons-react'
import type { FeprobaTraining } from '#common/schemas/site-content.ts'
import classes from './programme-cards.module.css'

/** « 6-18 mois » */
export const formatMonths = ({ minMonths, maxMonths }: FeprobaTraining['duration']) =>
  minMonths === maxMonths ? `${minMonths} mois` : `${minMonths}-${maxMonths} mois`

const ICONS = {
  informatique: IconDeviceLaptop,
  couture: IconNeedleThread,
  mecanique: IconEngine,
  cuisine: IconChefHat,
  decoration: IconPalette,
  anglais: IconLanguage,
  espagnol: IconMessageLanguage,
} as const

type FeprobaTrainingCardProps = {
  training: FeprobaTraining
  onEnrol: () => void
  onIntent?: () => void
}

export function FeprobaTrainingCard({ training, onEnrol, onIntent }: FeprobaTrainingCardProps) {
  const Icon = ICONS[training.id]
  return (
    <article
      className={`${classes.card} ${classes.training}`}
      style={{ borderTopColor: `var(--mantine-color-${training.color}-7)` }}
    >
      <div className={classes.cardBody}>
        <div className={classes.trainingHead}>
          {/* Drawn as Mantine's light ThemeIcon, which writes its `color` and `radius` props
              as HTML attributes a <div> does not have. */}
          <span
            className={classes.trainingIcon}
            style={{
              background: `var(--mantine-color-${training.color}-light)`,
              color: `var(--mantine-color-${training.color}-light-color)`,
            }}
            aria-hidden="true"
          >
            <Icon size={28} stroke={1.6} />
          </span>
          <div>
            <h3 className={classes.cardTitle}>{training.name}</h3>
            <p className={classes.duration}>
              <IconClock size={16} aria-hidden="true" />
              <span>
                <span className="visually-hidden">Durée : </span>
                {formatMonths(training.duration)}
              </span>
            </p>
          </div>
        </div>
        <p className={classes.description}>{training.description}</p>
        <p className={classes.listTitle}>Compétences acquises</p>
        <ul className={classes.checks}>
          {training.skills.map((skill) => (
            <li key={skill}>
              <IconCheck size={16} aria-hidden="true" color={`var(--mantine-color-${training.color}-7)`} />
              {skill}
            </li>
          ))}
        </ul>
        <Button
          className={classes.action}
          size="md"
          variant="light"
          aria-label={`S'inscrire — ${training.name}`}
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
