import { z } from 'zod'

// The dashboard's place in the URL (?onglet=membres&statut=nouveau), so a reload keeps it.
// Imported by the route's validateSearch: light on purpose (no entity schemas here).
export const DASHBOARD_TABS = ['vue-d-ensemble', 'membres', 'evenements', 'galerie', 'dons', 'messages'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]
export const MESSAGE_VIEWS = ['messages', 'demandes', 'newsletter', 'alertes'] as const
export type MessageView = (typeof MESSAGE_VIEWS)[number]

export const dashboardSearchSchema = z.object({
  onglet: z.enum(DASHBOARD_TABS).optional().catch(undefined),
  /** A member or message status; each tab keeps only the values it knows. */
  statut: z.string().max(20).optional().catch(undefined),
  doublons: z.boolean().optional().catch(undefined),
  rubrique: z.enum(MESSAGE_VIEWS).optional().catch(undefined),
})
export type DashboardSearch = z.infer<typeof dashboardSearchSchema>

/** Replaces the dashboard's search (the tabs and the overview's shortcuts). */
export type NavigateDashboard = (search: DashboardSearch) => void
