// The dashboard's place in the URL (?onglet=membres&statut=nouveau), so a reload keeps it.
// The route's validateSearch runs in the entry chunk: checked by hand, without zod, so that zod
// stays off the public pages' first screen (docs/decisions/0002-first-screen-budget.md).
export const DASHBOARD_TABS = [
  'vue-d-ensemble',
  'membres',
  'evenements',
  'cultes',
  'galerie',
  'dons',
  'messages',
  'journal',
] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]
export const MESSAGE_VIEWS = ['messages', 'demandes', 'newsletter', 'alertes'] as const
export type MessageView = (typeof MESSAGE_VIEWS)[number]

export type DashboardSearch = {
  onglet?: DashboardTab
  /** A member or message status; each tab keeps only the values it knows. */
  statut?: string
  doublons?: boolean
  rubrique?: MessageView
}

/** Replaces the dashboard's search (the tabs and the overview's shortcuts). */
export type NavigateDashboard = (search: DashboardSearch) => void

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined

/** Keeps what the dashboard understands from the query string and drops the rest (never throws). */
export function validateDashboardSearch(raw: Record<string, unknown>): DashboardSearch {
  const search: DashboardSearch = {}
  const onglet = oneOf(DASHBOARD_TABS, raw.onglet)
  if (onglet) search.onglet = onglet
  if (typeof raw.statut === 'string' && /^[a-z]{1,20}$/.test(raw.statut)) search.statut = raw.statut
  if (raw.doublons === true || raw.doublons === 'true' || raw.doublons === 1 || raw.doublons === '1')
    search.doublons = true
  const rubrique = oneOf(MESSAGE_VIEWS, raw.rubrique)
  if (rubrique) search.rubrique = rubrique
  return search
}
