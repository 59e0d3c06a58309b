// Gifts in every currency the site's donate link accepts: besides pesos and US dollars, euros and
// Canadian dollars reach the church through PayPal. SQLite cannot change a CHECK constraint in
// place, so the table is copied into one with the wider CHECK (same columns, same ids).
import type { Database } from 'better-sqlite3'

const rebuild = (currencies: string) => `
  CREATE TABLE gifts_next (
    id           INTEGER PRIMARY KEY,
    date         TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    currency     TEXT NOT NULL CHECK (currency IN (${currencies})),
    method       TEXT NOT NULL CHECK (method IN ('especes', 'virement', 'paypal')),
    donor        TEXT NOT NULL DEFAULT '',
    note         TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,
    created_by   TEXT NOT NULL,
    updated_at   TEXT,
    updated_by   TEXT
  );
  INSERT INTO gifts_next SELECT id, date, amount_cents, currency, method, donor, note, created_at, created_by,
    updated_at, updated_by FROM gifts;
  DROP TABLE gifts;
  ALTER TABLE gifts_next RENAME TO gifts;
  CREATE INDEX gifts_date ON gifts (date);
`

export function up(db: Database): void {
  db.exec(rebuild(`'DOP', 'USD', 'EUR', 'CAD'`))
}

/** Back to pesos and dollars only; refused while a gift in euros or Canadian dollars exists (never lost). */
export function down(db: Database): void {
  const others = db.prepare(`SELECT COUNT(*) AS n FROM gifts WHERE currency NOT IN ('DOP', 'USD')`).get() as {
    n: number
  }
  if (others.n > 0) throw new Error(`${others.n} don(s) en EUR ou CAD : retour impossible sans les perdre.`)
  db.exec(rebuild(`'DOP', 'USD'`))
}
