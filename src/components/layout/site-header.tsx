import { useCallback, useEffect, useRef, useState } from 'react'
import { Container } from '../ui/container.ts'
import { Brand } from './brand.tsx'
import { NavLinks } from './nav-links.tsx'
import classes from './site-header.module.css'

const MOBILE_MENU_ID = 'menu-principal-mobile'

/** Sticky header: the church's name, the menu inline on wide screens, a hamburger below. */
export function SiteHeader() {
  const [opened, setOpened] = useState(false)
  const burgerRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpened(false), [])

  useEffect(() => {
    if (!opened) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpened(false)
      burgerRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [opened])

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Brand />
        <nav aria-label="Navigation principale" className={classes.nav}>
          <NavLinks listClassName={classes.desktopList} linkClassName={classes.desktopLink} />
          {/* A plain button (Mantine's Burger writes a `color` attribute and a <div> inside a
              <button>, which HTML does not allow); its three lines are drawn in CSS. */}
          <button
            ref={burgerRef}
            type="button"
            className={classes.burger}
            onClick={() => setOpened((value) => !value)}
            aria-label="Menu"
            aria-expanded={opened}
            aria-controls={MOBILE_MENU_ID}
          >
            <span className={classes.burgerLines} aria-hidden="true" />
          </button>
          <div id={MOBILE_MENU_ID} className={classes.panel} hidden={!opened}>
            <NavLinks listClassName={classes.mobileList} linkClassName={classes.mobileLink} onNavigate={close} />
          </div>
        </nav>
      </Container>
    </header>
  )
}
