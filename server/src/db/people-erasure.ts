// Erasing a person at their request (Dominican law 172-13; the GDPR's right to erasure): every row
// about them is deleted, and the rows that must stay for the church's own records lose what named
// them. The gifts keep their amount and date (the accounts must still add up) without the donor;
// the outbox keeps that a staff alert was sent, without its text; the audit log keeps that
// something happened, its earlier lines about the person anonymised. The caller runs it in the
// transaction that writes the erasure's own audit line, inside withSecureDelete.
import type { Db } from './database.ts'
import { ERASED, ERASED_TEXTS, type ErasureCounts, isTheirEmail, personalDataMatcher } from '#common/people-rights.ts'
import { findPersonRecords, inList, personRows } from './people-records.ts'

// The audit log's entities whose id is one of the person's rows.
const AUDITED_ENTITIES = {
  person: 'personIds',
  member: 'registrationIds',
  contact_message: 'messageIds',
  programme_request: 'requestIds',
  newsletter_subscriber: 'subscriberIds',
} as const

/**
 * Erases person `personId` and everything stored about them; undefined when there is no such
 * person (or it was merged into another: the erasure is asked of the one it lives on in).
 */
export function erasePerson(db: Db, personId: number): ErasureCounts | undefined {
  const first = db.prepare<[number], { merged_into: number | null }>('SELECT merged_into FROM people WHERE id = ?')
  const row = first.get(personId)
  if (!row || row.merged_into !== null) return undefined
  const records = findPersonRecords(db, personId)
  if (!records) return undefined
  const households = [
    ...new Set(
      personRows(db, personId).flatMap((person) => (person.household_id === null ? [] : [person.household_id])),
    ),
  ]
  const matcher = personalDataMatcher(records.identity)
  const run = (sql: string, ...values: unknown[]) => db.prepare(sql).run(...values).changes
  const { personIds, registrationIds, messageIds, requestIds, subscriberIds, giftIds } = records

  // What the person sent.
  run(
    `DELETE FROM duplicate_dismissals WHERE member_id IN ${inList(registrationIds)} OR duplicate_of IN ${inList(registrationIds)}`,
    ...registrationIds,
    ...registrationIds,
  )
  run(
    `UPDATE member_registrations SET merged_into = NULL WHERE merged_into IN ${inList(registrationIds)}`,
    ...registrationIds,
  )
  const registrations = run(
    `DELETE FROM member_registrations WHERE id IN ${inList(registrationIds)}`,
    ...registrationIds,
  )
  const messages = run(`DELETE FROM contact_messages WHERE id IN ${inList(messageIds)}`, ...messageIds)
  const requests = run(`DELETE FROM programme_requests WHERE id IN ${inList(requestIds)}`, ...requestIds)
  const { emails } = records.identity
  run(
    `DELETE FROM newsletter_deliveries WHERE subscriber_id IN ${inList(subscriberIds)} OR lower(email) IN ${inList(emails)}`,
    ...subscriberIds,
    ...emails,
  )
  const subscriptions = run(`DELETE FROM newsletter_subscribers WHERE id IN ${inList(subscriberIds)}`, ...subscriberIds)
  // Their sign-ups to events, linked or given with one of their addresses. The seat they held
  // is not offered to the waiting list here: the team sees the list and confirms by hand.
  const signUpIds = db
    .prepare<unknown[], number>(
      `SELECT id FROM event_registrations WHERE person_id IN ${inList(personIds)}
         OR (email <> '' AND lower(email) IN ${inList(emails)})`,
    )
    .pluck()
    .all(...personIds, ...emails)
  run(`DELETE FROM event_registration_links WHERE registration_id IN ${inList(signUpIds)}`, ...signUpIds)
  run(`DELETE FROM event_registrations WHERE id IN ${inList(signUpIds)}`, ...signUpIds)

  // Gifts stay in the register, anonymous.
  const giftNotes = db
    .prepare<unknown[], { id: number; note: string }>(`SELECT id, note FROM gifts WHERE id IN ${inList(giftIds)}`)
    .all(...giftIds)
  const anonymiseGift = db.prepare<[string, number]>(
    "UPDATE gifts SET donor = '', person_id = NULL, note = ? WHERE id = ?",
  )
  for (const gift of giftNotes) anonymiseGift.run(matcher.redact(gift.note, ERASED), gift.id)

  // Mails to the person go; staff alerts about them keep their row (the outbox's record of what
  // was sent) without their text, and one not sent yet is cancelled.
  let mails = 0
  const outbox = db.prepare<
    [],
    {
      id: number
      to_address: string
      reply_to: string | null
      subject: string
      body: string
      last_error: string | null
      sent_at: string | null
    }
  >('SELECT id, to_address, reply_to, subject, body, last_error, sent_at FROM outbox')
  const deleteMail = db.prepare<[number]>('DELETE FROM outbox WHERE id = ?')
  const emptyMail = db.prepare<
    [{ id: number; subject: string; body: string; lastError: string | null; cancel: 0 | 1; cancelled: string }]
  >(
    `UPDATE outbox SET reply_to = NULL, subject = @subject, body = @body, link = NULL,
       last_error = CASE WHEN @cancel = 1 THEN @cancelled ELSE @lastError END,
       next_attempt_at = CASE WHEN @cancel = 1 THEN NULL ELSE next_attempt_at END
     WHERE id = @id`,
  )
  for (const mail of outbox.all()) {
    if (isTheirEmail(records.identity, mail.to_address)) {
      deleteMail.run(mail.id)
      mails += 1
    } else if (
      isTheirEmail(records.identity, mail.reply_to) ||
      [mail.subject, mail.body, mail.last_error].some((text) => matcher.mentions(text))
    ) {
      emptyMail.run({
        id: mail.id,
        subject: matcher.redact(mail.subject, ERASED),
        body: ERASED_TEXTS.mailBody,
        lastError: mail.last_error === null ? null : matcher.redact(mail.last_error, ERASED),
        cancel: mail.sent_at === null ? 1 : 0,
        cancelled: ERASED_TEXTS.mailCancelled,
      })
      mails += 1
    }
  }

  // A form's first answer kept to recognise a copy sent again (8 days at most).
  const answers = db.prepare<[], { key: string; response: string }>('SELECT key, response FROM idempotency_keys').all()
  const deleteAnswer = db.prepare<[string]>('DELETE FROM idempotency_keys WHERE key = ?')
  for (const answer of answers) if (matcher.mentions(answer.response)) deleteAnswer.run(answer.key)

  // Others' timelines may name them (« venue avec Marie Joseph »): only the mention goes.
  const othersTimeline = db
    .prepare<unknown[], { id: number; title: string; text: string; data: string }>(
      `SELECT id, title, text, data FROM person_timeline WHERE person_id NOT IN ${inList(personIds)}`,
    )
    .all(...personIds)
  const redactEntry = db.prepare<[string, string, string, number]>(
    'UPDATE person_timeline SET title = ?, text = ?, data = ? WHERE id = ?',
  )
  for (const entry of othersTimeline) {
    if (![entry.title, entry.text, entry.data].some((text) => matcher.mentions(text))) continue
    const data = matcher.mentions(entry.data) ? '{}' : entry.data
    redactEntry.run(matcher.redact(entry.title, ERASED), matcher.redact(entry.text, ERASED), data, entry.id)
  }

  // The audit log's earlier lines about them, by the row they were about or by what they say.
  const lines = db.prepare<[], { id: number; entity: string; entity_id: number | null; summary: string }>(
    'SELECT id, entity, entity_id, summary FROM audit_log',
  )
  const anonymiseLine = db.prepare<[string, number]>('UPDATE audit_log SET summary = ? WHERE id = ?')
  let auditLines = 0
  for (const line of lines.all()) {
    const ids = AUDITED_ENTITIES[line.entity as keyof typeof AUDITED_ENTITIES]
    const aboutThem = ids !== undefined && line.entity_id !== null && records[ids].includes(line.entity_id)
    if (!aboutThem && !matcher.mentions(line.summary)) continue
    if (line.summary === ERASED_TEXTS.auditSummary) continue
    anonymiseLine.run(ERASED_TEXTS.auditSummary, line.id)
    auditLines += 1
  }

  // The person: their consents, timeline, update links and merges go with them (named here
  // rather than left to ON DELETE CASCADE, so that the list of what goes reads in one place).
  for (const table of [
    'person_consents',
    'person_timeline',
    'person_update_links',
    'attendance_presence',
    'ministry_members',
  ])
    run(`DELETE FROM ${table} WHERE person_id IN ${inList(personIds)}`, ...personIds)
  run(`DELETE FROM people WHERE id IN ${inList(personIds)}`, ...personIds)
  // A household left empty held only their address.
  for (const household of households)
    run(
      'DELETE FROM households WHERE id = ? AND NOT EXISTS (SELECT 1 FROM people WHERE household_id = ?)',
      household,
      household,
    )

  return { registrations, messages, requests, subscriptions, gifts: giftNotes.length, mails, auditLines }
}

