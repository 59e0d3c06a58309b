import type { ReactNode } from 'react'
import { Container } from './ui/container.ts'
import { Text } from './ui/text.ts'
import { Title } from './ui/title.ts'
import classes from './section.module.css'

export type SectionTone = 'light' | 'muted' | 'navy'

type SectionProps = {
  /** The anchor (#id) of the section; its h2 gets `${id}-title`. */
  id: string
  title: ReactNode
  /** A short line above the title (e.g. "Depuis 2011"). */
  eyebrow?: ReactNode
  intro?: ReactNode
  tone?: SectionTone
  children?: ReactNode
}

/** For the page holding the sections: sections off screen are drawn as they come near (section.module.css). */
export const longPageClass = classes.longPage

/** A landing-page section: its anchor, an h2 the section is labelled by, and a centred intro. */
export function Section({ id, title, eyebrow, intro, tone = 'light', children }: SectionProps) {
  const titleId = `${id}-title`
  return (
    <section id={id} aria-labelledby={titleId} className={classes.section} data-tone={tone}>
      <Container size="lg">
        <header className={classes.header}>
          {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
          <Title order={2} id={titleId} className={classes.title}>
            {title}
          </Title>
          {intro ? <Text className={classes.intro}>{intro}</Text> : null}
        </header>
        {children}
      </Container>
    </section>
  )
}
