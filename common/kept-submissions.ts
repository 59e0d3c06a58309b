// What the phone, its service worker and the server agree on about a form submission that could
// not be sent: kept on the phone (never on the server), sent again with its Idempotency-Key when
// the network returns. The service worker's handlers are copied into sw.js as text and cannot
// import this module: scripts/pwa-offline-forms.test.ts checks they spell the same values.

/** The five public forms, relative to the backend's root: the only requests ever kept. */
export const PUBLIC_FORM_PATHS = [
  'api/members/register',
  'api/contact',
  'api/newsletter/subscribe',
  'feproba/register',
  'isl/register',
] as const
export type PublicFormPath = (typeof PUBLIC_FORM_PATHS)[number]

/**
 * The one dashboard call kept the same way: a headcount or roll call typed on a phone after a
 * service, often where the network is weak (docs/decisions/0010). The page keeps it (the service
 * worker never does: its route matches the public forms only), sends it with the staff member's
 * session cookie once the network is back, and the Idempotency-Key stores it once.
 */
export const KEPT_DASHBOARD_PATHS = ['api/admin/attendance'] as const
/** Every path whose submission may wait on the phone. */
export type KeptPath = PublicFormPath | (typeof KEPT_DASHBOARD_PATHS)[number]

/** A kept submission older than this is dropped unsent (the server keeps its answers 8 days). */
export const KEPT_MAX_AGE_MS = 7 * 24 * 3600_000

/**
 * The service worker answers a form POST it kept for Background Sync with a 202 carrying this
 * header, so that the page knows it is kept and need not keep a copy of its own.
 */
export const KEPT_BY_WORKER_HEADER = 'x-kept-offline'

/** The type of the message the service worker posts to the pages once it has sent one. */
export const SENT_BY_WORKER_MESSAGE = 'kept-submission-sent'
