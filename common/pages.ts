// What the server and the front end's page renderer (src/entry-server.tsx, built into
// dist/server/) agree on: the public pages, the data each one shows, and what a render returns.
// The server reads that data from the database in one read transaction, the renderer draws the
// page from it and hands back the query cache to embed, so the browser hydrates the same tree.
import type { Calendar } from './schemas/calendar.ts'
import type { DonationSettings } from './schemas/donation-settings.ts'
import type { ChurchEvent } from './schemas/event.ts'
import type { GalleryPhoto } from './schemas/gallery-photo.ts'
import type { MemberStats } from './schemas/member-stats.ts'
import type { Service } from './schemas/service.ts'
import type { SiteContent } from './schemas/site-content.ts'
import type { LiveStatus, Sermon, SermonSummary } from './schemas/sermon.ts'

export const PUBLIC_PAGES = [
  '/',
  '/feproba-programmes',
  '/isl-programmes',
  '/confession-de-foi',
  '/predications',
  '/calendrier',
] as const
export type PublicPage = (typeof PUBLIC_PAGES)[number]

/** Everything a public page may show, as the public GETs answer it. */
export interface PageData {
  site: SiteContent
  /** The account the "Faire un don" links go to. */
  donation: DonationSettings
  services: Service[]
  events: ChurchEvent[]
  /** Each day an event is held over the months the calendar shows (its repeats worked out). */
  calendar: Calendar
  stats: MemberStats
  gallery: GalleryPhoto[]
  /** The published sermons, newest first. */
  sermons: SermonSummary[]
  /** One sermon, on its own page. */
  sermon: Sermon
  /** The live-stream link, and whether a service is on (the home page's « Culte en direct »). */
  live: LiveStatus
}
export type PageDataKey = keyof PageData

/**
 * The data each page shows (its layout included), so that a change renders again only the
 * pages that show it, and each page embeds only what it uses.
 */
export const PAGE_DATA: Record<PublicPage, readonly PageDataKey[]> = {
  '/': ['site', 'donation', 'services', 'events', 'stats', 'gallery', 'live'],
  '/feproba-programmes': ['site', 'donation'],
  '/isl-programmes': ['site', 'donation'],
  '/confession-de-foi': ['site', 'donation'],
  '/calendrier': ['site', 'donation', 'services', 'events', 'calendar'],
  '/predications': ['site', 'donation', 'sermons'],
}

/**
 * Each published sermon's own page, /predications/<slug>: drawn like the pages above (one drawing
 * per sermon), from the site's content and that sermon.
 */
export const SERMON_PAGE_PREFIX = '/predications/'
export type SermonPagePath = `/predications/${string}`
/** Every address the server draws: the public pages and the sermons' pages. */
export type PagePath = PublicPage | SermonPagePath
export const isSermonPagePath = (path: string): path is SermonPagePath =>
  path.startsWith(SERMON_PAGE_PREFIX) && path.length > SERMON_PAGE_PREFIX.length
const SERMON_PAGE_DATA: readonly PageDataKey[] = ['site', 'donation', 'sermon']
/** The data a page shows: PAGE_DATA's, or a sermon page's. */
export const pageDataKeys = (path: PagePath): readonly PageDataKey[] =>
  isSermonPagePath(path) ? SERMON_PAGE_DATA : PAGE_DATA[path]

/** What a page writes into its <head>: its title and meta description. */
export interface PageHead {
  title?: string
  description?: string
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string
  head: PageHead
  /** React Query's dehydrated cache, embedded as JSON for the browser's hydration. */
  queries: unknown
}

/** The SSR bundle's export (dist/server/entry-server.js). */
export type RenderPage = (path: PagePath, data: Partial<PageData>) => Promise<RenderedPage>

/** The screen the server draws a dashboard page for (src/lib/screen-guess.ts). */
export type ScreenGuess = 'wide' | 'narrow'

/** The server's guess from a user agent: phones (and small tablets) name themselves « Mobi… ». */
export const guessScreen = (userAgent: string | undefined): ScreenGuess =>
  /Mobi|Android/i.test(userAgent ?? '') ? 'narrow' : 'wide'

/**
 * Draws a page of the dashboard (`url`: its path and query) with the data its reads get from
 * `answer`, which the server gives the visitor's session, for a screen guessed `wide` or not:
 * undefined when the reads say nobody is signed in (or a step is left, or a read failed), and the
 * browser then draws the page itself.
 */
export type RenderDashboard = (
  url: string,
  answer: typeof fetch,
  screen: ScreenGuess,
) => Promise<RenderedPage | undefined>

/** The id of the page's data block: `{ path, queries }`, read by src/main.tsx to hydrate. */
export const PAGE_STATE_ID = '__PAGE_STATE__'
