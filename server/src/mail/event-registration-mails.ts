// The mails a person who signed up for an event gets, when they gave an address: their seat or
// their place on the waiting list, then their seat once one frees up. Each carries a cancel link,
// made when the mail is sent (make-link.ts), so no live token rests in the outbox.
import { formatLongDate } from '#common/format-date.ts'
import type { OutgoingMail } from '../db/outbox-repository.ts'
import type { StoredEvent } from '../db/events-repository.ts'
import type { LetterSender } from './newsletter-mails.ts'
import { LINK_PLACEHOLDER } from './personal-link.ts'
import { subjectLine } from './staff-alerts.ts'

/** Why the mail is sent: a seat held at once, a place on the waiting list, a seat freed up. */
export type RegistrationMailKind = 'confirmed' | 'waitlist' | 'promoted'

export const cancelUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/inscriptions/annuler?jeton=${encodeURIComponent(token)}`

const seatsText = (seats: number) => (seats === 1 ? 'une place' : `${seats} places`)

/** « 14 décembre 2026, 09:00 - 16:00 », or « du 12 au 14 décembre 2026 … » for several days. */
function whenText(event: Pick<StoredEvent, 'date' | 'endDate' | 'time'>): string {
  const days =
    event.endDate && event.endDate !== event.date
      ? `du ${formatLongDate(event.date)} au ${formatLongDate(event.endDate)}`
      : `le ${formatLongDate(event.date)}`
  return `${days}, ${event.time}`
}

const SUBJECTS: Record<RegistrationMailKind, string> = {
  confirmed: 'Inscription confirmée',
  waitlist: 'Liste d’attente',
  promoted: 'Une place s’est libérée',
}

export function registrationMail(input: {
  kind: RegistrationMailKind
  to: string
  name: string
  seats: number
  registrationId: number
  event: Pick<StoredEvent, 'title' | 'date' | 'endDate' | 'time' | 'location'>
  sender: LetterSender
}): OutgoingMail {
  const { kind, event, seats } = input
  const lead: Record<RegistrationMailKind, string[]> = {
    confirmed: [`Votre inscription à « ${event.title} » est confirmée : ${seatsText(seats)} pour vous.`],
    waitlist: [
      `L’événement « ${event.title} » est complet : vous êtes sur la liste d’attente (${seatsText(seats)} demandée${seats === 1 ? '' : 's'}).`,
      'Nous vous écrirons dès qu’une place se libère pour vous.',
    ],
    promoted: [
      `Bonne nouvelle : une place s’est libérée. Votre inscription à « ${event.title} » est confirmée : ${seatsText(seats)} pour vous.`,
    ],
  }
  const cancel =
    kind === 'waitlist'
      ? 'Si vous ne souhaitez plus venir, retirez votre demande avec ce lien :'
      : 'Si vous ne pouvez plus venir, annulez avec ce lien : la place ira à la personne suivante.'
  const body = [
    `Bonjour ${input.name},`,
    '',
    ...lead[kind],
    '',
    `Quand : ${whenText(event)}`,
    `Où : ${event.location}`,
    '',
    cancel,
    '',
    LINK_PLACEHOLDER,
    '',
    '—',
    input.sender.name,
    input.sender.address,
  ].join('\n')
  return {
    to: input.to,
    replyTo: null,
    subject: subjectLine(`${SUBJECTS[kind]} : ${event.title}`),
    body,
    link: { kind: 'event-registration', registrationId: input.registrationId },
  }
}
