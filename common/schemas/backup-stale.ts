// Without zod: the dashboard's overview, which the server draws with its data, says when a backup
// is late before zod loads (docs/decisions/0002). backup-status.ts re-exports it.

/** A nightly backup missed once is tolerated; past this, the monitor and the dashboard should warn. */
export const BACKUP_STALE_AFTER_HOURS = 36
