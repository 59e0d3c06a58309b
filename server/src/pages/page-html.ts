// A rendered public page as HTML: the built app shell (dist/client/index.html) with the page's
// markup in #root, its head (title, description, canonical link, Open Graph, JSON-LD), its
// stylesheets, the loader of its scripts, and the query cache the browser hydrates with.
import { PAGE_STATE_ID, isSermonPagePath, type PagePath, type RenderedPage } from '#common/pages.ts'
import { jsonForScript } from '#common/json-ld.ts'

export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export interface PageAssets {
  js: Set<string>
  css: Set<string>
  /**
   * The styles of the blocks the route imports lazily (the forms): the server draws them into the
   * page, so some of their rules are needed at once, but their stylesheets come with their code.
   */
  lazyCss: Set<string>
}

/** What the server adds to the page's head besides its title and description. */
export interface HeadExtras {
  /** The page's public address (canonical link, og:url). */
  url: string
  siteName: string
  /** An absolute image address for link previews. */
  image: string
  /** Schema.org blocks. */
  jsonLd: readonly object[]
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The file of a page's route under src/routes/_site/ (a sermon's pages share one). */
export const routeFileOf = (route: PagePath): string =>
  route === '/' ? 'index' : isSermonPagePath(route) ? 'predications_.$slug' : route.slice(1)

/** The route modules a public page renders with: the site's layout, then the page's own. */
export const siteRouteFiles = (route: PagePath): string[] => [
  'src/routes/_site.tsx',
  `src/routes/_site/${routeFileOf(route)}.tsx`,
]

/**
 * The chunks of the route modules a page renders with (`routeFiles`, layout first), with their
 * imports and styles: named from the HTML, so that the page paints styled and its code comes in
 * parallel with the entry's instead of after it. And the styles of the blocks they import lazily.
 */
export function routeAssets(manifest: Record<string, ManifestChunk>, routeFiles: readonly string[]): PageAssets {
  const js = new Set<string>()
  const css = new Set<string>()
  const lazyCss = new Set<string>()
  const seen = new Set<string>()
  const lazy: string[] = []
  const walk = (queue: string[], onChunk: (chunk: ManifestChunk, key: string) => void) => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const chunk = manifest[key]
      if (!chunk || seen.has(key)) continue
      seen.add(key)
      onChunk(chunk, key)
      queue.push(...(chunk.imports ?? []))
    }
  }
  walk(
    routeFiles.map((file) => `${file}?tsr-split=component`),
    (chunk, key) => {
      if (key !== 'index.html') js.add(`/${chunk.file}`)
      for (const file of chunk.css ?? []) css.add(`/${file}`)
      lazy.push(...(chunk.dynamicImports ?? []))
    },
  )
  walk(lazy, (chunk) => {
    for (const file of chunk.css ?? []) if (!css.has(`/${file}`)) lazyCss.add(`/${file}`)
  })
  return { js, css, lazyCss }
}

/** A page's shell, and the stylesheets whose rules go inline in its head. */
export interface PageShell {
  html: string
  /** Every stylesheet of the page, in cascade order: inline whole. */
  styles: string[]
  /** The stylesheets of its lazily loaded blocks: the rules its markup uses go inline (critical-css.ts). */
  lazyStyles: string[]
}

/**
 * The shell with its scripts (and the route's, from `assets`) started after the first paint, and
 * its stylesheets replaced by their rules inline (withPageCss).
 *
 * The page paints from its HTML alone: the rules of all its stylesheets go inline in its head
 * (with those of its lazily loaded blocks that its markup uses, server/src/pages/critical-css.ts),
 * and its scripts only make it interactive. Chrome fetches module scripts and
 * their preloads at high priority, during the parse: on slow mobile data they shared the bandwidth
 * with the HTML and held the first paint back; a stylesheet in the head blocks the paint for a
 * round trip after the HTML. So the shell's entry and preloads and the route's chunks are named in
 * the data attributes of public/start-app.js, which adds them once the first frame is drawn.
 *
 * The inlined stylesheets are named in `data-styles`: the loader adds each as a
 * `<link rel="stylesheet" … disabled>`, never fetched nor applied, which tells Vite's chunk loader
 * that its rules are on the page, so that loading the route's code does not add the stylesheet
 * again: added, a stylesheet restyles the whole page in one long task on a slow phone,
 * for rules it already has. (tests/e2e/drawn-pages.e2e.ts checks that no stylesheet is fetched.)
 *
 * `inline(href)` says whether a stylesheet can go inline (the server has read it); one that
 * cannot stays a blocking link.
 */
export function withAssets(
  shell: string,
  assets: PageAssets,
  inline: (href: string) => boolean = () => true,
): PageShell {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)
  if (!entry) throw new Error('page: the shell has no module script')
  const preloads: string[] = []
  const styles: string[] = []
  const blocking: string[] = []
  const withoutScripts = shell
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href)
      return ''
    })
    .replace(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      styles.push(href)
      return ''
    })
  const linked = (href: string) => href === entry[1] || preloads.includes(href) || styles.includes(href)
  for (const href of assets.js) if (!linked(href)) preloads.push(href)
  for (const href of assets.css) if (!linked(href)) styles.push(href)
  const inlined = styles.filter((href) => {
    if (inline(href)) return true
    blocking.push(href)
    return false
  })
  const links = [
    ...blocking.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<script defer src="/start-app.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" data-styles="${inlined.join(' ')}"></script>`,
  ]
  const lazyStyles = [...assets.lazyCss].filter((href) => !styles.includes(href) && inline(href))
  return {
    html: withoutScripts.replace('</head>', `    ${links.join('\n    ')}\n  </head>`),
    styles: inlined,
    lazyStyles,
  }
}

/** The page with `css` inline at the end of its head (`</style` cannot close it early). */
export function withPageCss(html: string, css: string): string {
  const style = `<style data-page-css>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`
  return html.replace('</head>', () => `    ${style}\n  </head>`)
}

/** Canonical link, Open Graph tags and JSON-LD blocks. */
function headTags(head: RenderedPage['head'], extras: HeadExtras): string[] {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`
  return [
    `<link rel="canonical" href="${escapeHtml(extras.url)}" />`,
    meta('og:type', 'website'),
    meta('og:locale', 'fr_FR'),
    meta('og:site_name', extras.siteName),
    meta('og:title', head.title ?? extras.siteName),
    ...(head.description ? [meta('og:description', head.description)] : []),
    meta('og:url', extras.url),
    meta('og:image', extras.image),
    ...extras.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ]
}

/**
 * The shell with `page`'s markup in #root, the data block the browser hydrates with (for `path`
 * only, with `more` of what the page was drawn with) and the page's title and description.
 */
export function filledShell(shell: string, path: string, page: RenderedPage, more: object = {}): string {
  const state = jsonForScript({ path, queries: page.queries, ...more })
  let html = shell
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `  <script type="application/json" id="${PAGE_STATE_ID}">${state}</script>\n  </body>`)
  const { title, description } = page.head
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
  if (description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
  }
  if (!html.includes(PAGE_STATE_ID))
    throw new Error(`page: the shell of ${path} lacks <div id="root"></div> or </body>`)
  return html
}

/** The page: the shell (with its assets moved after the paint) filled with `page`. */
export function pageHtml(shell: string, route: PagePath, page: RenderedPage, extras: HeadExtras): string {
  const html = filledShell(shell, route, page).replace(
    '</head>',
    () => `    ${headTags(page.head, extras).join('\n    ')}\n  </head>`,
  )
  if (!html.includes('<link rel="canonical"')) throw new Error(`page: the shell of ${route} lacks </head>`)
  return html
}
