import { type ReactNode, useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useMantineColorScheme, useMantineTheme } from '@mantine/core'
import { theme } from '#src/theme.ts'
import { Button } from './button.ts'
import { SiteMantineProvider } from './mantine-provider.tsx'

// Where Mantine's default colour-scheme manager keeps a visitor's choice.
const STORED_SCHEME = 'mantine-color-scheme-value'

function Probe() {
  const { primaryColor } = useMantineTheme()
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  return (
    <>
      <p>
        {primaryColor} {colorScheme}
      </p>
      <Button onClick={() => setColorScheme('dark')}>Sombre</Button>
    </>
  )
}

/** The page's colour scheme as the first effects see it, before the provider's own effects run. */
function SchemeOnMount({ seen }: { seen: (scheme: string | null) => void }) {
  useEffect(() => {
    seen(document.documentElement.getAttribute('data-mantine-color-scheme'))
  }, [seen])
  return null
}

const site = (children: ReactNode) => <SiteMantineProvider theme={theme}>{children}</SiteMantineProvider>

describe('SiteMantineProvider', () => {
  it("gives Mantine's components the site's theme, in light, with the static classes our CSS targets", () => {
    render(site(<Probe />))
    expect(screen.getByText('churchBlue light')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sombre' })).toHaveClass('mantine-Button-root')
  })

  it('writes no <style> element: the variables and breakpoint classes come from mantine-theme.css', () => {
    const { container } = render(site(<Probe />))
    expect(container.querySelectorAll('style')).toHaveLength(0)
  })

  it('stays light whatever the storage holds or a component asks, and writes nothing there', async () => {
    localStorage.setItem(STORED_SCHEME, 'dark')
    const seen: (string | null)[] = []
    render(
      site(
        <>
          <Probe />
          <SchemeOnMount seen={(scheme) => seen.push(scheme)} />
        </>,
      ),
    )
    // Not even for the moment between the provider's layout effect and its other effects.
    expect(seen).toEqual(['light'])
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light')
    await userEvent.click(screen.getByRole('button', { name: 'Sombre' }))
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light')
    expect(screen.getByText('churchBlue light')).toBeInTheDocument()
    expect(localStorage.getItem(STORED_SCHEME)).toBe('dark')
    localStorage.removeItem(STORED_SCHEME)
    await userEvent.click(screen.getByRole('button', { name: 'Sombre' }))
    expect(localStorage.getItem(STORED_SCHEME)).toBeNull()
  })

  it("honours the theme's reduced-motion setting on the page's root", () => {
    document.documentElement.removeAttribute('data-respect-reduced-motion')
    render(site(<Probe />))
    expect(document.documentElement).toHaveAttribute('data-respect-reduced-motion', 'true')
  })

  it("hydrates the server's HTML as it is, without a <style> element in it", async () => {
    localStorage.setItem(STORED_SCHEME, 'dark')
    const html = renderToString(site(<Probe />))
    expect(html).not.toContain('<style')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, site(<Probe />), { onRecoverableError: (error) => errors.push(error) }),
    )
    expect(errors).toEqual([])
    expect(container.innerHTML).toBe(html)
    act(() => root.unmount())
    container.remove()
    localStorage.removeItem(STORED_SCHEME)
  })
})
