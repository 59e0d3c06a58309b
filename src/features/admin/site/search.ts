// The « Site » tab's place in the URL (/admin-dashboard/site?partie=contacts): which form is open,
// so that a link (the « Avant la mise en ligne » list) opens the form that fixes a value. Written
// without zod, like the other tabs' checks (see kit/search.ts).
import { SITE_FORMS, type SiteFormId } from '#common/site-forms.ts'
import { oneOf } from '../kit/search.ts'

const KNOWN = Object.fromEntries(SITE_FORMS.map((form) => [form, true])) as Record<SiteFormId, true>

export const validateSiteSearch = (raw: Record<string, unknown>) => ({ partie: oneOf(KNOWN, raw.partie) })
