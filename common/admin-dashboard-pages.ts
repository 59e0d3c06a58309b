// The dashboard's addresses: the overview at /admin-dashboard and one page per tab below it, named
// after the tab (the routes in src/routes/admin-dashboard/). The server answers each of them with
// the app (server/src/plugins/front-end.ts); a test checks the router has a route for each.

export const ADMIN_DASHBOARD = '/admin-dashboard'

/** The tabs' pages, in the tabs' order; the names are also the old `?onglet=` values. */
export const ADMIN_TABS = [
  'membres',
  'evenements',
  'cultes',
  'galerie',
  'dons',
  'messages',
  'lettres',
  'site',
  'journal',
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]

export const adminTabPath = <T extends AdminTab>(tab: T) => `${ADMIN_DASHBOARD}/${tab}` as const

/** Every address of the dashboard: the overview, then the tabs. */
export const adminDashboardPages = (): string[] => [ADMIN_DASHBOARD, ...ADMIN_TABS.map(adminTabPath)]
