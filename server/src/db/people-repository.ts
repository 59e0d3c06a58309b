// The people the church meets: the list and its filters, one person's record, what staff record
// about them (status changes, notes, calls, e-mails), households and WhatsApp templates. What a
// person sent (registrations, messages…) stays in its own table and is read into the timeline by
// people-timeline.ts; linking new submissions is people-linking.ts, merging people-merge.ts.
import { churchDate } from '#common/church-time.ts'
import {
  birthdayWeek,
  CONSENT_SOURCES,
  NOT_FOLLOWED_UP,
  STATUS_ORDER,
  staleBefore,
  TIMELINE_TITLES,
} from '#common/people-rules.ts'
import { addedBetween, type PeopleCsvQuery, type PersonCsvRow } from '#common/people-exports.ts'
import { SEED_MESSAGE_TEMPLATES } from '#common/seed/message-templates.ts'
import {
  CONSENT_CHANNELS,
  HOUSEHOLD_ROLES,
  type Consent,
  type ConsentChannel,
  type MessageTemplate,
  type Person,
  type PersonListItem,
  type peopleQuerySchema,
  type personInputSchema,
  type TimelineKind,
} from '#common/schemas/people.ts'
import type { z } from 'zod'
import type { Db } from './database.ts'
import { offsetOf, searchParams, type Page, type SearchParams } from './pagination.ts'
import { columnValues, languagesOf, TEXT_FIELDS, toListItem, type PersonRow, type TextField } from './people-columns.ts'
import { createTimelineReader, type Viewer } from './people-timeline.ts'

export type { Viewer } from './people-timeline.ts'

/** What staff typed (the schema's output: absent fields are undefined). */
export type PersonFields = z.output<typeof personInputSchema>
/** The filters once parsed (page and pageSize have their defaults). */
export type PeopleFilters = Omit<z.output<typeof peopleQuerySchema>, 'page' | 'pageSize'>

/** Who made a change: the account (null for the system) and the name shown in the timeline. */
export interface Actor {
  accountId: number | null
  name: string
}

export interface TimelineRecord {
  personId: number
  kind: Exclude<TimelineKind, 'registration' | 'message' | 'programme_request' | 'subscription' | 'gift'>
  at: string
  actor: Actor | null
  title: string
  text?: string
  confidential?: boolean
  data?: Record<string, unknown>
}

export interface Household {
  id: number
  name: string
  address: string
  city: string
  createdAt: string
  members: { id: number; firstName: string; lastName: string; role: string }[]
}

type FilterParams = SearchParams & {
  status: string | null
  waiting: 0 | 1
  stale: 0 | 1
  staleBefore: string
  week: string
  householdId: number | null
  ministryId: number | null
  consent: string | null
  followUpBy: number | null
  addedAfter: string | null
  addedBefore: string | null
}

const STATUS_RANK = `CASE p.status ${STATUS_ORDER.map((status, rank) => `WHEN '${status}' THEN ${rank}`).join(' ')} END`

// Names either way round (« Joseph Marie » finds Marie Joseph) and e-mail through the stored,
// folded search_key (migration people-search-keys), and both phones by their
// digits: « 809-555-0101 » finds +1 (809) 555 0101. Merged people are left out: they live on in
// the person they were merged into.
const WHERE = `p.merged_into IS NULL
  AND (@q = '' OR p.search_key LIKE @pattern ESCAPE '\\'
    OR (@digits <> '' AND (p.phone_normalized LIKE @digitsPattern OR p.phone2_normalized LIKE @digitsPattern)))
  AND (@status IS NULL OR p.status = @status)
  AND (@waiting = 0 OR p.follow_up_step = 'a_contacter')
  AND (@stale = 0 OR (p.status NOT IN (${NOT_FOLLOWED_UP.map((s) => `'${s}'`).join(', ')})
    AND COALESCE(p.last_contact_at, p.created_at) < @staleBefore))
  AND (@week = '' OR (length(p.birth_date) = 10 AND instr(@week, substr(p.birth_date, 6, 5)) > 0))
  AND (@householdId IS NULL OR p.household_id = @householdId)
  AND (@ministryId IS NULL OR EXISTS (SELECT 1 FROM ministry_members mm
    WHERE mm.person_id = p.id AND mm.ministry_id = @ministryId))
  AND (@consent IS NULL OR EXISTS (SELECT 1 FROM person_consents c
    WHERE c.person_id = p.id AND c.channel = @consent AND c.granted = 1))
  AND (@followUpBy IS NULL OR (p.follow_up_step = 'a_contacter' AND p.follow_up_by = @followUpBy))
  AND (@addedAfter IS NULL OR p.created_at >= @addedAfter) AND (@addedBefore IS NULL OR p.created_at < @addedBefore)`

