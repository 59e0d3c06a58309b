// The messages tab's place in the URL: /admin-dashboard/messages?rubrique=demandes&statut=nouveau.
import type { RequestStatus } from '#common/schemas/admin-follow-up.ts'
import { oneOf } from '../kit/search.ts'

/** The tab's views: contact messages, FEPROBA / ISL requests, newsletter, e-mail alerts. */
export type MessageView = 'messages' | 'demandes' | 'newsletter' | 'alertes'
const VIEWS: Record<MessageView, true> = { messages: true, demandes: true, newsletter: true, alertes: true }
// Every status, as the type requires (a value list would bring zod into the entry chunk).
// A request's statuses: a message's, and « Traité » (which the messages' view ignores).
const STATUSES: Record<RequestStatus, true> = { nouveau: true, lu: true, repondu: true, traite: true }

export type MessagesSearch = { rubrique?: MessageView; statut?: RequestStatus }

export const validateMessagesSearch = (raw: Record<string, unknown>): MessagesSearch => ({
  rubrique: oneOf(VIEWS, raw.rubrique),
  statut: oneOf(STATUSES, raw.statut),
})
