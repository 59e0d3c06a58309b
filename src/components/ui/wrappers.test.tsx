// Each wrapper of this folder must load every stylesheet its components can draw, in Mantine's
// order (a sheet after those it builds on, since between equal selectors the later one wins), and
// no other. What a component needs is read from Mantine's installed code
// (scripts/mantine-styles.ts), so a wrapper missing a sheet fails here, and so does one whose
// component, once drawn, carries a Mantine class that none of the wrapper's sheets defines.
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import {
  GLOBAL_STYLESHEETS,
  type MantinePackage,
  allStylesheets,
  componentsOf,
  stylesheetRank,
  stylesheetText,
  stylesheetsOf,
} from '#scripts/mantine-styles.ts'
import { samples } from './ui-samples.tsx'

const sources = import.meta.glob<string>('./*.ts', { query: '?raw', import: 'default', eager: true })
const modules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true })

/** What a wrapper's source imports (stylesheets, in order) and re-exports (by package). */
function read(file: string) {
  const source = sources[file] ?? ''
  const sheets = [...source.matchAll(/^import '([^']+\.css)'$/gm)].map(([, sheet]) => sheet ?? '')
  const exported: { pkg: MantinePackage; name: string }[] = []
  for (const [, names = '', pkg = ''] of source.matchAll(/^export \{([^}]*)\} from '@mantine\/([a-z]+)'$/gm)) {
    for (const name of names.split(',').map((n) => n.trim())) {
      if (name && !name.startsWith('type ')) exported.push({ pkg: pkg as MantinePackage, name })
    }
  }
  return { sheets, exported }
}

/** The Mantine classes (`m_…`) a stylesheet defines. */
const classesOf = (sheet: string) => new Set([...stylesheetText(sheet).matchAll(/\.(m_[0-9a-f]+)/g)].map(([, c]) => c))
const mantineClasses = new Set(allStylesheets().flatMap((sheet) => [...classesOf(sheet)]))
const globalClasses = GLOBAL_STYLESHEETS.flatMap((sheet) => [...classesOf(sheet)])

const wrappers = Object.keys(sources).filter((file) => file !== './global-styles.ts')

it("loads Mantine's global sheets first, our theme's variables, then Button's, and exports nothing", () => {
  const sheets = [...GLOBAL_STYLESHEETS, './mantine-theme.css', ...stylesheetsOf('core', 'Button')]
  expect(read('./global-styles.ts')).toEqual({ sheets, exported: [] })
})

it('finds every wrapper and the components they export', () => {
  expect(wrappers.length).toBeGreaterThan(25)
  for (const file of wrappers) {
    const { exported } = read(file)
    // The source read here is the module that runs: same value exports, nothing else.
    expect(Object.keys(modules[file] ?? {}).sort(), file).toEqual(exported.map((e) => e.name).sort())
    for (const { pkg, name } of exported) expect(componentsOf(pkg), `${file}: ${name}`).toContain(name)
  }
})

describe.each(wrappers)('%s', (file) => {
  const { sheets, exported } = read(file)

  it("imports the stylesheets its components' code renders, each after those it builds on", () => {
    const needed = new Set(exported.flatMap(({ pkg, name }) => stylesheetsOf(pkg, name)))
    const inOrder = [...needed].sort((a, b) => stylesheetRank(a) - stylesheetRank(b))
    expect(sheets).toEqual(inOrder)
    for (const { pkg, name } of exported) {
      // Its own sheet, when Mantine ships one under the component's name.
      const own = pkg === 'core' ? `@mantine/core/styles/${name}.css` : `@mantine/${pkg}/styles.css`
      if (allStylesheets().includes(own)) expect(sheets).toContain(own)
    }
  })

  it.each(exported.map(({ name }) => name))('draws %s with styles for each of its classes', (name) => {
    const sample = samples[name]
    expect(sample, `a sample of ${name} in ui-samples.tsx`).toBeDefined()
    render(<MantineProvider>{sample}</MantineProvider>)
    const drawn = new Set(
      [...document.querySelectorAll('[class]')].flatMap((element) =>
        [...element.classList].filter((c) => mantineClasses.has(c)),
      ),
    )
    expect(drawn.size).toBeGreaterThan(0)
    const loaded = new Set([...globalClasses, ...sheets.flatMap((sheet) => [...classesOf(sheet)])])
    expect([...drawn].filter((c) => !loaded.has(c))).toEqual([])
  })
})
