// The rules of the forms' stylesheets that a drawn page uses, inline in its head, chosen by
// Beasties (the maintained successor of Google's critters) from the page's markup.
//
// The server draws the forms into the page, but their stylesheets come with their code, which a
// phone loads only when a form nears the screen: without their rules, the forms would be laid
// out unstyled until then, and move. Inlined whole, those stylesheets (with the modals and the
// lightbox they open) would add about 16 KiB to every page on slow data; their used rules are a
// fraction of that. The page's own stylesheets are already inline whole (page-html.ts): Beasties
// leaves them as they are.
import Beasties from 'beasties'

export type InlineCritical = (html: string) => Promise<string>

/**
 * A function that adds to a page the rules of `stylesheets` (built files, '/assets/…', read from
 * `staticDir`) that its markup uses. The stylesheets are read once and kept by Beasties.
 */
export function criticalCssOf(staticDir: string, stylesheets: readonly string[]): InlineCritical {
  if (stylesheets.length === 0) return async (html) => html
  const beasties = new Beasties({
    path: staticDir,
    publicPath: '/',
    additionalStylesheets: stylesheets.map((href) => href.replace(/^\//, '')),
    // The page's own rules, inline whole, stay whole: the app draws menus and dialogs with them.
    reduceInlineStyles: false,
    // The files stay whole for the forms' code, which loads them.
    pruneSource: false,
    mergeStylesheets: false,
    inlineFonts: false,
    fonts: false,
    logLevel: 'warn',
  })
  return (html) => beasties.process(html)
}
