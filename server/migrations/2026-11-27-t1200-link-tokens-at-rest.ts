// No live link token rests in the database, nor so in its backups:
// - the outbox keeps a mail's personal link out of its body: the body holds a placeholder and the
//   `link` column says what link to make (mail/mail-links.ts), drawn when the mail is sent. The
//   tokens in the bodies stored so far are masked; a mail not sent yet loses its link, so it is
//   not sent (its reader asks for a new one);
// - a newsletter subscriber's unsubscribe token is kept as its SHA-256 only, so that the links of
//   the letters already sent keep working; each letter sent from now on carries a token of its own,
//   kept as a SHA-256 on its delivery row.
// SQL and Node's built-ins only, no app code (docs/decisions/0001): the hash and the masking need
// what SQLite does not have. Freed pages are zeroed while this runs (secure_delete), so that the
// tokens removed do not linger in the file's free space.
import { createHash, randomBytes } from 'node:crypto'
import type { Database } from 'better-sqlite3'

/** A token in a link, as the mails wrote it: `#jeton=…` (staff) or `?jeton=…` (newsletter). */
const TOKEN_IN_LINK = /([#?&]jeton=)[\w%-]+/g
const LINK_REMOVED =
  'Lien retiré du message enregistré (mise à jour de sécurité) : non envoyé, demandez un nouveau lien.'

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

/** Runs `change` with SQLite overwriting the content it deletes, then restores the setting. */
function zeroingFreedPages(db: Database, change: () => void): void {
  const before = db.pragma('secure_delete', { simple: true })
  db.pragma('secure_delete = ON')
  try {
    change()
  } finally {
    db.pragma(`secure_delete = ${Number(before)}`)
  }
}

export function up(db: Database): void {
  zeroingFreedPages(db, () => {
    db.exec(`
      -- JSON: which personal link the mail carries, made when it is sent (NULL: none).
      ALTER TABLE outbox ADD COLUMN link TEXT;
      ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribe_token_hash TEXT;
      -- The token of the unsubscribe link each letter carries, as its SHA-256.
      ALTER TABLE newsletter_deliveries ADD COLUMN unsubscribe_token_hash TEXT;
      CREATE UNIQUE INDEX newsletter_deliveries_unsubscribe_token ON newsletter_deliveries (unsubscribe_token_hash);
    `)

    const withTokens = db
      .prepare<[], { id: number; body: string; sent: number }>(
        "SELECT id, body, sent_at IS NOT NULL AS sent FROM outbox WHERE body LIKE '%jeton=%'",
      )
      .all()
    const maskSent = db.prepare<[string, number]>('UPDATE outbox SET body = ? WHERE id = ?')
    const maskUnsent = db.prepare<[string, string, number]>(
      'UPDATE outbox SET body = ?, last_error = ?, next_attempt_at = NULL WHERE id = ?',
    )
    for (const row of withTokens) {
      const body = row.body.replace(TOKEN_IN_LINK, '$1…')
      if (row.sent) maskSent.run(body, row.id)
      else maskUnsent.run(body, LINK_REMOVED, row.id)
    }

    const subscribers = db
      .prepare<[], { id: number; token: string }>(
        'SELECT id, unsubscribe_token AS token FROM newsletter_subscribers WHERE unsubscribe_token IS NOT NULL',
      )
      .all()
    const setHash = db.prepare<[string, number]>(
      'UPDATE newsletter_subscribers SET unsubscribe_token_hash = ? WHERE id = ?',
    )
    for (const row of subscribers) setHash.run(sha256(row.token), row.id)
    db.exec(`
      DROP INDEX newsletter_subscribers_unsubscribe_token;
      ALTER TABLE newsletter_subscribers DROP COLUMN unsubscribe_token;
      CREATE UNIQUE INDEX newsletter_subscribers_unsubscribe_token_hash
        ON newsletter_subscribers (unsubscribe_token_hash);
    `)
  })
}

/**
 * Back to tokens in clear: each subscriber gets a new one (the hashes cannot be reversed, so the
 * links of the letters already sent stop working). The masked bodies stay masked.
 */
export function down(db: Database): void {
  db.exec(`
    DROP INDEX newsletter_subscribers_unsubscribe_token_hash;
    ALTER TABLE newsletter_subscribers DROP COLUMN unsubscribe_token_hash;
    ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribe_token TEXT;
    DROP INDEX newsletter_deliveries_unsubscribe_token;
    ALTER TABLE newsletter_deliveries DROP COLUMN unsubscribe_token_hash;
    ALTER TABLE outbox DROP COLUMN link;
  `)
  const ids = db.prepare<[], { id: number }>('SELECT id FROM newsletter_subscribers').all()
  const setToken = db.prepare<[string, number]>('UPDATE newsletter_subscribers SET unsubscribe_token = ? WHERE id = ?')
  for (const { id } of ids) setToken.run(randomBytes(32).toString('base64url'), id)
  db.exec('CREATE UNIQUE INDEX newsletter_subscribers_unsubscribe_token ON newsletter_subscribers (unsubscribe_token)')
}
