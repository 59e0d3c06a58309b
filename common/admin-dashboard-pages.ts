// The dashboard's addresses: the overview at /admin-dashboard and one page per tab below it, named
// after the tab (the routes in src/routes/admin-dashboard/). The server answers each of them with
// the app (server/src/plugins/front-end.ts); a test checks the router has a route for each.
import type { StaffRole } from './staff-roles.ts'

export const ADMIN_DASHBOARD = '/admin-dashboard'

/** The tabs' pages, in the tabs' order; the names are also the old `?onglet=` values. */
export const ADMIN_TABS = [
  'membres',
  'presences',
  'evenements',
  'cultes',
  'galerie',
  'predications',
  'dons',
  'messages',
  'lettres',
  'site',
  'journal',
  'equipe',
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]

/** Pages of the dashboard that are not tabs: one's own account (every role). */
export const ADMIN_OTHER_PAGES = ['compte'] as const
export type AdminOtherPage = (typeof ADMIN_OTHER_PAGES)[number]

export const adminTabPath = <T extends AdminTab | AdminOtherPage>(tab: T) => `${ADMIN_DASHBOARD}/${tab}` as const

/**
 * A record's own page below its tab, its id in the path (Fastify's `:param`, the router's
 * `$param`): a person's page, /admin-dashboard/membres/12. The server answers it with the app too.
 */
export const ADMIN_RECORD_PAGES = [`${ADMIN_DASHBOARD}/membres/:personId`] as const

/** Every address of the dashboard: the overview, the tabs, then the other pages. */
export const adminDashboardPages = (): string[] => [
  ADMIN_DASHBOARD,
  ...ADMIN_TABS.map(adminTabPath),
  ...ADMIN_OTHER_PAGES.map(adminTabPath),
]

const OFFICE: readonly StaffRole[] = ['administrateur', 'secretariat']
/** What the public sees (events, services, gallery, sermons, the site's texts): as the server's CONTENT. */
const CONTENT: readonly StaffRole[] = [...OFFICE, 'contenu']
const ADMINISTRATORS: readonly StaffRole[] = ['administrateur']

/**
 * Which roles see each tab, and may use the admin routes behind it: the dashboard shows a tab
 * only to these roles, and the server refuses the tab's routes to the others (403).
 */
export const ADMIN_TAB_ROLES: Record<AdminTab, readonly StaffRole[]> = {
  membres: OFFICE,
  // Who came and who is missed: the people's data, as the server's ATTENDANCE routes; a ministry's
  // leader sees the roll call of their own ministries there (MINISTRY_ROLL, docs/decisions/0010).
  presences: [...OFFICE, 'responsable'],
  evenements: CONTENT,
  cultes: CONTENT,
  galerie: CONTENT,
  // As the server's CONTENT routes (server/src/routes/admin/roles.ts).
  predications: CONTENT,
  // The register of gifts: the secretary records the Sunday offering. The PayPal settings shown
  // on the same tab are the administrators' (DONATION_SETTINGS_ROLES).
  dons: OFFICE,
  messages: OFFICE,
  lettres: OFFICE,
  site: CONTENT,
  journal: ADMINISTRATORS,
  equipe: ADMINISTRATORS,
}

/**
 * The overview's figures (registrations, messages and requests waiting, outbox, backups): the
 * office's. The « Contenu » role opens the dashboard on a short list of its tabs instead.
 */
export const ADMIN_OVERVIEW_ROLES: readonly StaffRole[] = OFFICE

/** The « Dons » tab's PayPal account and currency: administrators only (the gifts are the office's). */
export const DONATION_SETTINGS_ROLES: readonly StaffRole[] = ADMINISTRATORS

export const mayChangeDonationSettings = (role: StaffRole) => DONATION_SETTINGS_ROLES.includes(role)

export const mayOpenTab = (role: StaffRole, tab: AdminTab) => ADMIN_TAB_ROLES[tab].includes(role)

/** The tabs a role sees, in the tabs' order. */
export const tabsForRole = (role: StaffRole): AdminTab[] => ADMIN_TABS.filter((tab) => mayOpenTab(role, tab))
