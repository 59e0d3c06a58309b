import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const require = createRequire(import.meta.url)
/** The Nu Html Checker (the W3C validator) as the vnu-jar package ships it; it needs Java 17+. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar')

/**
 * What the checker says of CSS in the pages' inline stylesheets (server/src/pages/page-html.ts)
 * that browsers do apply: properties it does not know yet, which Chromium, Firefox or Safari
 * apply (Mantine's button label, our event excerpts), and container queries (Mantine's
 * pagination, in the drawn dashboard's lists).
 */
const CHECKER_GAPS =
  /^CSS: (?:“(?:text-box-trim|text-box-edge|line-clamp|container-type)”: Property “[\w-]+” doesn't exist\.|Unrecognized at-rule “@container”\.?)$/

/**
 * One short run: the JVM's quick compiler only (its optimising one spends more time compiling than
 * a run of a few dozen documents gains, half the checker's time), the simple garbage collector, and
 * the larger thread stack the checker's schema then needs (it says so, from 512 KiB).
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m']

/**
 * JSON on stderr, and no language detection: it guesses each document's language from its text
 * to warn about a missing or mislabelled html[lang], and only ever warns (axe checks html[lang]),
 * while only errors count here; it is over a tenth of the checker’s time.
 */
const CHECKER_OPTIONS = ['--format', 'json', '--exit-zero-always', '--no-langdetect']

/**
 * The documents with each distinct stylesheet (a `<style>` element's text) left in the first
 * document that has it only: the later ones keep the element, its text blanked but for its line
 * breaks, so that the lines the checker names are still the document's own. The pages share a
 * handful of stylesheets, which are half of what the checker reads; checking one again finds
 * nothing new.
 */
function withEachStylesheetOnce(documents: Record<string, string>): [string, string][] {
  const seen = new Set<string>()
  return Object.entries(documents).map(([name, html]) => [
    name,
    html.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi, (element, open: string, css: string, close: string) => {
      if (!seen.has(css)) {
        seen.add(css)
        return element
      }
      return `${open}${css.replace(/[^\n]/g, '')}${close}`
    }),
  ])
}

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * Checks each named HTML document with the Nu Html Checker, in one run (the JVM takes seconds to
 * start), and returns its errors as readable lines, each starting with the document's name.
 * Warnings and notes are left out: only what the checker calls an error counts. A stylesheet
 * several documents share is checked, and its errors named, in the first of them.
 */
export async function nuErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'nu-check-'))
  try {
    const files = withEachStylesheetOnce(documents).map(([name, html], index) => {
      const file = join(dir, `${index}.html`)
      writeFileSync(file, html)
      return { name, file }
    })
    const { stderr } = await promisify(execFile)(
      'java',
      [...JAVA_OPTIONS, '-jar', VNU_JAR, ...CHECKER_OPTIONS, ...files.map((f) => f.file)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      // Missing Java fails the test, saying what to install, rather than skipping it.
      if (error.code === 'ENOENT')
        throw new Error('java is missing: apt-get install default-jre-headless (.ci/run installs it)')
      throw error
    })
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] }
    const nameOf = (url = '') => files.find((f) => url.endsWith(`/${f.file.split('/').pop()}`))?.name ?? url
    return messages
      .filter((m) => m.type !== 'info' && !CHECKER_GAPS.test(m.message))
      .map((m) => `${nameOf(m.url)}:${m.lastLine ?? '?'}: ${m.message}\n    ${(m.extract ?? '').replace(/\n/g, ' ')}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
