// Staff accounts: each member of staff signs in as themselves, with a role that says which parts
// of the dashboard they may use. Shared by the server (validation, answers) and the dashboard.
import { z } from 'zod'
import { STAFF_ROLES } from '../staff-roles.ts'
import { email, requiredText } from './common.ts'

// The roles, their labels and descriptions live in a module without zod, which the dashboard's
// tab table (common/admin-dashboard-pages.ts, in the public pages' entry) can import.
export { STAFF_ROLES, STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, type StaffRole } from '../staff-roles.ts'

/** `invite`: invited, no password chosen yet; `actif`: can sign in; `desactive`: refused at sign-in. */
export const ACCOUNT_STATUSES = ['invite', 'actif', 'desactive'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  invite: 'Invitation envoyée',
  actif: 'Actif',
  desactive: 'Désactivé',
}

const role = z.enum(STAFF_ROLES, { error: 'Rôle inconnu.' })
const accountName = requiredText(100, 'Nom obligatoire.')

/** Who is signed in (GET /api/admin/session) and the accounts list's identity part. */
export const accountIdentitySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  role,
})
export type AccountIdentity = z.infer<typeof accountIdentitySchema>

/** One line of GET /api/admin/accounts. */
export const staffAccountSchema = accountIdentitySchema.extend({
  status: z.enum(ACCOUNT_STATUSES),
  /** The second factors in place: an authenticator app (TOTP) and how many passkeys. */
  totp: z.boolean(),
  passkeys: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The ministries a « Responsable de ministère » records the attendance of; empty for the other roles. */
  ministryIds: z.array(z.number().int().positive()),
})
export type StaffAccount = z.infer<typeof staffAccountSchema>

const ministryIds = z
  .array(z.number().int().positive(), { error: 'Liste de ministères attendue.' })
  .max(50)
  .transform((ids) => [...new Set(ids)])

export const ACCOUNT_MINISTRIES_NEEDED = 'Choisissez au moins un ministère pour un responsable de ministère.'

/** POST /api/admin/accounts: invite someone (a ministry's leader with the ministries they record). */
export const accountInviteSchema = z
  .object({ name: accountName, email, role, ministryIds: ministryIds.optional() })
  .refine((body) => body.role !== 'responsable' || (body.ministryIds?.length ?? 0) > 0, {
    error: ACCOUNT_MINISTRIES_NEEDED,
    path: ['ministryIds'],
  })
export type AccountInvite = z.input<typeof accountInviteSchema>

/**
 * PATCH /api/admin/accounts/:id: change the role (and a leader's ministries), disable (active:
 * false) or enable again.
 */
export const accountUpdateSchema = z
  .object({ role: role.optional(), active: z.boolean().optional(), ministryIds: ministryIds.optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined || body.ministryIds !== undefined, {
    error: 'Rien à modifier.',
  })
export type AccountUpdate = z.infer<typeof accountUpdateSchema>

/**
 * An answer that may carry a sign-in link (invitation, reset). `link` is given only when the
 * server cannot send e-mail (no SMTP_URL), so the dashboard shows it to pass on by hand; with
 * e-mail it is null and `mailQueued` is true.
 */
export const linkAnswer = { link: z.string().nullable(), mailQueued: z.boolean() }

export const accountInvitedSchema = z.object({ account: staffAccountSchema, ...linkAnswer })
export const accountLinkSchema = z.object({ ...linkAnswer, expiresAt: z.string() })

/** PATCH /api/admin/me: one's own name, and e-mail (the password is asked again for that). */
export const profileUpdateSchema = z.object({
  name: accountName.optional(),
  email: email.optional(),
  currentPassword: z.string().max(1024).optional(),
})
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

// ---- Signing in, the session, one's own account: the contract between the server, the dashboard
// and the mocks. Every answer of these routes is described here.

/** A password a person chooses: 12 to 128 characters, no composition rule (its strength is checked apart). */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128
export const newPassword = z
  .string({ error: 'Mot de passe obligatoire.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Au moins ${PASSWORD_MIN_LENGTH} caractères.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Au plus ${PASSWORD_MAX_LENGTH} caractères.` })

/** A second-factor code: the 6 digits of the authenticator app, or one recovery code (xxxxx-xxxxx). */
export const secondFactorCode = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, { error: 'Code à 6 chiffres (ou code de secours) attendu.' })

/** POST /api/admin/login. `code` is sent on the second step, when the first answer asked for it. */
export const staffLoginSchema = z.object({
  email: z
    .string({ error: 'Adresse e-mail obligatoire.' })
    .trim()
    .min(1, { error: 'Adresse e-mail obligatoire.' })
    .max(254),
  password: z.string({ error: 'Mot de passe obligatoire.' }).min(1, { error: 'Mot de passe obligatoire.' }).max(1024),
  code: secondFactorCode.optional(),
})
export type StaffLogin = z.infer<typeof staffLoginSchema>

/**
 * 401 of POST /api/admin/login when the password was right and a second factor is needed (or was
 * wrong); also its 429 while the account's sign-ins are spaced out: a right code passes that wait.
 */
export const secondFactorNeededSchema = z.object({ message: z.string(), secondFactor: z.literal('totp') })

/**
 * What a signed-in session may still have to do before the dashboard opens:
 * `profile`: give one's name and e-mail (an installation that had one shared password);
 * `second-factor`: enrol an authenticator app (required for administrators).
 */
export const SESSION_PENDING_STEPS = ['profile', 'second-factor'] as const
export type SessionPendingStep = (typeof SESSION_PENDING_STEPS)[number]

/** GET /api/admin/session (401 without a session). */
export const staffSessionSchema = z.object({
  authenticated: z.literal(true),
  account: accountIdentitySchema,
  /** The first step still to do, or null when the session is complete. */
  pending: z.enum(SESSION_PENDING_STEPS).nullable(),
  totp: z.boolean(),
  passkeys: z.number().int(),
  /** When this session ends at the latest (absolute lifetime), ISO 8601. */
  expiresAt: z.string(),
  /** Whether a mail server is set up (SMTP_URL): without one no e-mail leaves, links are passed on by hand. */
  mailConfigured: z.boolean(),
})
export type StaffSession = z.infer<typeof staffSessionSchema>

/** POST /api/admin/me/totp: a new secret to scan (not active until confirmed). */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() })
/** POST /api/admin/me/totp/confirm. */
export const totpConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Code à 6 chiffres attendu.' }),
})
/** Answer of the confirmation, and of POST /api/admin/me/recovery-codes: shown once, stored hashed. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) })

/** Routes that need the current password again (password change, removing a factor, new recovery codes). */
export const currentPasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Mot de passe actuel obligatoire.' })
    .min(1, { error: 'Mot de passe actuel obligatoire.' })
    .max(1024),
})
/**
 * Adding or replacing a way in (POST /api/admin/me/passkeys/options, POST /api/admin/me/totp): the
 * current password, which may be left out in the first minutes after signing in (or after typing
 * it in this session); without either, 403 `{ message }`.
 */
