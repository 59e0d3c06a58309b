// The rules of a drawn page's lazily loaded blocks (its forms) that its markup uses: inlined in its
// head with the page's own stylesheets (server/src/pages/page-html.ts), so the forms the server
// drew paint from the HTML alone. Their stylesheets come with their code, for what they draw later
// (messages, dialogs). A lazy block's stylesheet is mostly rules the page does not draw: inlined
// whole, the home page's would have carried the dashboard's.
//
// The stylesheets are the build's (minified by Vite): they are parsed once when the server starts,
// each style rule with what its selectors need (classes, ids, tags, attributes). A page's markup
// is drawn from the data at run time, so the rules are chosen at each drawing, from the classes,
// ids, tags and attributes the markup holds. The choice keeps a rule whenever it cannot rule it
// out: pseudo-classes (:hover, :focus, :not(…)) and pseudo-elements are not checked, at-rules
// other than @media, @supports, @layer and @container are kept whole, and the rules keep their
// order, so the cascade is the stylesheets' own.

/** Alternatives (a selector list): the rule applies if every token of one alternative is present. */
type Needs = string[][]

export type CssNode =
  | { kind: 'rule'; text: string; needs: Needs }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'keep'; text: string }

const GROUPING_AT_RULES = /^@(?:media|supports|layer|container|scope)\b/i

/** Index just past the string that starts at `start` (a quote). */
function skipString(css: string, start: number): number {
  const quote = css[start]
  let i = start + 1
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1
  return i + 1
}

/**
 * Index of the first `stop` character at depth 0 from `start` (or css.length), past strings,
 * comments, parentheses and brackets.
 */
function scanTo(css: string, start: number, stops: string): number {
  let depth = 0
  let i = start
  while (i < css.length) {
    const c = css[i] as string
    if (c === '"' || c === "'") {
      i = skipString(css, i)
      continue
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2)
      i = end === -1 ? css.length : end + 2
      continue
    }
    if (depth === 0 && stops.includes(c)) return i
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    i++
  }
  return css.length
}

/** Index of the `}` that closes the block opened at `open` (a `{`). */
function blockEnd(css: string, open: number): number {
  let depth = 0
  let i = open
  while (i < css.length) {
    const c = css[i] as string
    if (c === '"' || c === "'") {
      i = skipString(css, i)
      continue
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2)
      i = end === -1 ? css.length : end + 2
      continue
    }
    if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i
    i++
  }
  return css.length
}

const BETWEEN = /(?:\s|\/\*[\s\S]*?\*\/)*/y

/** The rules of a stylesheet, with what each needs to apply. */
export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = []
  let i = 0
  while (i < css.length) {
    // Whitespace and comments between rules.
    BETWEEN.lastIndex = i
    i += BETWEEN.exec(css)?.[0].length ?? 0
    if (i >= css.length) break
    const stop = scanTo(css, i, '{;}')
    const prelude = css.slice(i, stop).trim()
    if (css[stop] !== '{') {
      // A statement (@charset, @import, @layer a, b;), or a stray `}`.
      if (prelude) nodes.push({ kind: 'keep', text: `${prelude};` })
      i = stop + 1
      continue
    }
    const end = blockEnd(css, stop)
    const body = css.slice(stop + 1, end)
    if (GROUPING_AT_RULES.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parseCss(body) })
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'keep', text: css.slice(i, end + 1) })
    } else {
      nodes.push({ kind: 'rule', text: css.slice(i, end + 1), needs: selectorListNeeds(prelude) })
    }
    i = end + 1
  }
  return nodes
}

/** The selectors of a list, split at its top-level commas. */
function splitList(selectors: string): string[] {
  const parts: string[] = []
  let start = 0
  for (let i = scanTo(selectors, 0, ','); i < selectors.length; i = scanTo(selectors, start, ',')) {
    parts.push(selectors.slice(start, i))
    start = i + 1
  }
  parts.push(selectors.slice(start))
  return parts.map((part) => part.trim()).filter(Boolean)
}

const IDENT_CHAR = /[-\w\u00a0-\uffff]/

/** An identifier at `start` with its escapes resolved, and the index after it. */
function readIdent(text: string, start: number): [string, number] {
  let name = ''
  let i = start
  while (i < text.length) {
    const c = text[i] as string
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8))
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16))
        i += 1 + hex[0].length
      } else {
        name += text[i + 1] ?? ''
        i += 2
      }
      continue
    }
    if (!IDENT_CHAR.test(c)) break
    name += c
    i++
  }
  return [name, i]
}

/** A token no markup holds. */
const NEVER = '\u0000'

