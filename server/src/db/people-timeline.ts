// A person's timeline: what they sent, read from each submission table through its person_id, and
// what staff recorded (person_timeline), newest first. Confidential notes reach only their author
// and the administrators, and gifts only those who may read the register of gifts: both are left
// out before the answer is made, so their text never leaves the server for anyone else.
import {
  compareTimeline,
  giftText,
  programmeText,
  SUBSCRIPTION_STATE_LABELS,
  TIMELINE_TITLES,
} from '#common/people-rules.ts'
import { TIMELINE_KINDS, type TimelineEntry, type TimelineKind } from '#common/schemas/people.ts'
import type { Db } from './database.ts'

/** Who is reading: an administrator sees every note, others their own; gifts for those who keep the register. */
export interface Viewer {
  accountId: number | null
  administrator: boolean
  /** Whether the account may read the register of gifts (the gift routes' roles). */
  seesGifts: boolean
}

type Ranked = TimelineEntry & { ref: { table: string; id: number } }

const isKind = (kind: string): kind is TimelineKind => (TIMELINE_KINDS as readonly string[]).includes(kind)

export function createTimelineReader(db: Db) {
  const registrations = db.prepare<[number], { id: number; at: string; testimony: string }>(
    'SELECT id, created_at AS at, testimony FROM member_registrations WHERE person_id = ?',
  )
  const messages = db.prepare<[number], { id: number; at: string; subject: string; message: string }>(
    'SELECT id, created_at AS at, subject, message FROM contact_messages WHERE person_id = ?',
  )
  const requests = db.prepare<
    [number],
    { id: number; at: string; type: string; program: string; level: string; message: string }
  >('SELECT id, created_at AS at, type, program, level, message FROM programme_requests WHERE person_id = ?')
  const subscriptions = db.prepare<[number], { id: number; at: string; status: string }>(
    'SELECT id, created_at AS at, status FROM newsletter_subscribers WHERE person_id = ?',
  )
  const gifts = db.prepare<
    [number],
    { id: number; at: string; date: string; amountCents: number; currency: string; method: string; note: string }
  >(
    `SELECT id, created_at AS at, date, amount_cents AS amountCents, currency, method, note
     FROM gifts WHERE person_id = ?`,
  )
  const recorded = db.prepare<
    [{ personId: number; viewer: number | null; administrator: 0 | 1 }],
    { id: number; kind: string; at: string; by: string | null; confidential: number; title: string; text: string }
  >(
    `SELECT id, kind, at, by_name AS by, confidential, title, text FROM person_timeline
     WHERE person_id = @personId
       AND (confidential = 0 OR @administrator = 1 OR (@viewer IS NOT NULL AND by_account = @viewer))`,
  )

  const sent = (kind: TimelineKind, table: string, id: number, at: string, title: string, text: string): Ranked => ({
    kind,
    at,
    by: null,
    title,
    text,
    confidential: false,
    ref: { table, id },
  })

  return (personId: number, viewer: Viewer): TimelineEntry[] => {
    const entries: Ranked[] = [
      ...registrations
        .all(personId)
        .map((r) =>
          sent('registration', 'member_registrations', r.id, r.at, TIMELINE_TITLES.registration, r.testimony),
        ),
      ...messages
        .all(personId)
        .map((m) => sent('message', 'contact_messages', m.id, m.at, TIMELINE_TITLES.message(m.subject), m.message)),
      ...requests
        .all(personId)
        .map((r) =>
          sent(
            'programme_request',
            'programme_requests',
            r.id,
            r.at,
            r.type === 'feproba_registration' ? TIMELINE_TITLES.feproba : TIMELINE_TITLES.isl,
            programmeText(r.type, r.program, r.level, r.message),
          ),
        ),
      ...subscriptions
        .all(personId)
        .map((s) =>
          sent(
            'subscription',
            'newsletter_subscribers',
            s.id,
            s.at,
            TIMELINE_TITLES.subscription,
            SUBSCRIPTION_STATE_LABELS[s.status] ?? s.status,
          ),
        ),
      ...(viewer.seesGifts
        ? gifts.all(personId).map((g) => sent('gift', 'gifts', g.id, g.at, TIMELINE_TITLES.gift, giftText(g)))
        : []),
      ...recorded
        .all({ personId, viewer: viewer.accountId, administrator: viewer.administrator ? 1 : 0 })
        .filter((row) => isKind(row.kind))
        .map(
          (row): Ranked => ({
            kind: row.kind as TimelineKind,
            at: row.at,
            by: row.by,
            title: row.title,
            text: row.text,
            confidential: row.confidential === 1,
            ref: { table: 'person_timeline', id: row.id },
          }),
        ),
    ]
    return entries.sort(compareTimeline)
  }
}
