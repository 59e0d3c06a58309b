// The e-mail the staff gets for each stored submission: French subject, every field in plain text.
// Written here, not on the server alone: the mocked backend queues the very same alerts. Who gets
// it is not the alert's business: the server sends it to the recipients an administrator chose
// (never the church's public address, which the « Contenu » role may change).
import { CHURCH_TIME_ZONE } from './church-time.ts'
import {
  MEMBER_FIELDS,
  MESSAGE_FIELDS,
  programLabel,
  requestFieldsOf,
  type Field,
  type MemberFields,
  type MessageFields,
  type RequestFields,
} from './submission-fields.ts'

/** An e-mail to the staff (the server's outbox row without its recipients and delivery state). */
export interface StaffAlert {
  /** The visitor's address, so a staff member answers the alert by replying to it. */
  replyTo: string | null
  subject: string
  body: string
}

const SUBJECT_MAX = 200
const NOT_GIVEN = '—'

const receivedAt = new Intl.DateTimeFormat('fr-FR', {
  timeZone: CHURCH_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
})

/**
 * One line: control characters and line breaks folded into a space. A name stored before the
 * forms refused line breaks must not add lines such as « Bcc: » to an alert's body or headers.
 */
export function oneLine(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** One line, bounded: a name typed with line breaks must not add mail headers or run on. */
export function subjectLine(text: string): string {
  const line = oneLine(text)
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line
}

const frenchDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1')

function fieldLines<T>(fields: readonly Field<T>[], record: T): string[] {
  return fields.map((field) => {
    const raw = field.value(record)
    const text = raw === null || raw === undefined || raw === '' ? NOT_GIVEN : String(raw)
    if (field.long && /[\r\n]/.test(text)) return `${field.label} :\n${text.replace(/\r\n?/g, '\n')}`
    return `${field.label} : ${field.date ? frenchDate(text) : oneLine(text)}`
  })
}

function alert<T>(input: {
  subject: string
  intro: string
  id: number
  createdAt: string
  fields: readonly Field<T>[]
  record: T
  name: string
  email: string
}): StaffAlert {
  const body = [
    `${input.intro} (n° ${input.id}), reçue le ${receivedAt.format(new Date(input.createdAt))} (heure de Santiago).`,
    '',
    ...fieldLines(input.fields, input.record),
    '',
    '—',
    `Pour écrire à ${oneLine(input.name)}, répondez simplement à ce message (${input.email}).`,
    'Suivi : tableau de bord d’administration du site (/admin-dashboard).',
  ].join('\n')
  return { replyTo: input.email, subject: subjectLine(input.subject), body }
}

export const memberAlert = (id: number, registration: MemberFields, createdAt: string): StaffAlert => {
  const name = `${registration.firstName} ${registration.lastName}`
  return alert({
    subject: `Nouvelle inscription : ${name}`,
    intro: 'Nouvelle inscription de membre reçue par le site',
    id,
    createdAt,
    fields: MEMBER_FIELDS,
    record: registration,
    name,
    email: registration.email,
  })
}

export const contactAlert = (id: number, message: MessageFields, createdAt: string): StaffAlert =>
  alert({
    subject: `Nouveau message (${message.subject}) : ${message.name}`,
    intro: 'Nouveau message du formulaire de contact',
    id,
    createdAt,
    fields: MESSAGE_FIELDS,
    record: message,
    name: message.name,
    email: message.email,
  })

export const programmeRequestAlert = (id: number, request: RequestFields, createdAt: string): StaffAlert => {
  const feproba = request.type === 'feproba_registration'
  return alert({
    subject: `${feproba ? 'Demande FEPROBA' : 'Candidature ISL'} (${programLabel(request)}) : ${request.name}`,
    intro: feproba ? 'Nouvelle demande d’information FEPROBA' : 'Nouvelle candidature à l’ISL',
    id,
    createdAt,
    fields: requestFieldsOf(request.type),
    record: request,
    name: request.name,
    email: request.email,
  })
}