const unquote = (value: string) =>
  /^(["']).*\1$/s.test(value) ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value.replace(/\\(.)/g, '$1')

/** What one complex selector needs (without its pseudo-classes and pseudo-elements). */
function selectorNeeds(selector: string): string[] {
  const tokens: string[] = []
  let i = 0
  while (i < selector.length) {
    const c = selector[i] as string
    if (c === '.' || c === '#') {
      const [name, next] = readIdent(selector, i + 1)
      if (name) tokens.push(c + name)
      i = next
    } else if (c === '[') {
      const end = scanTo(selector, i + 1, ']')
      const inner = selector.slice(i + 1, end).trim()
      const exact = /^([^\s~|^$*!=]+)\s*=\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s"']+)$/.exec(inner)
      if (exact) tokens.push(`[${(exact[1] as string).toLowerCase()}=${unquote(exact[2] as string)}]`)
      else {
        const name = /^[^\s~|^$*!=]+/.exec(inner)?.[0]
        if (name) tokens.push(`[${name.toLowerCase()}]`)
      }
      i = end + 1
    } else if (c === ':') {
      const element = selector[i + 1] === ':'
      const [name, next] = readIdent(selector, i + (element ? 2 : 1))
      i = next
      // A shadow root's host: never in a page's markup.
      if (!element && /^host(?:-context)?$/i.test(name)) tokens.push(NEVER)
      if (selector[i] === '(') {
        const end = scanTo(selector, i + 1, ')')
        const inner = splitList(selector.slice(i + 1, end))
        // :is(.a) and :where(.a) need what .a needs; with several choices, or in :not() and
        // :has(), nothing is required (the rule is kept).
        if (!element && /^(?:is|where|matches|-webkit-any)$/i.test(name) && inner.length === 1) {
          tokens.push(...selectorNeeds(inner[0] as string))
        }
        i = end + 1
      }
    } else if (IDENT_CHAR.test(c) && !/\d/.test(c)) {
      const [name, next] = readIdent(selector, i)
      // A percentage in @keyframes never reaches here (kept whole); `from`/`to` neither.
      tokens.push(name.toLowerCase())
      i = next
    } else {
      // Combinators, whitespace, `*`, `&`, `|`.
      i++
    }
  }
  return tokens
}

function selectorListNeeds(selectors: string): Needs {
  return splitList(selectors).map(selectorNeeds)
}

// React escapes `>` in attribute values, and so does the head's writer: a tag ends at the first `>`.
const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g
const ATTRIBUTE = /([^\s>"'=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g

const decodeEntities = (text: string) =>
  text.includes('&')
    ? text
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;|&apos;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : text

/**
 * The tags, classes, ids and attributes of a page's markup, with the values of the attributes in
 * `valued` (those the rules name with a value, valuedAttributes: every attribute when omitted).
 */
export function markupTokens(html: string, valued?: ReadonlySet<string>): Set<string> {
  const tokens = new Set<string>()
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    tokens.add((tag as string).toLowerCase())
    if (!attributes) continue
    for (const [, rawName, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      const name = (rawName as string).toLowerCase()
      tokens.add(`[${name}]`)
      if (name === 'class') {
        for (const item of (double ?? single ?? bare ?? '').split(/\s+/))
          if (item) tokens.add(`.${decodeEntities(item)}`)
      } else if (name === 'id') {
        const value = decodeEntities(double ?? single ?? bare ?? '')
        if (value) tokens.add(`#${value}`)
      }
      if (!valued || valued.has(name)) tokens.add(`[${name}=${decodeEntities(double ?? single ?? bare ?? '')}]`)
    }
  }
  return tokens
}

/** The attributes the rules name with a value (`[data-size=md]`): the others' values are not read. */
export function valuedAttributes(nodes: readonly CssNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'group') valuedAttributes(node.children, into)
    else if (node.kind === 'rule') {
      for (const alternative of node.needs) {
        for (const token of alternative) {
          const valuedName = /^\[([^=\]]+)=/.exec(token)?.[1]
          if (valuedName) into.add(valuedName)
        }
      }
    }
  }
  return into
}

const applies = (needs: Needs, tokens: Set<string>) =>
  needs.some((alternative) => alternative.every((token) => tokens.has(token)))

/** The rules of `nodes` that may apply to a markup holding `tokens`, as CSS text. */
export function criticalCss(nodes: readonly CssNode[], tokens: Set<string>): string {
  let css = ''
  for (const node of nodes) {
    if (node.kind === 'keep') css += node.text
    else if (node.kind === 'rule') {
      if (applies(node.needs, tokens)) css += node.text
    } else {
      const inner = criticalCss(node.children, tokens)
      // A layer keeps its place in the layer order even when empty.
      if (inner || /^@layer\b/i.test(node.prelude)) css += `${node.prelude}{${inner}}`
    }
  }
  return css
}
