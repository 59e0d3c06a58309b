// Which roles may use each admin route. Every route under /api/admin declares it in its options:
//   config: { roles: FOLLOW_UP }                      signed in, with one of these roles
//   config: { roles: EVERY_ROLE, duringSetup: true }  also while the account is still being set up
//   config: { public: true }                          no session (sign-in, password links)
// A route that declares nothing stops the server at start-up (checkRoleDeclaration), so a new
// route cannot be left open, nor closed to everyone, by forgetting.
import type { RouteOptions } from 'fastify'
import { STAFF_ROLES, type StaffRole } from '#common/schemas/staff-account.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles allowed (read by the admin guard). */
    roles?: readonly StaffRole[]
    /** Reachable before the profile and the second factor are set up (the setup's own routes). */
    duringSetup?: boolean
    /** Reachable without a session. */
    public?: boolean
  }
}

/** Accounts, the PayPal donation settings, the audit log, staff alerts' recipients: Administrateur only. */
export const ADMINISTRATOR_ONLY: readonly StaffRole[] = ['administrateur']
/**
 * The register of gifts received (record, correct, delete, totals, CSV): the office, since in a
 * small church the secretary counts and records the Sunday offering. The PayPal account the
 * site's button pays into stays ADMINISTRATOR_ONLY.
 */
export const GIFTS: readonly StaffRole[] = ['administrateur', 'secretariat']
/** The follow-up of people: members, messages, programme requests, newsletter, staff alerts. */
export const FOLLOW_UP: readonly StaffRole[] = ['administrateur', 'secretariat']
/**
 * Attendance (headcounts, roll calls, absents, ministries' rosters): the office, who follows the
 * people up (docs/decisions/0010).
 */
export const ATTENDANCE: readonly StaffRole[] = FOLLOW_UP
/**
 * The roll call and headcount of a ministry's meeting, and its roster: also a « Responsable de
 * ministère », for the ministries of their account only (each route narrows it, docs/decisions/0010).
 */
export const MINISTRY_ROLL: readonly StaffRole[] = [...ATTENDANCE, 'responsable']
/** What the public sees: events, services, gallery, the figures shown on the site. */
export const CONTENT: readonly StaffRole[] = ['administrateur', 'secretariat', 'contenu']
/** Anyone signed in: their own session, profile, second factor. */
export const EVERY_ROLE: readonly StaffRole[] = STAFF_ROLES

/** onRoute hook of the admin prefix: throws (the app does not start) on a route without a declaration. */
export function checkRoleDeclaration(route: RouteOptions): void {
  const config = (route.config ?? {}) as { roles?: unknown; public?: unknown }
  const roles = config.roles
  const declared =
    config.public === true
      ? roles === undefined
      : Array.isArray(roles) && roles.length > 0 && roles.every((role) => STAFF_ROLES.includes(role))
  if (!declared) {
    const methods = [route.method].flat().join(',')
    throw new Error(
      `${methods} ${route.url}: an admin route must declare config.roles (some of ${STAFF_ROLES.join(', ')}) or config.public`,
    )
  }
}
