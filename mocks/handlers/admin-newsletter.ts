// The dashboard's « Lettre » area on the mock's store: drafts, a preview, the test copy (refused,
// as by a server without SMTP_URL, unless state.smtpConfigured), and a send that reaches every
// confirmed sample subscriber at once. The preview is a plain stand-in: the real e-mail layout is
// drawn by the server only.
import { http, HttpResponse } from 'msw'
import {
  LETTER_MESSAGES,
  letterInputSchema,
  type Letter,
  type LetterSummary,
} from '#common/schemas/newsletter-letter.ts'
import { audit } from '../audit.ts'
import { ADMIN_API, apiError, guarded, notFound, parseBody, parseId } from '../respond.ts'
import { currentAccount } from '../session.ts'
import { nextId, now, state } from '../state.ts'

export type MockLetter = Omit<Letter, 'html' | 'failures'>

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
const previewOf = (subject: string, body: string) => ({
  html: `<h1>${escapeHtml(subject)}</h1>${body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')}`,
  text: `${subject}\n\n${body}\n`,
})
const summaryOf = ({ body: _body, ...letter }: MockLetter): LetterSummary => letter
const confirmed = () => state.subscribers.filter((s) => s.status === 'confirmed')

export const adminNewsletterHandlers = [
  http.get(
    `${ADMIN_API}/newsletters`,
    guarded(() => {
      const drafts = state.letters
        .filter((l) => l.sentAt === null)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      const sent = state.letters
        .filter((l) => l.sentAt !== null)
        .sort((a, b) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''))
      return HttpResponse.json({ items: [...drafts, ...sent].map(summaryOf), confirmedSubscribers: confirmed().length })
    }),
  ),

  http.post(
    `${ADMIN_API}/newsletters`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, letterInputSchema)
      if (error) return error
      const id = nextId(state.letters)
      const at = now()
      state.letters.push({
        id,
        ...data,
        createdAt: at,
        updatedAt: at,
        sentAt: null,
        recipients: 0,
        counts: { sent: 0, pending: 0, failed: 0, cancelled: 0 },
      })
      audit('newsletter.letter.create', 'newsletter', id, `Lettre « ${data.subject} » rédigée`)
      return HttpResponse.json({ id }, { status: 201 })
    }),
  ),

  http.post(
    `${ADMIN_API}/newsletters/preview`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, letterInputSchema)
      if (error) return error
      return HttpResponse.json(previewOf(data.subject, data.body))
    }),
  ),

  http.get(
    `${ADMIN_API}/newsletters/:id`,
    guarded(({ params }) => {
      const { data: id, error } = parseId(params)
      if (error) return error
      const letter = state.letters.find((l) => l.id === id)
      if (!letter) return notFound()
      return HttpResponse.json({ ...letter, html: previewOf(letter.subject, letter.body).html, failures: [] })
    }),
  ),

  http.put(
    `${ADMIN_API}/newsletters/:id`,
    guarded(async ({ params, request }) => {
      const { data: id, error } = parseId(params)
      if (error) return error
      const { data, error: bodyError } = await parseBody(request, letterInputSchema)
      if (bodyError) return bodyError
      const letter = state.letters.find((l) => l.id === id)
      if (!letter) return notFound()
      if (letter.sentAt) return apiError(409, LETTER_MESSAGES.alreadySent)
      Object.assign(letter, data, { updatedAt: now() })
      audit('newsletter.letter.update', 'newsletter', id, `Lettre « ${data.subject} » modifiée`)
      return HttpResponse.json({ id })
    }),
  ),

  http.post(
    `${ADMIN_API}/newsletters/:id/test`,
    guarded(({ params }) => {
      const { data: id, error } = parseId(params)
      if (error) return error
      if (!state.letters.some((l) => l.id === id)) return notFound()
      // The signed-in account's own address, as the server sends it (never the church's public one).
      const to = currentAccount().email
      if (!state.smtpConfigured || !to.includes('@')) return apiError(503, LETTER_MESSAGES.noMailRelay)
      return HttpResponse.json({ to })
    }),
  ),

  http.post(
    `${ADMIN_API}/newsletters/:id/send`,
    guarded(({ params }) => {
      const { data: id, error } = parseId(params)
      if (error) return error
      const letter = state.letters.find((l) => l.id === id)
      if (!letter) return notFound()
      const recipients = confirmed().length
      if (recipients === 0) return apiError(409, LETTER_MESSAGES.noRecipients)
      if (letter.sentAt) return apiError(409, LETTER_MESSAGES.alreadySent)
      Object.assign(letter, {
        sentAt: now(),
        recipients,
        counts: { sent: recipients, pending: 0, failed: 0, cancelled: 0 },
      })
      audit('newsletter.letter.send', 'newsletter', id, `Lettre « ${letter.subject} » envoyée à ${recipients} abonnés`)
      return HttpResponse.json({ recipients }, { status: 202 })
    }),
  ),
]
