import type { ReactNode } from 'react'
import { measuredSizeStyle, type MeasuredSize } from './measured-size.ts'
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
  /**
   * The section's height once drawn, measured per breakpoint with the content a new installation
   * starts with: the room it keeps until it comes near the screen, so that the page does not
   * grow as the visitor scrolls (tests/e2e/page-length.e2e.ts). Measure again after a change of
   * its layout: scripts/measure-sections.ts prints every section's.
   */
  size?: MeasuredSize
  children?: ReactNode
}

const DEFAULT_SIZE: MeasuredSize = { base: 900 }

/** A landing-page section: its anchor, an h2 the section is labelled by, and a centred intro. */
export function Section({ id, title, eyebrow, intro, tone = 'light', size = DEFAULT_SIZE, children }: SectionProps) {
  const titleId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={classes.section}
      data-tone={tone}
      style={measuredSizeStyle(size)}
    >
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
