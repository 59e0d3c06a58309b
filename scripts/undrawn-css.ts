// The class names and keyframes of Mantine's stylesheets that the site never draws. The CSS
// minifier Vite uses (lightningcss) leaves their rules out of the built stylesheets, through its
// `unusedSymbols` option (vite.config.ts, css.lightningcss).
//
// Loader.css comes with every page (a loading Button draws a Loader, src/components/ui/
// global-styles.ts), and with it the bars and the dots loaders, which the site never uses: its
// Loaders are Mantine's default oval. Mantine writes one of the bars' rules `animation-delay: 0`,
// a time without its unit, which CSS rejects and the W3C's validator reports on every page.
// Listed here, those rules are not shipped; scripts/undrawn-css.test.ts checks that these are
// still the names Mantine gives them, and that no Loader of the app asks for another type.

/** Mantine's Loader: the bars and the dots loaders, their parts and their animations. */
export const UNDRAWN_LOADER_CLASSES = {
  barsLoader: 'm_7a2bd4cd',
  bar: 'm_870bb79',
  'bars-loader-animation': 'm_5d2b3b9d',
  dotsLoader: 'm_4e3f22d7',
  dot: 'm_870c4af',
  'loader-dots-animation': 'm_aac34a1',
} as const

export const UNDRAWN_CSS_SYMBOLS: string[] = Object.values(UNDRAWN_LOADER_CLASSES)
