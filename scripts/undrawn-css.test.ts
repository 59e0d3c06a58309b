import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Loader } from '@mantine/core'
import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { theme } from '#src/theme.ts'
import { UNDRAWN_CSS_SYMBOLS, UNDRAWN_LOADER_CLASSES } from './undrawn-css.ts'

const require = createRequire(import.meta.url)

/** Loader.css as Vite's minifier writes it with the option vite.config.ts gives it. */
const minifiedLoaderCss = () =>
  transform({
    filename: 'Loader.css',
    code: readFileSync(require.resolve('@mantine/core/styles/Loader.css')),
    minify: true,
    unusedSymbols: UNDRAWN_CSS_SYMBOLS,
  }).code.toString()

describe("Mantine's rules the site never draws", () => {
  it("are still the names Mantine's Loader gives its bars and dots", () => {
    for (const [part, name] of Object.entries(UNDRAWN_LOADER_CLASSES))
      expect(Loader.classes[part as keyof typeof Loader.classes], part).toBe(name)
  })

  it('leave the oval loader whole and no time without its unit', () => {
    const css = minifiedLoaderCss()
    expect(css).toContain(`.${Loader.classes.ovalLoader}:after{`)
    expect(css).toContain(`@keyframes ${Loader.classes['oval-loader-animation']}`)
    for (const name of UNDRAWN_CSS_SYMBOLS) expect(css).not.toContain(name)
    expect(css).not.toMatch(/animation-delay:\s*0[;}]/)
  })

  it('belong to no Loader of the app: each is the default oval', () => {
    expect(Object.keys(theme.components ?? {})).not.toContain('Loader')
    const withType = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => /<Loader\b[^>]*\btype=/.test(readFileSync(`src/${file}`, 'utf8')))
    expect(withType).toEqual([])
  })
})
