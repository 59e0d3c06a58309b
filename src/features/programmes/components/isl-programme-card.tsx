import { Button } from '#src/components/ui/button.ts'
import { IconBriefcase, IconCheck, IconClock, IconListCheck, IconBook2 } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { IslProgramme } from '#common/schemas/site-content.ts'
import classes from './programme-cards.module.css'
import islClasses from './isl-programmes.module.css'

type IslProgrammeCardProps = {
  programme: IslProgramme
  onApply: () => void
  onIntent?: () => void
}

export function IslProgrammeCard({ programme, onApply, onIntent }: IslProgrammeCardProps) {
  return (
    <article className={`${classes.card} ${islClasses.programme}`}>
      <div className={islClasses.programmeHead}>
        <p className={islClasses.level}>{programme.level}</p>
        <h3 className={islClasses.programmeTitle}>{programme.name}</h3>
        <p className={islClasses.duration}>
          <IconClock size={18} aria-hidden="true" />
          <span>
            <span className="visually-hidden">Durée : </span>
            {programme.duration}
          </span>
        </p>
      </div>
      <div className={classes.cardBody}>
        <p className={`${classes.description} ${islClasses.lead}`}>{programme.description}</p>
        <Details icon={IconListCheck} title="Prérequis" items={programme.requirements} />
        <Details icon={IconBook2} title="Matières" items={programme.subjects} />
        <Details icon={IconBriefcase} title="Débouchés" items={programme.careers} />
        <Button
          className={classes.action}
          size="md"
          aria-label={`Postuler — ${programme.name}`}
          onClick={onApply}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          Postuler
        </Button>
      </div>
    </article>
  )
}

type DetailsProps = {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>
  title: string
  items: readonly string[]
}

function Details({ icon: Icon, title, items }: DetailsProps) {
  return (
    <div className={islClasses.details}>
      <h4 className={islClasses.detailsTitle}>
        <Icon size={18} aria-hidden="true" />
        {title}
      </h4>
      <ul className={classes.checks}>
        {items.map((item) => (
          <li key={item}>
            <IconCheck size={16} aria-hidden="true" color="var(--mantine-color-gold-7)" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}
