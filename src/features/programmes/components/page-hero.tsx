import type { ReactNode } from 'react'
import { Container } from '#src/components/ui/container.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft } from '@tabler/icons-react'
import classes from './page-hero.module.css'

type PageHeroProps = {
  eyebrow: string
  title: string
  intro: ReactNode
  children?: ReactNode
}

/** The navy opening band of a programmes page: way back home, the page's h1 and its intro. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <header className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.back}>
          <IconArrowLeft size={18} aria-hidden="true" />
          Retour à l'accueil
        </Link>
        <p className={classes.eyebrow}>{eyebrow}</p>
        <h1 className={classes.title}>{title}</h1>
        <div className={classes.intro}>{intro}</div>
        {children}
      </Container>
    </header>
  )
}
