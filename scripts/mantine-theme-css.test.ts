import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { THEME_CSS, themeCss } from './mantine-theme-css.ts'

describe('src/components/ui/mantine-theme.css', () => {
  it('is what scripts/mantine-theme-css.ts writes from the current theme (run it after a theme change)', () => {
    expect(readFileSync(THEME_CSS, 'utf8')).toBe(themeCss())
  })

  it("holds the theme's own colours and fonts, and the breakpoint classes", () => {
    const css = themeCss()
    expect(css).toContain('--mantine-color-churchBlue-9: #1e3a8a;')
    expect(css).toContain('--mantine-font-family-headings: Georgia')
    expect(css).toMatch(/@media \(min-width: 48em\) \{\s+\.mantine-hidden-from-sm/)
  })
})
