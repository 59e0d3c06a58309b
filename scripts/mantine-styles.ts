// Which stylesheets a Mantine component needs, read from the installed @mantine/* packages.
//
// Mantine ships one stylesheet per component (@mantine/core/styles/Button.css) and leaves it to
// us to import those of the components it builds on: "to find out which components are used in a
// particular component, check the component's source code" (its CSS files list page). This reads
// that code: from the file that defines an export, it follows every relative import (and, in the
// other @mantine packages, every name taken from @mantine/core); each `X.module.mjs` met holds the
// class names of `styles/X.css`. Used by scripts/lint-rules.ts (which names may not be imported
// from the packages directly) and by the test of src/components/ui/.
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export type MantinePackage = 'core' | 'notifications' | 'charts'

const require = createRequire(import.meta.url)
const packageDir = (pkg: MantinePackage) => path.dirname(require.resolve(`@mantine/${pkg}/styles.css`))
const PACKAGES: MantinePackage[] = ['core', 'notifications', 'charts']
const packageOf = (file: string) => PACKAGES.find((pkg) => file.startsWith(`${packageDir(pkg)}${path.sep}`))

/**
 * Imports Mantine's code makes without ever rendering what they name: ModalRoot only compares its
 * `scrollAreaComponent` prop with ScrollArea.Autosize (whoever passes ScrollArea imports it).
 */
const NOT_RENDERED = [{ from: 'components/Modal/ModalRoot.mjs', to: 'components/ScrollArea/' }]

/** The file that defines each name esm/index.mjs exports. */
function exportedFiles(pkg: MantinePackage): Map<string, string> {
  const esm = path.join(packageDir(pkg), 'esm')
  const files = new Map<string, string>()
  const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8')
  for (const [, names = '', from = ''] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of names.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (local) files.set(local, path.join(esm, from))
    }
  }
  return files
}

const cache = new Map<MantinePackage, Map<string, string>>()
function fileOf(pkg: MantinePackage, name: string) {
  if (!cache.has(pkg)) cache.set(pkg, exportedFiles(pkg))
  return cache.get(pkg)?.get(name)
}

/** Mantine's own order of its stylesheets: where their content sits in @mantine/core/styles.css. */
const ranks = new Map<string, number>()
let allStyles: string | undefined
function coreRank(sheet: string): number {
  let rank = ranks.get(sheet)
  if (rank === undefined) {
    const dir = packageDir('core')
    allStyles ??= readFileSync(path.join(dir, 'styles.css'), 'utf8')
    rank = allStyles.indexOf(readFileSync(path.join(dir, 'styles', sheet), 'utf8').trim())
    ranks.set(sheet, rank)
  }
  return rank
}

const found = new Map<string, string[]>()
/** The stylesheets the export `name` of `@mantine/<pkg>` can render, each after those it builds on. */
export function stylesheetsOf(pkg: MantinePackage, name: string): string[] {
  const key = `${pkg}:${name}`
  if (!found.has(key)) found.set(key, collect(pkg, name))
  return found.get(key) ?? []
}

function collect(pkg: MantinePackage, name: string): string[] {
  const start = fileOf(pkg, name)
  if (!start) throw new Error(`@mantine/${pkg} exports no ${name}`)
  const core = new Set<string>()
  const others = new Set<string>()
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    const inCore = packageOf(file) === 'core'
    if (file.endsWith('.module.mjs')) {
      if (inCore) core.add(`${path.basename(file, '.module.mjs')}.css`)
      // The other packages ship all their components' styles in one sheet.
      else others.add(`@mantine/${packageOf(file)}/styles.css`)
    }
    // import x from "…", import { a, b } from "…", import "…", export { a } from "…"
    for (const [, clause = '', from = ''] of source.matchAll(
      /\b(?:import|export)\s*([^"'`;]*?)\s*(?:from\s*)?"([^"]+)"/g,
    )) {
      if (from === '@mantine/core' && !inCore) {
        for (const coreName of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
          const coreFile = fileOf('core', coreName.trim())
          if (coreFile) queue.push(coreFile)
        }
      }
      if (!from.startsWith('.')) continue
      const target = path.resolve(path.dirname(file), from)
      const skip = NOT_RENDERED.some(
        (edge) => file.endsWith(edge.from) && target.includes(`${path.sep}${path.normalize(edge.to)}`),
      )
      if (!skip) queue.push(target)
    }
  }
  const sorted = [...core].sort((a, b) => coreRank(a) - coreRank(b))
  // Mantine's docs: @mantine/core's styles always come before those of its other packages.
  return [...sorted.map((sheet) => `@mantine/core/styles/${sheet}`), ...others]
}

/** Mantine's global sheets, in the order they must load, before any component's. */
export const GLOBAL_STYLESHEETS = ['baseline.css', 'default-css-variables.css', 'global.css'].map(
  (sheet) => `@mantine/core/styles/${sheet}`,
)

/** A stylesheet's position in Mantine's own order (global sheets first, other packages last). */
export function stylesheetRank(specifier: string): number {
  const core = /^@mantine\/core\/styles\/(.+)$/.exec(specifier)?.[1]
  return core ? coreRank(core) : Number.MAX_SAFE_INTEGER
}

/** The text of a stylesheet, e.g. '@mantine/core/styles/Button.css'. */
export function stylesheetText(specifier: string): string {
  return readFileSync(require.resolve(specifier), 'utf8')
}

/** Every stylesheet the installed Mantine packages ship (without their `@layer` variants). */
export function allStylesheets(): string[] {
  const core = readdirSync(path.join(packageDir('core'), 'styles')).filter((sheet) => !sheet.endsWith('.layer.css'))
  const others = PACKAGES.filter((pkg) => pkg !== 'core').map((pkg) => `@mantine/${pkg}/styles.css`)
  return [...core.map((sheet) => `@mantine/core/styles/${sheet}`), ...others]
}

/** The components of a package: its capitalised exports that render at least one stylesheet. */
export function componentsOf(pkg: MantinePackage): string[] {
  if (!cache.has(pkg)) cache.set(pkg, exportedFiles(pkg))
  const names = [...(cache.get(pkg)?.keys() ?? [])].filter((name) => /^[A-Z][a-z]/.test(name))
  return names.filter((name) => stylesheetsOf(pkg, name).length > 0).sort()
}
