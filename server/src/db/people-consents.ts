// A person's consents, channel by channel: given or withdrawn, when, and where (« formulaire
// d’inscription », « secrétariat », « lien de mise à jour »). One row per channel: the latest word
// of the person is what counts, and its date and source say where it was given.
import { CONSENT_CHANNELS, type ConsentChannel } from '#common/schemas/people.ts'
import type { Db } from './database.ts'

export type ConsentAnswers = Partial<Record<ConsentChannel, boolean>>

/** Where a consent was given, as the person's record shows it. */
export const CONSENT_SOURCE_UPDATE_LINK = 'lien de mise à jour'

const statements = new WeakMap<Db, ReturnType<typeof prepare>>()

function prepare(db: Db) {
  return {
    current: db.prepare<[number, string], { granted: number }>(
      'SELECT granted FROM person_consents WHERE person_id = ? AND channel = ?',
    ),
    upsert: db.prepare<[{ personId: number; channel: string; granted: 0 | 1; at: string; source: string }]>(
      `INSERT INTO person_consents (person_id, channel, granted, at, source)
       VALUES (@personId, @channel, @granted, @at, @source)
       ON CONFLICT (person_id, channel) DO UPDATE
         SET granted = excluded.granted, at = excluded.at, source = excluded.source`,
    ),
  }
}

/**
 * Records the channels `consents` answers (absent ones are left as they are). A channel already in
 * that state keeps its first date and source: ticking « E-mail » again on a second registration
 * does not move the day it was first given. Returns the channels that changed. Runs inside the
 * caller's transaction when there is one (the registration, the update link).
 */
export function recordConsents(
  db: Db,
  personId: number,
  consents: ConsentAnswers | undefined,
  source: string,
  at: string,
): ConsentChannel[] {
  if (!consents) return []
  let prepared = statements.get(db)
  if (!prepared) {
    prepared = prepare(db)
    statements.set(db, prepared)
  }
  const changed: ConsentChannel[] = []
  for (const channel of CONSENT_CHANNELS) {
    const granted = consents[channel]
    if (granted === undefined) continue
    if (prepared.current.get(personId, channel)?.granted === (granted ? 1 : 0)) continue
    prepared.upsert.run({ personId, channel, granted: granted ? 1 : 0, at, source })
    changed.push(channel)
  }
  return changed
}
