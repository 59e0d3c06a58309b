import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { useMantineColorScheme, useMantineTheme } from '@mantine/core'
import { theme } from '#src/theme.ts'
import { Button } from './button.ts'
import { SiteMantineProvider } from './mantine-provider.tsx'

function Probe() {
  const { primaryColor } = useMantineTheme()
  const { colorScheme } = useMantineColorScheme()
  return (
    <p>
      {primaryColor} {colorScheme}
    </p>
  )
}

describe('SiteMantineProvider', () => {
  it("gives Mantine's components the site's theme, in light", () => {
    render(
      <SiteMantineProvider theme={theme}>
        <Probe />
        <Button>Envoyer</Button>
      </SiteMantineProvider>,
    )
    expect(screen.getByText('churchBlue light')).toBeInTheDocument()
    // The static classes our stylesheets style (no inline styles needed).
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveClass('mantine-Button-root')
  })

  it("honours the theme's reduced-motion setting on the page's root", () => {
    document.documentElement.removeAttribute('data-respect-reduced-motion')
    render(
      <SiteMantineProvider theme={{ ...theme, respectReducedMotion: true }}>
        <Probe />
      </SiteMantineProvider>,
    )
    expect(document.documentElement).toHaveAttribute('data-respect-reduced-motion', 'true')
  })
})
