// Each wrapper of this folder must load the stylesheets its components draw, each after those it
// builds on (between equal selectors the later sheet wins). Each component is drawn in the state
// of ui-samples.tsx that shows the parts it builds on (a loading Button draws a Loader…); every
// Mantine class it then carries that a Mantine stylesheet defines must be defined by one of the
// sheets its wrapper imports, or by the global sheets every page loads first. Only stylesheets
// are read here, never Mantine's code.
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { theme } from '#src/theme.ts'
import { SiteMantineProvider } from './mantine-provider.tsx'
import { samples } from './ui-samples.tsx'

const require = createRequire(import.meta.url)
const sources = import.meta.glob<string>('./*.ts', { query: '?raw', import: 'default', eager: true })
const modules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true })

/** The stylesheets a module of this folder imports, in order. */
const sheetsOf = (file: string) =>
  [...(sources[file] ?? '').matchAll(/^import '([^']+\.css)'$/gm)].map(([, sheet]) => sheet ?? '')

/** A stylesheet's text: a package's (`@mantine/core/styles/Button.css`) or this folder's (`./x.css`). */
const textOf = (sheet: string) =>
  readFileSync(sheet.startsWith('./') ? new URL(sheet, import.meta.url) : require.resolve(sheet), 'utf8')

const defined = new Map<string, Set<string>>()
/**
 * The classes of Mantine's a sheet defines: the hashed ones (`m_8a5d1357`) and the global ones
 * (`mantine-focus-auto`). The static names (`mantine-Button-root`) are left out: they are hooks
 * for our own CSS, which no Mantine sheet defines.
 */
function classesOf(sheet: string) {
  let classes = defined.get(sheet)
  if (!classes) {
    classes = new Set([...textOf(sheet).matchAll(/\.(m_[0-9a-f]+|mantine-[a-z][\w-]*)/g)].map(([, name]) => name ?? ''))
    defined.set(sheet, classes)
  }
  return classes
}

/** Mantine's global sheets in the order its docs give, then our theme's variables. */
const GLOBAL_SHEETS = [
  '@mantine/core/styles/baseline.css',
  '@mantine/core/styles/default-css-variables.css',
  '@mantine/core/styles/global.css',
  './mantine-theme.css',
]
const globalClasses = new Set(GLOBAL_SHEETS.flatMap((sheet) => [...classesOf(sheet)]))
/** Every class a Mantine sheet defines: each package's styles.css holds all of its components' styles. */
const mantineClasses = new Set(
  [
    '@mantine/core/styles.css',
    '@mantine/notifications/styles.css',
    '@mantine/charts/styles.css',
    './mantine-theme.css',
  ].flatMap((sheet) => [...classesOf(sheet)]),
)

/**
 * Mantine's order of its core sheets: @mantine/core/styles.css is all of them, one after the
 * other, each after those it builds on. The other packages' sheets come after core's.
 */
const coreStyles = textOf('@mantine/core/styles.css')
const rank = (sheet: string) =>
  sheet.startsWith('@mantine/core/styles/') ? coreStyles.indexOf(textOf(sheet).trim()) : Number.MAX_SAFE_INTEGER

/** Mantine's own sheets, to name in a failure the one that defines a missing class. */
const coreSheets = readdirSync(path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles'))
  .filter((sheet) => !sheet.endsWith('.layer.css'))
  .map((sheet) => `@mantine/core/styles/${sheet}`)
const sheetsDefining = (name: string) =>
  [...coreSheets, '@mantine/notifications/styles.css', '@mantine/charts/styles.css'].filter((sheet) =>
    classesOf(sheet).has(name),
  )

/** The Mantine classes on the page that a Mantine sheet defines. */
function drawnClasses() {
  const drawn = [...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList])
  return new Set(drawn.filter((name) => mantineClasses.has(name)))
}

/** The drawn classes none of `sheets` (nor the global sheets) defines, each with the sheets that do. */
function unstyled(sheets: string[]) {
  const loaded = new Set([...globalClasses, ...sheets.flatMap((sheet) => [...classesOf(sheet)])])
  return [...drawnClasses()]
    .filter((name) => !loaded.has(name))
    .map((name) => `${name}, defined by ${sheetsDefining(name).join(' or ')}`)
}

const draw = (name: string) => render(<SiteMantineProvider theme={theme}>{samples[name]}</SiteMantineProvider>)

const wrappers = Object.keys(sources).filter((file) => file !== './global-styles.ts')

it("loads Mantine's global sheets first, our theme's variables, then Button's, and exports nothing", () => {
  expect(sheetsOf('./global-styles.ts')).toEqual([...GLOBAL_SHEETS, ...sheetsOf('./button.ts')])
  expect(Object.keys(modules['./global-styles.ts'] ?? {})).toEqual([])
})

it('has a sample of every component the wrappers export, and of nothing else', () => {
  expect(wrappers.length).toBeGreaterThan(25)
  const exported = wrappers.flatMap((file) => Object.keys(modules[file] ?? {}))
  expect(Object.keys(samples).sort()).toEqual(exported.sort())
})

it('finds a missing sheet: a loading Button without Loader.css', () => {
  draw('Button')
  const sheets = sheetsOf('./button.ts')
  expect(unstyled(sheets)).toEqual([])
  expect(unstyled(sheets.filter((sheet) => !sheet.endsWith('/Loader.css')))).not.toEqual([])
})

describe.each(wrappers)('%s', (file) => {
  const sheets = sheetsOf(file)

  it("imports Mantine's sheets in Mantine's order", () => {
    expect(sheets.length).toBeGreaterThan(0)
    for (const sheet of sheets) expect(rank(sheet), sheet).toBeGreaterThanOrEqual(0)
    expect(sheets).toEqual([...sheets].sort((a, b) => rank(a) - rank(b)))
  })

  it.each(Object.keys(modules[file] ?? {}))('draws %s with a style for each of its classes', (name) => {
    draw(name)
    expect(drawnClasses().size).toBeGreaterThan(0)
    expect(unstyled(sheets)).toEqual([])
  })
})