/**
 * Runs `erase` with SQLite's secure_delete on, so the rows it deletes or rewrites are overwritten
 * with zeros rather than left in the pages' free space. Older changes, made without it, may have
 * left copies of the person's data there (a registration whose status changed is rewritten, its
 * old copy freed), so once the erasure is committed the file is rebuilt (VACUUM: a few seconds
 * at most for a church's database) and the WAL, which held the rebuilt pages, is checkpointed
 * into it and truncated. What the old backups hold is another matter (docs/operations.md).
 */
export function withSecureDelete<T>(db: Db, erase: () => T, onRebuildError: (error: unknown) => void): T {
  const before = db.pragma('secure_delete', { simple: true }) as number
  db.pragma('secure_delete = ON')
  let result: T
  try {
    result = erase()
  } finally {
    db.pragma(`secure_delete = ${before === 1 ? 'ON' : 'OFF'}`)
  }
  if (result !== undefined) {
    try {
      db.exec('VACUUM')
      // A reader still on an older snapshot can keep the checkpoint from finishing: it then stops
      // without error, and SQLite's next automatic checkpoint writes the rest.
      db.pragma('wal_checkpoint(TRUNCATE)')
    } catch (error) {
      // The erasure is committed whatever happens here (another process, a backup, held the
      // file too long): the rows are gone; only old copies in free pages may wait for the next
      // erasure's rebuild, or a `VACUUM` by hand (docs/operations.md).
      onRebuildError(error)
    }
  }
  return result
}
