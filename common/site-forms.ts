// The « Site » tab's forms, one per part of the church's content (common/schemas/site-content.ts),
// named in its URL (/admin-dashboard/site?partie=contacts). Shared with the launch checklist, whose
// every entry links to the form that fixes it.
import { ADMIN_DASHBOARD } from './admin-dashboard-pages.ts'

export const SITE_FORMS = [
  'contacts',
  'horaires',
  'histoire',
  'equipe',
  'directeurs',
  'ministeres',
  'feproba',
  'isl',
  'confession',
  'reseaux',
  'descriptions',
] as const
export type SiteFormId = (typeof SITE_FORMS)[number]

/** The address of one form of the « Site » tab. */
export const siteFormPath = (form: SiteFormId) => `${ADMIN_DASHBOARD}/site?partie=${form}` as const
