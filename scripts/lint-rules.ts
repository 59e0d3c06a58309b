// The import rules of biome.json, written once here and generated into its `overrides`.
//
// Biome applies the last override that matches a file and replaces (does not merge) a rule's
// options, so each override below carries every restriction that applies to its files: the rules
// of the whole tree, of the file's side, of its layer, and of its depth (a relative path may not
// leave its top folder: another folder is reached through its #alias; nor may it leave an admin
// subject's folder but for kit/ or another subject's entry).
//
//   node --import tsx scripts/lint-rules.ts          rewrites biome.json
//   node --import tsx scripts/lint-rules.ts --check  fails if biome.json is out of date (npm run lint)
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A gitignore-style pattern on the import specifier (Biome's `patterns`). */
type Pattern = { group: string[]; message: string }
/** A module by its exact specifier, with the names that may still be imported from it (Biome's `paths`). */
type Module = { module: string; allowImportNames: string[]; message: string }
type Restriction = Pattern | Module

const CONFIG = path.resolve(import.meta.dirname, '../biome.json')
const SOURCES = ['ts', 'tsx']
const DEEPEST = 7

const climb: Pattern = {
  group: ['../../../**'],
  message: 'Climb at most two folders: reach another folder through its #alias (package.json "imports").',
}
const leave = (depth: number): Pattern => ({
  group: [`${'../'.repeat(depth)}**`],
  message: 'This path leaves its top folder: import it through its #alias (#common/, #src/, #server/…).',
})
const noFrontEnd: Pattern = {
  group: ['#src/**', 'react', 'react/**', 'react-dom', 'react-dom/**', '@mantine/**', '@tanstack/**', 'ky'],
  message: 'The server and common/ never import front-end code.',
}
const noServer: Pattern = {
  group: ['#server/**', 'fastify', '@fastify/**', 'better-sqlite3', 'nodemailer', 'sharp'],
  message: 'The front end and common/ never import server code: share it through common/.',
}
const noTestCode: Pattern = {
  group: ['#mocks/**', '#tests/**', 'vitest', 'msw', 'msw/**'],
  message: 'Only tests (and the mocked-backend mode) import mocks and test helpers.',
}
const noNode: Pattern = {
  group: ['node:*'],
  message: 'common/ runs in the browser too: no Node built-ins.',
}
const noUpperLayer = (layer: string): Pattern => ({
  group: ['#src/routes/**', ...(layer === 'features' ? [] : ['#src/features/**'])],
  message:
    layer === 'features'
      ? 'Routes compose features; a feature never imports a route.'
      : 'components/ and lib/ sit under the features: they never import a feature or a route.',
})
const featureEntries: Pattern = {
  group: ['#src/features/*/**', '!#src/features/*/api.ts', '!#src/features/*/index.ts'],
  message: 'Another feature is reached only through its public entry: its api.ts or index.ts.',
}
const mantineThroughUi: Pattern = {
  group: ['@mantine/*/styles.css', '@mantine/*/styles.layer.css', '@mantine/*/styles/*.css'],
  message: "Import Mantine's components from #src/components/ui/, which loads their styles in order.",
}
/**
 * A Mantine component draws only with its stylesheets, which its wrapper in src/components/ui/
 * loads in Mantine's order: outside that folder, Mantine's packages give only the helpers and
 * types listed here, those the app uses (a component gets a wrapper instead; add a helper or a
 * type here when the app needs one). A namespace or default import is refused too.
 * @mantine/hooks draws nothing and is not restricted.
 */
const MANTINE_OUTSIDE_UI: Record<string, string[]> = {
  '@mantine/core': ['createTheme', 'MantineColorsTuple', 'createPolymorphicComponent'],
  '@mantine/notifications': ['notifications', 'cleanNotifications'],
  '@mantine/charts': [],
}
const mantineComponentsThroughUi: Module[] = Object.entries(MANTINE_OUTSIDE_UI).map(([module, allowImportNames]) => ({
  module,
  allowImportNames,
  message:
    'Outside src/components/ui/, only the helpers and types listed in scripts/lint-rules.ts come from Mantine: import its components from #src/components/ui/ (add a wrapper there if it has none), which loads their styles in order.',
}))
/**
 * Inside an admin subject (src/features/admin/<subject>/), `below` folders under the subject's
 * own: a relative path that leaves the subject's folder reaches only kit/ (what all the tabs
 * share), another subject's entry (its api.ts or index.ts) and, from a test, the dashboard's
 * test-utils.tsx. Deeper climbs are refused by `climb`.
 */
const subjectEntries = (below: number, test: boolean): Pattern[] => {
  if (below + 1 > 2) return []
  const up = '../'.repeat(below + 1)
  return [
    {
      group: [
        `${up}**`,
        `!${up}kit/**`,
        `!${up}*/api.ts`,
        `!${up}*/index.ts`,
        ...(test ? [`!${up}test-utils.ts`, `!${up}test-utils.tsx`] : []),
      ],
      message:
        'This path leaves its admin subject: reach another subject through its api.ts or index.ts; move what several subjects share to kit/.',
    },
  ]
}

type Area = {
  /** Top folder and the layer inside it (files deeper than the layer belong to it). */
  dir: string
  /** Folders under `dir` that belong to another area. */
  except?: string
  /** How many folders the area's own folder sits below the top folder. */
  offset: number
  patterns: Restriction[]
  /** Restrictions for the area's tests and test helpers (`*.test.ts`, `test-utils.ts`) instead. */
  testPatterns?: Restriction[]
  /** Restrictions that depend on how many folders (`below`) a file sits under the area's own. */
  nested?: (below: number, test: boolean) => Restriction[]
}

const side = {
  common: [noFrontEnd, noServer, noTestCode, noNode],
  server: [noFrontEnd, noTestCode],
  src: [noServer, noTestCode, mantineThroughUi, ...mantineComponentsThroughUi],
  mocks: [noFrontEnd, noServer],
}
const features = {
  patterns: [...side.src, noUpperLayer('features'), featureEntries],
  testPatterns: [noServer, noUpperLayer('features'), featureEntries],
}

// From the most general to the most specific: the later override wins.
const areas: Area[] = [
  { dir: 'common', offset: 0, patterns: side.common, testPatterns: [noFrontEnd, noServer] },
  { dir: 'server', offset: 0, patterns: side.server, testPatterns: [noFrontEnd] },
  { dir: 'server/test', offset: 1, patterns: [noFrontEnd] },
  { dir: 'mocks', offset: 0, patterns: side.mocks, testPatterns: side.mocks },
  { dir: 'src', offset: 0, patterns: side.src, testPatterns: [noServer] },
  {
    dir: 'src/components',
    offset: 1,
    patterns: [...side.src, noUpperLayer('components')],
    testPatterns: [noServer, noUpperLayer('components')],
  },
  // The thin UI layer is where Mantine's components and stylesheets are imported.
  {
    dir: 'src/components/ui',
    offset: 2,
    patterns: [noServer, noTestCode, noUpperLayer('components')],
    testPatterns: [noServer, noUpperLayer('components')],
  },
  {
    dir: 'src/lib',
    offset: 1,
    patterns: [...side.src, noUpperLayer('lib')],
    testPatterns: [noServer, noUpperLayer('lib')],
  },
  { dir: 'src/features', offset: 1, ...features },
  // Each admin subject (members, messages…) but kit/, which they all share.
  {
    dir: 'src/features/admin/*',
    except: 'src/features/admin/kit/**',
    offset: 3,
    ...features,
    nested: subjectEntries,
  },
]

const isModule = (restriction: Restriction): restriction is Module => 'module' in restriction

function restrict(restrictions: Restriction[]) {
  const patterns = restrictions.filter((restriction) => !isModule(restriction))
  const modules = restrictions.filter(isModule)
  const paths = Object.fromEntries(modules.map(({ module, ...options }) => [module, options]))
  const options = modules.length ? { paths, patterns } : { patterns }
  return { linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } } }
}

