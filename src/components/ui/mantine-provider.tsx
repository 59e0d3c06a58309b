import type { ReactNode } from 'react'
import { type MantineColorSchemeManager, MantineProvider, type MantineThemeOverride } from '@mantine/core'

/**
 * The site is light only (`data-mantine-color-scheme="light"` in index.html): nothing is read from
 * or written to the visitor's storage, and no change from another tab is followed.
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
}

/**
 * Mantine's MantineProvider as the site uses it, in the browser, in the server's renderer and in
 * the tests. It writes no `<style>` element, which HTML does not allow in `<body>`: the theme's
 * CSS variables and the breakpoint classes come from a stylesheet instead (mantine-theme.css,
 * loaded by global-styles.ts).
 */
export function SiteMantineProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      colorSchemeManager={lightOnly}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  )
}
