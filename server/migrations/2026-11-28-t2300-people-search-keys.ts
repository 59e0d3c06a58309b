// The people's list searched and sorted by stored keys: folding every name and e-mail at each
// request (the SQL function `fold`, in JavaScript) cost about 25 ms per 1,000 people, twice per
// page (the page and its count). The keys are kept current by triggers, so every way a person is
// written (a form, an import, a merge, an erasure, a self-update) keeps them right. The triggers
// call `fold`, which openDatabase registers on every connection the server opens.
// Plain SQL (docs/decisions/0001).
import type { Database } from 'better-sqlite3'

// Names either way round and the e-mail, one per line: a search cannot match across two of them
// (a search box holds one line).
const SEARCH_KEY = `fold(NEW.first_name || ' ' || NEW.last_name) || char(10) ||
  fold(NEW.last_name || ' ' || NEW.first_name) || char(10) || fold(NEW.email)`
// Family name, then first name, any case, any accent (char(31) sorts before any letter).
const SORT_KEY = `fold(NEW.last_name) || char(31) || fold(NEW.first_name)`

export function up(db: Database): void {
  db.exec(`
    ALTER TABLE people ADD COLUMN search_key TEXT NOT NULL DEFAULT '';
    ALTER TABLE people ADD COLUMN sort_key TEXT NOT NULL DEFAULT '';
    CREATE TRIGGER people_keys_on_insert AFTER INSERT ON people BEGIN
      UPDATE people SET search_key = ${SEARCH_KEY}, sort_key = ${SORT_KEY} WHERE id = NEW.id;
    END;
    CREATE TRIGGER people_keys_on_update AFTER UPDATE OF first_name, last_name, email ON people BEGIN
      UPDATE people SET search_key = ${SEARCH_KEY}, sort_key = ${SORT_KEY} WHERE id = NEW.id;
    END;
    UPDATE people SET search_key = ${SEARCH_KEY.replaceAll('NEW.', '')}, sort_key = ${SORT_KEY.replaceAll('NEW.', '')};
    CREATE INDEX people_sort ON people (sort_key);
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP TRIGGER people_keys_on_insert;
    DROP TRIGGER people_keys_on_update;
    DROP INDEX people_sort;
    ALTER TABLE people DROP COLUMN search_key;
    ALTER TABLE people DROP COLUMN sort_key;
  `)
}