function overrides() {
  const out: object[] = []
  for (const area of areas) {
    for (let depth = area.offset; depth < DEEPEST; depth++) {
      const folder = `${area.dir}/${'*/'.repeat(depth - area.offset)}`
      // depth + 1 climbs leave the top folder from a file `depth` folders below it.
      const leaving = depth + 1 <= 2 ? [leave(depth + 1)] : []
      const nested = (test: boolean) => area.nested?.(depth - area.offset, test) ?? []
      const except = area.except ? [`!${area.except}`] : []
      out.push({
        includes: [...SOURCES.map((ext) => `${folder}*.${ext}`), ...except],
        ...restrict([climb, ...leaving, ...area.patterns, ...nested(false)]),
      })
      if (area.testPatterns) {
        out.push({
          includes: [...SOURCES.flatMap((ext) => [`${folder}*.test.${ext}`, `${folder}test-utils.${ext}`]), ...except],
          ...restrict([climb, ...leaving, ...area.testPatterns, ...nested(true)]),
        })
      }
    }
  }
  return out
}

const config = JSON.parse(readFileSync(CONFIG, 'utf8'))
config.linter.rules.style.noRestrictedImports = { level: 'error', options: { patterns: [climb] } }
// Tests and their mocked data state what they expect to find: a `!` there is an assertion, and a wrong
// one fails the test.
const testsAssert = {
  includes: [
    '**/*.test.ts',
    '**/*.test.tsx',
    '**/test-utils.tsx',
    'tests/**',
    'server/test/**',
    'mocks/**',
    'bench/**',
  ],
  linter: { rules: { style: { noNonNullAssertion: 'off' } } },
}
config.overrides = [...overrides(), testsAssert]
// Written as Biome's formatter writes JSON, since Biome checks the format of its own config too.
const next = execFileSync(
  path.resolve(import.meta.dirname, '../node_modules/.bin/biome'),
  ['format', '--stdin-file-path=biome.json'],
  {
    input: JSON.stringify(config, null, 2),
    encoding: 'utf8',
  },
)

if (process.argv.includes('--check')) {
  if (readFileSync(CONFIG, 'utf8') !== next) {
    console.error('biome.json is out of date with scripts/lint-rules.ts: run node --import tsx scripts/lint-rules.ts')
    process.exit(1)
  }
} else {
  writeFileSync(CONFIG, next)
}
