// Staff accounts: each member of staff signs in as themselves, with a role that says which parts
// of the dashboard they may use. Shared by the server (validation, answers) and the dashboard.
import { z } from 'zod'
import { email, requiredText } from './common.ts'

export const STAFF_ROLES = ['administrateur', 'secretariat', 'contenu'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrateur: 'Administrateur',
  secretariat: 'Secrétariat',
  contenu: 'Contenu',
}

/** What each role may do, in the words the dashboard shows next to the choice. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  administrateur: 'Tout, y compris les comptes de l’équipe, les dons et les réglages du site.',
  secretariat:
    'Suivi des membres, messages, demandes et abonnés à la lettre d’information ; événements, cultes et galerie.',
  contenu: 'Événements, cultes, galerie et contenus du site.',
}

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
})
export type StaffAccount = z.infer<typeof staffAccountSchema>

/** POST /api/admin/accounts: invite someone. */
export const accountInviteSchema = z.object({ name: accountName, email, role })
export type AccountInvite = z.infer<typeof accountInviteSchema>

/** PATCH /api/admin/accounts/:id: change the role, disable (active: false) or enable again. */
export const accountUpdateSchema = z
  .object({ role: role.optional(), active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, { error: 'Rien à modifier.' })
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
