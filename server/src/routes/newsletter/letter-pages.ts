// The public pages of the newsletter: the confirmation link, the unsubscribe link (with the
// RFC 8058 one-click POST mail apps send), and the archive of sent letters. Drawn by the server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CHURCH_TIME_ZONE } from '#common/church-time.ts'
import { letterHtml } from '../../mail/newsletter-markdown.ts'
import { BUTTON_STYLE, escapeHtml, pageShell } from './page-shell.ts'
import { hashToken, TOKEN_PATTERN } from './tokens.ts'

const tokenQuery = z.object({ jeton: z.string().max(200).optional() })
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
const SUBSCRIBE_AGAIN = '<p><a href="/#newsletter">S’abonner de nouveau depuis la page d’accueil</a></p>'

const sentDayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: CHURCH_TIME_ZONE, dateStyle: 'long' })
/** The day in Santiago, « 1er » for the first of the month as French writes it. */
const sentDay = (iso: string) => sentDayFormat.format(new Date(iso)).replace(/^1 /, '1er ')

const letterPages: FastifyPluginAsyncZod = async (app) => {
  const subscribers = app.newsletterRepository
  const churchName = () => app.letterSender().name
  const page = (title: string, main: string) => pageShell(title, churchName(), main)
  const html = (reply: { type: (t: string) => unknown; header: (k: string, v: string) => unknown }) => {
    reply.type('text/html; charset=utf-8')
    // Personal links: never kept by a shared cache, never sent on as a Referer.
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  }

  app.get('/lettres/confirmer', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    html(reply)
    const token = request.query.jeton ?? ''
    const result = TOKEN_PATTERN.test(token)
      ? subscribers.confirm(hashToken(token), app.now().toISOString())
      : 'unknown'
    if (result === 'confirmed') {
      request.log.info('newsletter subscription confirmed')
      return page(
        'Abonnement confirmé',
        '<h1>Abonnement confirmé</h1><p>Merci ! Votre adresse est confirmée : vous recevrez désormais notre lettre d’information.</p><p><a href="/">Retour à l’accueil</a></p>',
      )
    }
    reply.code(result === 'expired' ? 410 : 404)
    return page(
      'Lien expiré',
      `<h1>Ce lien n’est plus valable</h1><p>Le lien de confirmation a expiré (il est valable 7 jours) ou a déjà servi. Abonnez-vous de nouveau : vous recevrez un nouveau lien.</p>${SUBSCRIBE_AGAIN}`,
    )
  })

  app.get('/lettres/desabonner', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    html(reply)
    const token = request.query.jeton ?? ''
    if (!TOKEN_PATTERN.test(token)) return reply.code(404).send(unknownLink(page))
    // A button, not an unsubscribe on GET: mail scanners open links on their own.
    return page(
      'Se désabonner',
      `<h1>Se désabonner de la lettre d’information</h1><p>Vous ne recevrez plus aucune lettre à cette adresse.</p>
<form method="post" action="/lettres/desabonner?jeton=${encodeURIComponent(token)}"><button type="submit" style="${BUTTON_STYLE}">Me désabonner</button></form>`,
    )
  })

  // RFC 8058: mail apps POST `List-Unsubscribe=One-Click` (form-encoded, or multipart) to the link.
  // The body says nothing more than the link: it is read as text and ignored.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  )
  app.post('/lettres/desabonner', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    html(reply)
    const token = request.query.jeton ?? ''
    if (!TOKEN_PATTERN.test(token) || !subscribers.unsubscribe(hashToken(token), app.now().toISOString())) {
      return reply.code(404).send(unknownLink(page))
    }
    request.log.info('newsletter subscriber left')
    return page(
      'Désabonnement confirmé',
      `<h1>Vous êtes désabonné(e)</h1><p>Vous ne recevrez plus notre lettre d’information. Merci de l’avoir lue.</p>${SUBSCRIBE_AGAIN}`,
    )
  })

  app.get('/lettres', { schema: { hide: true } }, async (_request, reply) => {
    html(reply)
    reply.header('cache-control', 'no-cache')
    const letters = app.newsletterLettersRepository.archive()
    const items = letters
      .map(
        (letter) =>
          `<li style="margin:0 0 12px;"><a href="/lettres/${letter.id}">${escapeHtml(letter.subject)}</a><br><small>${escapeHtml(sentDay(letter.sentAt))}</small></li>`,
      )
      .join('\n')
    return page(
      'Nos lettres d’information',
      `<h1>Nos lettres d’information</h1>${items ? `<ul style="padding-left:20px;">${items}</ul>` : '<p>Aucune lettre envoyée pour le moment.</p>'}${SUBSCRIBE_AGAIN.replace('S’abonner de nouveau', 'S’abonner')}`,
    )
  })

  app.get('/lettres/:id', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    html(reply)
    reply.header('cache-control', 'no-cache')
    const letter = app.newsletterLettersRepository.archive().find((l) => l.id === request.params.id)
    if (!letter) {
      return reply
        .code(404)
        .send(page('Lettre introuvable', '<h1>Lettre introuvable</h1><p><a href="/lettres">Toutes nos lettres</a></p>'))
    }
    return page(
      letter.subject,
      `<p><a href="/lettres">← Toutes nos lettres</a></p><h1>${escapeHtml(letter.subject)}</h1><p><small>Envoyée le ${escapeHtml(sentDay(letter.sentAt))}</small></p>${letterHtml(letter.body)}`,
    )
  })
}

const unknownLink = (page: (title: string, main: string) => string) =>
  page(
    'Lien inconnu',
    `<h1>Ce lien n’est pas reconnu</h1><p>Vérifiez qu’il a été copié en entier depuis la lettre reçue.</p>${SUBSCRIBE_AGAIN}`,
  )

export default letterPages
