// The newsletter's e-mails: the confirmation a new subscriber gets, and a letter as each subscriber
// receives it (text and HTML parts, the church's name and address at the foot, a personal
// unsubscribe link, and the List-Unsubscribe headers mail apps turn into a one-click button).
import type { SiteContent } from '#common/schemas/site-content.ts'
import type { OutgoingMail } from '../db/outbox-repository.ts'
import { letterHtml, letterText } from './newsletter-markdown.ts'
import { LINK_PLACEHOLDER } from './personal-link.ts'
import { subjectLine } from './staff-alerts.ts'

/** The church as the foot of a letter names it (from the site content document). */
export interface LetterSender {
  name: string
  address: string
}

export const senderOf = (site: SiteContent | undefined, fallbackName: string): LetterSender => ({
  name: site?.identity.name ?? fallbackName,
  address: site
    ? [site.contacts.address.street, site.contacts.address.city, site.contacts.address.country].join(', ')
    : '',
})

export const confirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/lettres/confirmer?jeton=${encodeURIComponent(token)}`
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/lettres/desabonner?jeton=${encodeURIComponent(token)}`

/** The confirmation mail, its link made when it is sent (mail/make-link.ts). */
export function confirmationMail(to: string, subscriberId: number, sender: LetterSender): OutgoingMail {
  const body = [
    'Bonjour,',
    '',
    `Vous avez demandé à recevoir la lettre d’information de notre église, ${sender.name}.`,
    'Pour confirmer votre adresse, ouvrez ce lien (valable 7 jours) :',
    '',
    LINK_PLACEHOLDER,
    '',
    'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message : vous ne recevrez rien.',
    '',
    '—',
    sender.name,
    sender.address,
  ].join('\n')
  return {
    to,
    replyTo: null,
    subject: subjectLine('Confirmez votre abonnement à notre lettre d’information'),
    body,
    link: { kind: 'newsletter-confirmation', subscriberId },
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The HTML part: one centred 600 px column (full width on a phone), every style inline. */
export function letterDocument(subject: string, body: string, sender: LetterSender, unsubscribe: string): string {
  const font = 'font-family:Arial,Helvetica,sans-serif;'
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="background:#1c3d6e;padding:16px 20px;border-radius:6px 6px 0 0;${font}font-size:14px;color:#ffffff;">${escapeHtml(sender.name)}</td></tr>
<tr><td style="padding:20px 20px 4px;">
<h1 style="${font}font-size:22px;line-height:1.3;color:#1c3d6e;margin:0 0 16px;">${escapeHtml(subject)}</h1>
${letterHtml(body)}</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #e4e7eb;${font}font-size:13px;line-height:1.5;color:#52606d;">
${escapeHtml(sender.name)}<br>${escapeHtml(sender.address)}<br>
Vous recevez cette lettre car vous vous êtes abonné(e) sur notre site.
<a href="${escapeHtml(unsubscribe)}" style="color:#1c5fb4;text-decoration:underline;">Se désabonner</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

export function letterPlainText(subject: string, body: string, sender: LetterSender, unsubscribe: string): string {
  return [
    subject,
    '',
    letterText(body).trimEnd(),
    '',
    '—',
    sender.name,
    sender.address,
    `Pour ne plus recevoir cette lettre : ${unsubscribe}`,
    '',
  ].join('\n')
}

/** What nodemailer sends for one letter to one address. */
export function letterMessage(input: {
  to: string
  subject: string
  body: string
  sender: LetterSender
  unsubscribe: string
}) {
  const subject = subjectLine(input.subject)
  return {
    to: input.to,
    subject,
    text: letterPlainText(subject, input.body, input.sender, input.unsubscribe),
    html: letterDocument(subject, input.body, input.sender, input.unsubscribe),
    // RFC 8058: a POST of `List-Unsubscribe=One-Click` to this https address unsubscribes at once.
    headers: {
      'List-Unsubscribe': `<${input.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
