// Every migration, oldest first. Append only: the name is what the `migrations` table records.
import type { Database } from 'better-sqlite3'
import * as initial from './2026-11-22-initial.ts'
import * as staffFollowUp from './2026-11-22-staff-follow-up.ts'
import * as contentManagement from './2026-11-22-t0700-content-management.ts'
import * as idempotencyKeys from './2026-11-23-t0900-idempotency-keys.ts'
import * as siteContent from './2026-11-23-t1900-site-content.ts'
import * as giftCurrencies from './2026-11-24-t0800-gift-currencies.ts'
import * as newsletterLetters from './2026-11-24-t1000-newsletter-letters.ts'
import * as staffAccounts from './2026-11-26-t1700-staff-accounts.ts'
import * as staffPasskeys from './2026-11-26-t1800-staff-passkeys.ts'
import * as staffSignInProofs from './2026-11-27-t0900-staff-sign-in-proofs.ts'
import * as linkTokensAtRest from './2026-11-27-t1200-link-tokens-at-rest.ts'
import * as singleLineNames from './2026-11-27-t1210-single-line-names.ts'
import * as people from './2026-11-27-t2100-people.ts'
import * as personMerges from './2026-11-28-t0900-person-merges.ts'
import * as eventSignups from './2026-11-28-t1130-event-signups.ts'
import * as sermons from './2026-11-28-t1500-sermons.ts'
import * as onePhonePerNumber from './2026-11-28-t1700-one-phone-per-number.ts'
import * as attendance from './2026-11-28-t2200-attendance.ts'
import * as peopleSearchKeys from './2026-11-28-t2300-people-search-keys.ts'
import * as statusNotes from './2026-11-29-t0100-status-notes.ts'
import * as ministryLeaders from './2026-11-29-t0400-ministry-leaders.ts'
import * as followUpBy from './2026-11-29-t0500-follow-up-by.ts'

export interface Migration {
  name: string
  up: (db: Database) => void
  down: (db: Database) => void
  /** Rebuilds a table other tables' foreign keys point to: run with their enforcement off (src/db/migrate.ts). */
  rebuildsReferencedTable?: boolean
}

export const migrations: readonly Migration[] = [
  { name: '2026-11-22-initial', ...initial },
  { name: '2026-11-22-staff-follow-up', ...staffFollowUp },
  { name: '2026-11-22-t0700-content-management', ...contentManagement },
  { name: '2026-11-23-t0900-idempotency-keys', ...idempotencyKeys },
  { name: '2026-11-23-t1900-site-content', ...siteContent },
  { name: '2026-11-24-t0800-gift-currencies', ...giftCurrencies },
  { name: '2026-11-24-t1000-newsletter-letters', ...newsletterLetters },
  { name: '2026-11-26-t1700-staff-accounts', ...staffAccounts },
  { name: '2026-11-26-t1800-staff-passkeys', ...staffPasskeys },
  { name: '2026-11-27-t0900-staff-sign-in-proofs', ...staffSignInProofs },
  { name: '2026-11-27-t1200-link-tokens-at-rest', ...linkTokensAtRest },
  { name: '2026-11-27-t1210-single-line-names', ...singleLineNames },
  { name: '2026-11-27-t2100-people', ...people },
  { name: '2026-11-28-t0900-person-merges', ...personMerges },
  { name: '2026-11-28-t1130-event-signups', ...eventSignups },
  { name: '2026-11-28-t1500-sermons', ...sermons },
  { name: '2026-11-28-t1700-one-phone-per-number', ...onePhonePerNumber },
  { name: '2026-11-28-t2200-attendance', ...attendance },
  { name: '2026-11-28-t2300-people-search-keys', ...peopleSearchKeys },
  { name: '2026-11-29-t0100-status-notes', ...statusNotes },
  { name: '2026-11-29-t0400-ministry-leaders', ...ministryLeaders },
  { name: '2026-11-29-t0500-follow-up-by', ...followUpBy },
]