export const reauthenticationSchema = z.object({ currentPassword: z.string().max(1024).optional() })
export type Reauthentication = z.infer<typeof reauthenticationSchema>

/** POST /api/admin/me/password → 204; the account's other sessions end. */
export const passwordChangeSchema = currentPasswordSchema.extend({ newPassword })

/** GET /api/admin/me/sessions: one's open sessions; DELETE /api/admin/me/sessions/:id ends one. */
export const openSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
})
export type OpenSession = z.infer<typeof openSessionSchema>
export const openSessionsSchema = z.object({ items: z.array(openSessionSchema) })

// ---- Links sent by e-mail (invitation, password reset, first set-up). The link is
// `${PUBLIC_URL}/acces-equipe#jeton=<token>`: the token sits in the fragment, so it never reaches a
// server log or a Referer; the page posts it in a body.
export const TOKEN_PURPOSES = ['invitation', 'reset', 'setup'] as const
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number]
export const ACCESS_PAGE_PATH = '/acces-equipe'
export const TOKEN_FRAGMENT = 'jeton'

const token = z.string().min(20).max(200)
/** POST /api/admin/token → who the link is for (410 `{ message }` when used, expired or unknown). */
export const tokenSchema = z.object({ token })
export const tokenInfoSchema = z.object({
  purpose: z.enum(TOKEN_PURPOSES),
  /** Empty for `setup` (the first administrator gives them). */
  name: z.string(),
  email: z.string(),
  expiresAt: z.string(),
})
export type TokenInfo = z.infer<typeof tokenInfoSchema>
/** POST /api/admin/token/password → 204 and a session (which may still ask for a second factor). */
export const tokenPasswordSchema = z.object({
  token,
  password: newPassword,
  /** Only for `setup`: the first administrator's name and e-mail. */
  name: accountName.optional(),
  email: email.optional(),
  /** With a reset link: also remove the account's passkeys (someone else may have added one). */
  removePasskeys: z.boolean().optional(),
})
export type TokenPassword = z.infer<typeof tokenPasswordSchema>

/** POST /api/admin/password-reset → always 202 with the same body, known address or not. */
export const passwordResetRequestSchema = z.object({ email })
/**
 * Its answer: `mailConfigured` false when no mail server is set up, and the message then says to
 * ask an administrator for a link; it depends on the server only, never on the address.
 */
export const passwordResetAnswerSchema = z.object({ message: z.string(), mailConfigured: z.boolean() })
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>

// ---- The team's list and its links (the dashboard's « Équipe » tab).

/** GET /api/admin/accounts: every account, administrators first, then by name. */
export const staffAccountsSchema = z.object({ items: z.array(staffAccountSchema) })
/**
 * POST /api/admin/accounts/:id/link → `accountLinkSchema`: a new invitation link for an invited
 * account, a password reset link for an active one (409 for a disabled one).
 */
export const ACCOUNT_LINK_PATH = 'link'

// ---- Passkeys (WebAuthn): a phone's fingerprint or a security key, counting as both factors.

/** One passkey of GET /api/admin/me/passkeys, and the 201 answer of POST /api/admin/me/passkeys. */
export const passkeySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type Passkey = z.infer<typeof passkeySchema>
export const passkeyListSchema = z.object({ items: z.array(passkeySchema) })

/**
 * Options for `navigator.credentials.create()` / `.get()` in their JSON form (the challenge is kept
 * by the server, bound to the session or to the sign-in attempt, for a few minutes).
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() })

/** What the browser's authenticator answered (a PublicKeyCredential in its JSON form). */
const credentialResponse = z.looseObject(
  {
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  },
  { error: 'Réponse de la clé d’accès illisible.' },
)

/** POST /api/admin/me/passkeys: the new credential and the name it is shown under. */
export const passkeyRegistrationSchema = z.object({
  response: credentialResponse,
  name: requiredText(60, 'Donnez un nom à cette clé d’accès (par exemple « Téléphone de Marie »).'),
})
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>

/** POST /api/admin/login/passkey. */
export const passkeyLoginSchema = z.object({ response: credentialResponse })
export type PasskeyLogin = z.infer<typeof passkeyLoginSchema>
