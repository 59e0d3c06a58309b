// The cancel link of a sign-up's mail: a page that names the event and asks, then the cancellation
// (a button, never on GET: mail scanners open links on their own). Drawn by the server as plain
// HTML, like the newsletter's pages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { formatLongDate } from '#common/format-date.ts'
import { BUTTON_STYLE, escapeHtml, pageShell } from '../newsletter/page-shell.ts'
import { hashToken, TOKEN_PATTERN } from '../newsletter/tokens.ts'
import { eventSignups } from './signups.ts'

const tokenQuery = z.object({ jeton: z.string().max(200).optional() })
const BACK = '<p><a href="/#events">Voir les événements à venir</a></p>'

const cancelPages: FastifyPluginAsyncZod = async (app) => {
  const registrations = app.eventRegistrationsRepository
  const signups = eventSignups(app)
  const page = (title: string, main: string) => pageShell(title, app.letterSender().name, main)
  const html = (reply: { type: (t: string) => unknown; header: (k: string, v: string) => unknown }) => {
    reply.type('text/html; charset=utf-8')
    // Personal links: never kept by a shared cache, never sent on as a Referer.
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  }
  /** The sign-up and its event the link names, if any. */
  const linked = (token: string) => {
    if (!TOKEN_PATTERN.test(token)) return undefined
    const registration = registrations.findByLink(hashToken(token))
    const event = registration ? app.eventsRepository.find(registration.eventId) : undefined
    return registration && event ? { registration, event } : undefined
  }
  const unknown = () =>
    page(
      'Lien inconnu',
      `<h1>Ce lien n’est pas reconnu</h1><p>Vérifiez qu’il a été copié en entier depuis le message reçu.</p>${BACK}`,
    )
  const cancelled = (title: string) =>
    page(
      'Inscription annulée',
      `<h1>Inscription annulée</h1><p>Votre inscription à « ${escapeHtml(title)} » est annulée. Merci de nous avoir prévenus.</p>${BACK}`,
    )

  app.get('/inscriptions/annuler', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    html(reply)
    const token = request.query.jeton ?? ''
    const found = linked(token)
    if (!found) return reply.code(404).send(unknown())
    const { registration, event } = found
    if (registration.status === 'cancelled') return cancelled(event.title)
    const seats = registration.seats === 1 ? 'une place' : `${registration.seats} places`
    const what =
      registration.status === 'waitlist'
        ? 'votre demande sera retirée de la liste d’attente.'
        : 'votre place sera proposée à la personne suivante.'
    return page(
      'Annuler mon inscription',
      `<h1>Annuler mon inscription</h1><p>« ${escapeHtml(event.title)} », le ${escapeHtml(formatLongDate(event.date))} (${escapeHtml(event.time)}), ${escapeHtml(event.location)}.</p>
<p>Au nom de ${escapeHtml(registration.name)} (${seats}) : ${what}</p>
<form method="post" action="/inscriptions/annuler?jeton=${encodeURIComponent(token)}"><button type="submit" style="${BUTTON_STYLE}">Annuler mon inscription</button></form>${BACK}`,
    )
  })

  // The button's form is url-encoded; its body says nothing more than the link: read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  )
  app.post('/inscriptions/annuler', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    html(reply)
    const found = linked(request.query.jeton ?? '')
    if (!found) return reply.code(404).send(unknown())
    const { registration, event } = found
    const promoted = app.db.transaction(() => signups.cancel(event, registration, app.now().toISOString()))()
    request.log.info(
      { id: registration.id, eventId: event.id, promoted: promoted.length },
      'event registration cancelled',
    )
    return cancelled(event.title)
  })
}
export default cancelPages