// This week's birthdays in the week's order; otherwise members first, then by name (any accent).
const ORDER = `ORDER BY CASE WHEN @week = '' THEN 0 ELSE instr(@week, substr(p.birth_date, 6, 5)) END,
  ${STATUS_RANK}, p.sort_key, p.id`

const HOUSEHOLD_ROLE_RANK = `CASE household_role ${HOUSEHOLD_ROLES.map((role, rank) => `WHEN '${role}' THEN ${rank}`).join(' ')} ELSE ${HOUSEHOLD_ROLES.length} END`

const addedBetweenParams = (from: string | undefined, to: string | undefined) => {
  const { after, before } = addedBetween(from, to)
  return { addedAfter: after, addedBefore: before }
}

const isConsentChannel = (channel: string): channel is ConsentChannel =>
  (CONSENT_CHANNELS as readonly string[]).includes(channel)

export function createPeopleRepository(db: Db) {
  const timeline = createTimelineReader(db)

  const byId = db.prepare<[number], PersonRow>('SELECT * FROM people WHERE id = ?')
  const page = db.prepare<[FilterParams & { limit: number; offset: number }], PersonRow>(
    `SELECT p.* FROM people p WHERE ${WHERE} ${ORDER} LIMIT @limit OFFSET @offset`,
  )
  const total = db.prepare<[FilterParams], number>(`SELECT COUNT(*) FROM people p WHERE ${WHERE}`).pluck()
  const all = db.prepare<[FilterParams], PersonRow & { household_name: string | null }>(
    `SELECT p.*, (SELECT h.name FROM households h WHERE h.id = p.household_id) AS household_name
     FROM people p WHERE ${WHERE} ${ORDER}`,
  )
  const insert = db.prepare<[Record<string, unknown>]>(
    `INSERT INTO people (${TEXT_FIELDS.flatMap((f) => columnValues(f, '').map(([c]) => c)).join(', ')},
       languages, status, follow_up_step, household_id, created_at, updated_at)
     VALUES (${TEXT_FIELDS.flatMap((f) => columnValues(f, '').map(([c]) => `@${c}`)).join(', ')},
       @languages, @status, @follow_up_step, @household_id, @now, @now)`,
  )
  const consentsOf = db.prepare<[number], { channel: string; granted: number; at: string; source: string }>(
    'SELECT channel, granted, at, source FROM person_consents WHERE person_id = ? ORDER BY channel',
  )
  const consentOf = db.prepare<[number, string], { granted: number }>(
    'SELECT granted FROM person_consents WHERE person_id = ? AND channel = ?',
  )
  const upsertConsent = db.prepare<[{ personId: number; channel: string; granted: 0 | 1; at: string; source: string }]>(
    `INSERT INTO person_consents (person_id, channel, granted, at, source) VALUES (@personId, @channel, @granted, @at, @source)
     ON CONFLICT (person_id, channel) DO UPDATE SET granted = excluded.granted, at = excluded.at, source = excluded.source`,
  )
  const insertTimeline = db.prepare<[Record<string, unknown>]>(
    `INSERT INTO person_timeline (person_id, kind, at, by_account, by_name, confidential, title, text, data)
     VALUES (@personId, @kind, @at, @byAccount, @byName, @confidential, @title, @text, @data)`,
  )
  const touchContact = db.prepare<[string, string, number]>(
    'UPDATE people SET last_contact_at = ?, updated_at = ? WHERE id = ?',
  )

  const householdById = db.prepare<[number], Omit<Household, 'members'>>(
    'SELECT id, name, address, city, created_at AS createdAt FROM households WHERE id = ?',
  )
  const households = db.prepare<[], Omit<Household, 'members'>>(
    'SELECT id, name, address, city, created_at AS createdAt FROM households ORDER BY name COLLATE NOCASE, id',
  )
  const householdMembers = db.prepare<[number], Household['members'][number]>(
    `SELECT id, first_name AS firstName, last_name AS lastName, household_role AS role FROM people
     WHERE household_id = ? AND merged_into IS NULL
     ORDER BY ${HOUSEHOLD_ROLE_RANK}, fold(first_name), id`,
  )
  const insertHousehold = db.prepare<[{ name: string; address: string; city: string; now: string }]>(
    'INSERT INTO households (name, address, city, created_at) VALUES (@name, @address, @city, @now)',
  )
  const updateHousehold = db.prepare<[{ id: number; name: string; address: string; city: string }]>(
    'UPDATE households SET name = @name, address = @address, city = @city WHERE id = @id',
  )
  const leaveHousehold = db.prepare<[string, number]>(
    "UPDATE people SET household_id = NULL, household_role = '', updated_at = ? WHERE household_id = ?",
  )
  const deleteHousehold = db.prepare<[number]>('DELETE FROM households WHERE id = ?')

  const templates = db.prepare<[], TemplateRow>('SELECT * FROM message_templates ORDER BY sort_order, key')
  const templateByKey = db.prepare<[string], TemplateRow>('SELECT * FROM message_templates WHERE key = ?')
  const upsertTemplate = db.prepare<[Record<string, unknown>]>(
    `INSERT INTO message_templates (key, label, text_fr, text_ht, text_es, text_en, sort_order, updated_at)
     VALUES (@key, @label, @fr, @ht, @es, @en,
       (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM message_templates), @now)
     ON CONFLICT (key) DO UPDATE SET label = excluded.label, text_fr = excluded.text_fr, text_ht = excluded.text_ht,
       text_es = excluded.text_es, text_en = excluded.text_en, updated_at = excluded.updated_at`,
  )
  const templateCount = db.prepare<[], number>('SELECT COUNT(*) FROM message_templates').pluck()

  const filterParams = (filters: PeopleFilters & { from?: string; to?: string }, now: Date): FilterParams => ({
    ...addedBetweenParams(filters.from, filters.to),
    ...searchParams(filters.q),
    status: filters.status ?? null,
    waiting: filters.followUp === 'waiting' ? 1 : 0,
    stale: filters.followUp === 'stale' ? 1 : 0,
    staleBefore: staleBefore(now),
    week: filters.birthdays === 'week' ? birthdayWeek(churchDate(now)).join(',') : '',
    householdId: filters.householdId ?? null,
    ministryId: filters.ministryId ?? null,
    consent: filters.consent ?? null,
    followUpBy: filters.followUpBy ?? null,
  })

  /** Not merged into someone else: the people the API shows. */
  const findActive = (id: number): PersonRow | undefined => {
    const row = byId.get(id)
    return row && row.merged_into === null ? row : undefined
  }

  const consents = (personId: number): Consent[] =>
    consentsOf
      .all(personId)
      .filter((row) => isConsentChannel(row.channel))
      .map((row) => ({
        channel: row.channel as ConsentChannel,
        granted: row.granted === 1,
        at: row.at,
        source: row.source,
      }))

  const addTimeline = (entry: TimelineRecord): number =>
    Number(
      insertTimeline.run({
        personId: entry.personId,
        kind: entry.kind,
        at: entry.at,
        byAccount: entry.actor?.accountId ?? null,
        byName: entry.actor?.name ?? null,
        confidential: entry.confidential ? 1 : 0,
        title: entry.title,
        text: entry.text ?? '',
        data: JSON.stringify(entry.data ?? {}),
      }).lastInsertRowid,
    )

  /** Records each channel given (a consent already in that state keeps its first date). */
  const setConsents = (
    personId: number,
    given: Partial<Record<ConsentChannel, boolean>> | undefined,
    at: string,
    source: string,
  ) => {
    for (const channel of CONSENT_CHANNELS) {
      const granted = given?.[channel]
      if (granted === undefined) continue
      if (consentOf.get(personId, channel)?.granted === (granted ? 1 : 0)) continue
      upsertConsent.run({ personId, channel, granted: granted ? 1 : 0, at, source })
    }
  }

  const household = (id: number | null): Person['household'] => {
    if (id === null) return null
    const row = householdById.get(id)
    return row
      ? { id: row.id, name: row.name, address: row.address, city: row.city, members: householdMembers.all(id) }
      : null
  }

  const accountName = db.prepare<[number], { id: number; name: string }>(
    'SELECT id, name FROM staff_accounts WHERE id = ?',
  )
  const setFollowUpBy = db.prepare<[number | null, number]>('UPDATE people SET follow_up_by = ? WHERE id = ?')
  const ministriesOf = db.prepare<[number], { id: number; name: string; leader: number }>(
    `SELECT m.id, m.name, mm.leader FROM ministry_members mm JOIN ministries m ON m.id = mm.ministry_id
     WHERE mm.person_id = ? ORDER BY m.sort_order, m.name COLLATE NOCASE`,
  )

  const toPerson = (row: PersonRow, viewer: Viewer): Person => ({
    ...toListItem(row),
    followUpBy: row.follow_up_by === null ? null : (accountName.get(row.follow_up_by) ?? null),
    phone2: row.phone2,
    address: row.address,
    city: row.city,
    gender: row.gender,
    maritalStatus: row.marital_status,
    occupation: row.occupation,
    firstVisitDate: row.first_visit_date,
    membershipDate: row.membership_date,
    baptized: row.baptized,
    baptismDate: row.baptism_date,
    baptismChurch: row.baptism_church,
    previousChurch: row.previous_church,
    emergencyContact: row.emergency_contact,
    emergencyPhone: row.emergency_phone,
    languages: languagesOf(row),
    householdRole: row.household_role,
    statusChangedAt: row.status_changed_at,
    createdAt: row.created_at,
    consents: consents(row.id),
    household: household(row.household_id),
    ministries: ministriesOf.all(row.id).map((m) => ({ id: m.id, name: m.name, leader: m.leader === 1 })),
    timeline: timeline(row.id, viewer),
  })

  /** The columns to set for the text fields `fields` gives (absent ones are left alone). */
  const textAssignments = (fields: Partial<Record<TextField, string | undefined>>): [string, string][] =>
    TEXT_FIELDS.flatMap((field) => {
      const value = fields[field]
      return value === undefined ? [] : columnValues(field, value)
    })

  const runUpdate = (id: number, assignments: [string, unknown][]) => {
    if (assignments.length === 0) return
    const sql = `UPDATE people SET ${assignments.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`
    db.prepare(sql).run(...assignments.map(([, value]) => value), id)
  }

  return {
    findActive,
    /** Any row, merged ones too (the merge and its undo need them). */
    findRow: (id: number): PersonRow | undefined => byId.get(id),
    /** Entrusts the person's follow-up to an office account (null: to nobody). */
    entrust: (id: number, accountId: number | null): void => void setFollowUpBy.run(accountId, id),

    list(query: PeopleFilters & { page: number; pageSize: number }, now: Date): Page<PersonListItem> {
      const params = filterParams(query, now)
      return {
        items: page.all({ ...params, limit: query.pageSize, offset: offsetOf(query) }).map(toListItem),
        total: total.get(params) ?? 0,
      }
    },
    /** Every matching person in the list's order, added between `from` and `to` (the CSV export). */
    *csvRows(filters: PeopleCsvQuery, now: Date): Generator<PersonCsvRow> {
      for (const row of all.iterate(filterParams(filters, now)))
        yield {
          firstName: row.first_name,
          lastName: row.last_name,
          phone: row.phone,
          phone2: row.phone2,
          email: row.email,
          birthDate: row.birth_date,
          address: row.address,
          city: row.city,
          status: row.status,
          followUpStep: row.follow_up_step,
          languages: languagesOf(row),
          household: row.household_name ?? '',
          membershipDate: row.membership_date,
          firstVisitDate: row.first_visit_date,
          lastContactAt: row.last_contact_at,
          createdAt: row.created_at,
        }
    },

    /** The person as `viewer` may see them: confidential notes of others (and gifts) left out. */
    detail(id: number, viewer: Viewer): Person | undefined {
      const row = findActive(id)
      return row && toPerson(row, viewer)
    },

    /** Someone met at the door: only the first name is needed. Returns the new id. */
    create: db.transaction((fields: PersonFields, now: Date): number => {
      const at = now.toISOString()
      const values: Record<string, unknown> = { now: at }
      for (const field of TEXT_FIELDS) for (const [column, value] of columnValues(field, '')) values[column] = value
      for (const [column, value] of textAssignments(fields)) values[column] = value
      const status = fields.status ?? 'visiteur'
      if (status === 'membre' && !fields.membershipDate) values.membership_date = churchDate(now)
      Object.assign(values, {
        languages: JSON.stringify(fields.languages?.length ? fields.languages : ['fr']),
        status,
        follow_up_step: fields.followUpStep ?? '',
        household_id: fields.householdId ?? null,
      })
      const id = Number(insert.run(values).lastInsertRowid)
      setConsents(id, fields.consents, at, CONSENT_SOURCES.staff)
      return id
    }),

    /**
     * Changes the fields given. A new status or follow-up step is dated and kept in the timeline
     * with who changed it; becoming a member dates the membership, unless a date is given.
     */
    patch: db.transaction((id: number, fields: PersonFields, actor: Actor, now: Date): void => {
      const row = byId.get(id)
      if (!row) return
      const at = now.toISOString()
      const assignments: [string, unknown][] = textAssignments(fields)
      if (fields.languages !== undefined)
        assignments.push(['languages', JSON.stringify(fields.languages.length ? fields.languages : ['fr'])])
      if (fields.householdId !== undefined) {
        assignments.push(['household_id', fields.householdId])
        if (fields.householdId === null && fields.householdRole === undefined) assignments.push(['household_role', ''])
      }
      if (fields.status !== undefined && fields.status !== row.status) {
        assignments.push(['status', fields.status], ['status_changed_at', at])
        if (fields.status === 'membre' && !row.membership_date && fields.membershipDate === undefined)
          assignments.push(['membership_date', churchDate(now)])
        addTimeline({
          personId: id,
          kind: 'status',
          at,
          actor,
          title: TIMELINE_TITLES.status(row.status, fields.status),
        })
      }
      if (fields.followUpStep !== undefined && fields.followUpStep !== row.follow_up_step) {
        assignments.push(['follow_up_step', fields.followUpStep])
        addTimeline({
          personId: id,
          kind: 'status',
          at,
          actor,
          title: TIMELINE_TITLES.followUp(row.follow_up_step, fields.followUpStep),
        })
      }
      if (assignments.length > 0) assignments.push(['updated_at', at])
      runUpdate(id, assignments)
      setConsents(id, fields.consents, at, CONSENT_SOURCES.staff)
    }),

    consents,
    setConsents,
    addTimeline,
    /** A call, a WhatsApp or an e-mail: the person is followed up as of `at`. */
    touchContact: (id: number, at: string): void => void touchContact.run(at, at, id),

    households: {
      list: (): Household[] => households.all().map((row) => ({ ...row, members: householdMembers.all(row.id) })),
      find(id: number): Household | undefined {
        const row = householdById.get(id)
        return row && { ...row, members: householdMembers.all(id) }
      },
      create: (input: { name: string; address: string; city: string }, now: Date): number =>
        Number(insertHousehold.run({ ...input, now: now.toISOString() }).lastInsertRowid),
      update: (id: number, input: { name: string; address: string; city: string }): boolean =>
        updateHousehold.run({ id, ...input }).changes === 1,
      /** Its people stay, without a household. */
      remove: db.transaction((id: number, now: Date): boolean => {
        leaveHousehold.run(now.toISOString(), id)
        return deleteHousehold.run(id).changes === 1
      }),
    },

    templates: {
      list: (): MessageTemplate[] => templates.all().map(toTemplate),
      find(key: string): MessageTemplate | undefined {
        const row = templateByKey.get(key)
        return row && toTemplate(row)
      },
      put(template: MessageTemplate, now: Date): void {
        upsertTemplate.run({ key: template.key, label: template.label, ...template.texts, now: now.toISOString() })
      },
      /** The three templates of a new installation (Bienvenue…), once: true when it seeded them. */
      seed: db.transaction((now: Date): boolean => {
        if ((templateCount.get() ?? 0) > 0) return false
        for (const template of SEED_MESSAGE_TEMPLATES)
          upsertTemplate.run({ key: template.key, label: template.label, ...template.texts, now: now.toISOString() })
        return true
      }),
    },
  }
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>

interface TemplateRow {
  key: string
  label: string
  text_fr: string
  text_ht: string
  text_es: string
  text_en: string
}

const toTemplate = (row: TemplateRow): MessageTemplate => ({
  key: row.key,
  label: row.label,
  texts: { fr: row.text_fr, ht: row.text_ht, es: row.text_es, en: row.text_en },
})
