import { useEffect, type ReactNode } from 'react'
import { MantineContext, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core'

const rootElement = () => document.documentElement
const keepLight = () => {}

/** The same for every render: light only, Mantine's class names. */
const context = {
  colorScheme: 'light' as const,
  setColorScheme: keepLight,
  clearColorScheme: keepLight,
  getRootElement: rootElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
}

/**
 * What Mantine's own MantineProvider gives its components (the context and the theme), without
 * what we never use: it would write the theme's CSS variables and global classes into the page,
 * which we load from stylesheets instead (global-styles.ts), and follow a colour scheme the visitor
 * could switch, where the site is light only (`data-mantine-color-scheme="light"` in index.html).
 * Importing MantineProvider also brings its CSS-variables writer, whose module computes every
 * variable of Mantine's default theme as it loads: 30–40 ms of the first script on a slowed phone
 * (CPU ×4), for nothing.
 */
export function SiteMantineProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  useEffect(() => {
    if (theme.respectReducedMotion) rootElement().setAttribute('data-respect-reduced-motion', 'true')
  }, [theme.respectReducedMotion])
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  )
}
