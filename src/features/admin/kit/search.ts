// The tabs' places in the URL (/admin-dashboard/membres?statut=nouveau), so that a reload or a
// bookmark keeps them. The routes' validateSearch runs in the entry chunk: these checks are
// written by hand, without zod, so that zod stays off the public pages' first screen
// (docs/decisions/0002-first-screen-budget.md). Each never throws, and returns every key its tab
// reads, undefined when the URL's value is not one the tab knows: the router lays a route's
// search over the whole query string, so a key left out would keep the URL's unchecked value.
import { ADMIN_DASHBOARD, ADMIN_TABS, adminTabPath } from '#common/admin-dashboard-pages.ts'

/** `value` when it is one of `allowed`'s keys, else undefined. */
export const oneOf = <K extends string>(allowed: Record<K, true>, value: unknown): K | undefined =>
  typeof value === 'string' && Object.hasOwn(allowed, value) ? (value as K) : undefined

/** A flag such as ?doublons=true (the router reads `true` and `1` as they are, or as text). */
export const isOn = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1'

/** A tab with nothing of its own in the URL. */
export const noSearch = (_raw: Record<string, unknown>) => ({})

/**
 * Where an old address of the dashboard (/admin-dashboard?onglet=membres&statut=nouveau, from
 * before each tab had its own) now leads, with the rest of its query; null for another address.
 */
export function legacyTabAddress(search: Record<string, unknown>) {
  const { onglet, ...rest } = search
  if (onglet === undefined) return null
  const tab = ADMIN_TABS.find((name) => name === onglet)
  return tab ? { to: adminTabPath(tab), search: rest } : { to: ADMIN_DASHBOARD, search: {} }
}
