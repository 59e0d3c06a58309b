// The mocked backend's people (handlers/admin-people.ts): the rows the server keeps in people,
// households, person_consents, person_timeline, message_templates and person_merges, and which
// person each submission belongs to (the server's person_id columns).
import { SEED_MESSAGE_TEMPLATES } from '#common/seed/message-templates.ts'
import type {
  FollowUpStep,
  MessageTemplate,
  PersonLanguage,
  PersonStatus,
  RollComplete,
  TimelineKind,
} from '#common/schemas/people.ts'

/** A person as the server's row, in camelCase. */
export interface MockPerson {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string
  phone2: string
  birthDate: string
  address: string
  city: string
  gender: string
  maritalStatus: string
  occupation: string
  firstVisitDate: string
  membershipDate: string
  baptized: string
  baptismDate: string
  baptismChurch: string
  previousChurch: string
  emergencyContact: string
  emergencyPhone: string
  householdRole: string
  languages: PersonLanguage[]
  status: PersonStatus
  statusChangedAt: string | null
  followUpStep: FollowUpStep
  /** The office account the follow-up is entrusted to (« Remettre en suivi »). */
  followUpBy?: number | null
  householdId: number | null
  lastContactAt: string | null
  mergedInto: number | null
  mergedAt: string | null
  createdAt: string
  updatedAt: string
}

export interface MockHousehold {
  id: number
  name: string
  address: string
  city: string
  createdAt: string
}

export interface MockTimelineRow {
  id: number
  personId: number
  kind: TimelineKind
  at: string
  byAccount: number | null
  byName: string | null
  confidential: boolean
  title: string
  text: string
  data: Record<string, unknown>
}

export interface MockConsent {
  personId: number
  channel: string
  granted: boolean
  at: string
  source: string
}

/** The tables whose rows belong to a person. */
export type LinkedTable =
  | 'member_registrations'
  | 'contact_messages'
  | 'programme_requests'
  | 'newsletter_subscribers'
  | 'gifts'

/** A submission's person (the server's person_id). */
export interface MockLink {
  table: LinkedTable
  id: number
  personId: number
}

/** What one merge moved (server/src/db/people-merge.ts MergeRecord). */
export interface MockMerge {
  id: number
  personId: number
  otherId: number
  mergedAt: string
  undoneAt: string | null
  links: MockLink[]
  timeline: number[]
  consents: string[]
  /** The attendance records whose tick moved, and the ministries whose membership moved. */
  presence: number[]
  ministries: number[]
  fields: Partial<Record<keyof MockPerson, [unknown, unknown]>>
  entryId: number
}

export function createPeopleState() {
  return {
    people: [] as MockPerson[],
    households: [] as MockHousehold[],
    timeline: [] as MockTimelineRow[],
    consents: [] as MockConsent[],
    links: [] as MockLink[],
    templates: SEED_MESSAGE_TEMPLATES.map(
      (template): MessageTemplate => ({ ...template, texts: { ...template.texts } }),
    ),
    merges: [] as MockMerge[],
    rollComplete: { complete: false, updatedAt: null, updatedBy: null } as RollComplete,
  }
}
export type PeopleState = ReturnType<typeof createPeopleState>
