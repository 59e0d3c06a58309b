// The first screen's budgets (docs/decisions/0002-first-screen-budget.md), in one place for the benches.
export const KIB = 1024

export const BUDGETS = {
  /** gzip size of the JavaScript the home page loads before it works. */
  initialJs: 150 * KIB,
  /** gzip size of the CSS the home page loads before it works. */
  initialCss: 30 * KIB,
  /**
   * Everything a first visit to / transfers before the visitor scrolls (the service worker's
   * copies included): what a first visit costs on a data plan paid by the megabyte.
   */
  firstVisitTransfer: 200 * KIB,
  /** JS transferred (compressed) before a dashboard area works on a phone, signed in. */
  dashboardJs: 160 * KIB,
} as const

export const PUBLIC_PAGES = [
  '/',
  '/feproba-programmes',
  '/isl-programmes',
  '/confession-de-foi',
  '/calendrier',
  '/predications',
] as const

/** The dashboard's areas bench/dashboard.ts opens; `budget`: checked against BUDGETS.dashboardJs. */
export const DASHBOARD_PAGES = [
  { path: '/admin-dashboard', label: "Vue d'ensemble", budget: true },
  { path: '/admin-dashboard/membres', label: 'Membres', budget: true },
  { path: '/admin-dashboard/presences', label: 'Présences', budget: false },
  { path: '/admin-dashboard/dons', label: 'Dons', budget: false },
  { path: '/admin-dashboard/messages', label: 'Messages', budget: false },
  { path: '/admin-dashboard/evenements', label: 'Événements', budget: false },
] as const

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

export const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER')
