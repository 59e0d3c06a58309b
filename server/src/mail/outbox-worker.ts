// Sends the outbox with nodemailer. Alerts are written with the submission they announce (same
// transaction), so a mail relay that is down or missing never loses a registration: the row waits,
// and each failure pushes the next attempt further out (1 min, 2, 4… up to 6 h).
import type { OutboxRepository } from '../db/outbox-repository.ts'
import { globalPlugin } from '../lib/global-plugin.ts'
import { type AlertRecipientsStore, createAlertRecipients } from './alert-recipients.ts'
import { LINK_NO_LONGER_NEEDED, makeLink } from './make-link.ts'
import { withLink } from './personal-link.ts'

// A mail queued with a submission (a staff alert, a confirmation link) leaves within 5 s.
export const OUTBOX_INTERVAL_MS = 5_000
const BATCH_SIZE = 20
const RETRY_FIRST_MS = 60_000
const RETRY_MAX_MS = 6 * 60 * 60_000
const ERROR_MAX = 500
/**
 * A sent mail's text is kept this long for the dashboard, then only its subject and dates: an
 * alert holds everything a visitor typed, and nothing in the database needs it any more.
 */
export const SENT_BODY_KEPT_DAYS = 30
export const PURGED_BODY = `(Texte effacé ${SENT_BODY_KEPT_DAYS} jours après l’envoi.)`
// The purge is one UPDATE over the outbox: at most once an hour, not at every pass.
const PURGE_INTERVAL_MS = 60 * 60_000
const DAY_MS = 24 * 60 * 60_000

export const NO_RECIPIENT =
  'Aucun destinataire : un administrateur choisit les destinataires des alertes dans « Équipe ».'

/** Wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS)
}

export interface OutboxRun {
  sent: number
  failed: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the mails due now (none without SMTP_URL). Runs after any run already in progress. */
    processOutboxOnce: () => Promise<OutboxRun>
    smtpConfigured: boolean
    /** Who gets the staff alerts (an administrators' setting). */
    alertRecipients: AlertRecipientsStore
  }
}

interface MailOptions {
  smtpUrl: string | undefined
  mailFrom: string
  /** Send on a timer; tests turn it off and call processOutboxOnce() themselves. */
  timer: boolean
}

export default globalPlugin<MailOptions>('outbox-worker', async (app, { smtpUrl, mailFrom, timer }) => {
  const outbox: OutboxRepository = app.outboxRepository
  app.decorate(
    'alertRecipients',
    createAlertRecipients(app.settingsRepository, () => app.adminRepository.listAccounts()),
  )
  // The URL carries the relay's credentials: it is never logged. nodemailer loads only when a
  // relay is set.
  const transport = smtpUrl
    ? (await import('nodemailer')).createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined

  let lastPurge = Number.NEGATIVE_INFINITY
  function purgeOldBodies() {
    const now = app.now().getTime()
    if (now - lastPurge < PURGE_INTERVAL_MS) return
    lastPurge = now
    const before = new Date(now - SENT_BODY_KEPT_DAYS * DAY_MS).toISOString()
    const purged = outbox.purgeSentBodies(before, PURGED_BODY)
    if (purged > 0) app.log.info({ purged }, 'old mail bodies purged')
  }

  async function sendDue(): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, failed: 0 }
    if (!transport) return run
    purgeOldBodies()
    for (const mail of outbox.due(app.now().toISOString(), BATCH_SIZE)) {
      try {
        // An alert queued while no account of the team had an e-mail: say so in French.
        if (mail.to.trim() === '') throw new Error(NO_RECIPIENT)
        // The personal link is made now, never stored: only its token's hash is.
        let text = mail.body
        if (mail.link) {
          const live = makeLink(app, mail.link)
          if (live === undefined) {
            outbox.cancel(mail.id, LINK_NO_LONGER_NEEDED)
            continue
          }
          text = withLink(mail.body, live)
        }
        await transport.sendMail({
          from: mailFrom,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text,
        })
        outbox.markSent(mail.id, app.now().toISOString())
        run.sent += 1
      } catch (error) {
        const attempts = mail.attempts + 1
        const next = new Date(app.now().getTime() + retryDelayMs(attempts)).toISOString()
        const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX)
        outbox.markFailed(mail.id, message, next)
        run.failed += 1
        // The subject and body hold personal data: only the id goes to the log.
        app.log.warn({ outboxId: mail.id, attempts, nextAttemptAt: next, error: message }, 'staff alert not sent')
      }
    }
    if (run.sent > 0) app.log.info({ sent: run.sent }, 'staff alerts sent')
    return run
  }

  // One run at a time, so a mail is never sent twice by overlapping runs.
  let queue: Promise<unknown> = Promise.resolve()
  let running = false
  const processOutboxOnce = (): Promise<OutboxRun> => {
    const run = queue.then(async () => {
      running = true
      try {
        return await sendDue()
      } finally {
        running = false
      }
    })
    queue = run.catch(() => undefined)
    return run
  }
  app.decorate('processOutboxOnce', processOutboxOnce)
  app.decorate('smtpConfigured', transport !== undefined)

  let interval: NodeJS.Timeout | undefined
  if (transport && timer) {
    app.addHook('onReady', async () => {
      interval = setInterval(() => {
        if (running) return
        processOutboxOnce().catch((error: unknown) => app.log.error({ err: error }, 'outbox run failed'))
      }, OUTBOX_INTERVAL_MS)
      // The timer alone must not keep the process alive (tests, scripts).
      interval.unref()
    })
  }
  app.addHook('onClose', async () => {
    clearInterval(interval)
    // Let a send in progress finish and record its result before the database closes.
    await queue
    transport?.close()
  })
})
