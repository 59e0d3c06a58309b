// Sends the letters' deliveries at NEWSLETTER_RATE_PER_MINUTE, with the staff alerts' backoff.
// Each delivery is marked sent right after the relay accepted it, and the (letter, address) unique
// key means a restart or a retry never queues a second copy: a letter reaches an address once.
import { church } from '#common/seed/church.ts'
import {
  createNewsletterLettersRepository,
  type NewsletterLettersRepository,
} from '../db/newsletter-letters-repository.ts'
import { globalPlugin } from '../lib/global-plugin.ts'
import { newToken } from '../routes/newsletter/tokens.ts'
import { confirmUrl, letterMessage, senderOf, unsubscribeUrl, type LetterSender } from './newsletter-mails.ts'
import { retryDelayMs } from './outbox-worker.ts'

const ERROR_MAX = 500
const LEFT_BEFORE_SENDING = 'Désabonné avant l’envoi'
/** The test copy's unsubscribe link: matches no subscriber, so following it changes nothing. */
const TEST_TOKEN = 'essai'

export interface NewsletterRun {
  sent: number
  failed: number
  cancelled: number
}

declare module 'fastify' {
  interface FastifyInstance {
    newsletterLettersRepository: NewsletterLettersRepository
    /** Sends the deliveries due now, at most one tick's share of the rate (none without SMTP_URL). */
    processNewsletterOnce: (limit?: number) => Promise<NewsletterRun>
    /** Sends a copy of a letter to one address at once (the « M'envoyer un test » button). */
    sendLetterTest: (to: string, subject: string, body: string) => Promise<void>
    /** The church's name and address, as the foot of a letter shows them. */
    letterSender: () => LetterSender
    /** The confirmation link of a subscription's token, on PUBLIC_URL. */
    letterConfirmUrl: (token: string) => string
  }
}

interface NewsletterOptions {
  smtpUrl: string | undefined
  mailFrom: string
  publicUrl: string
  ratePerMinute: number
  timer: boolean
}

/** One tick sends `batch` mails every `intervalMs`: at most a second apart, `ratePerMinute` a minute. */
export function tickOf(ratePerMinute: number): { batch: number; intervalMs: number } {
  const batch = Math.ceil(ratePerMinute / 60)
  return { batch, intervalMs: Math.round((60_000 * batch) / ratePerMinute) }
}

export default globalPlugin<NewsletterOptions>('newsletter-worker', async (app, options) => {
  const letters = createNewsletterLettersRepository(app.db)
  app.decorate('newsletterLettersRepository', letters)
  const letterSender = () => senderOf(app.siteContentRepository.get()?.content, church.name)
  app.decorate('letterSender', letterSender)
  app.decorate('letterConfirmUrl', (token: string) => confirmUrl(options.publicUrl, token))

  // Its own connection: a long letter run must not hold back the staff alerts' worker.
  const transport = options.smtpUrl
    ? (await import('nodemailer')).createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined
  const { batch, intervalMs } = tickOf(options.ratePerMinute)

  async function sendDue(limit: number): Promise<NewsletterRun> {
    const run: NewsletterRun = { sent: 0, failed: 0, cancelled: 0 }
    if (!transport) return run
    const sender = letterSender()
    for (const delivery of letters.due(app.now().toISOString(), limit)) {
      if (!delivery.subscribed) {
        letters.cancel(delivery.id, LEFT_BEFORE_SENDING)
        run.cancelled += 1
        continue
      }
      try {
        // This letter's own unsubscribe token: only its hash stays in the database.
        const unsubscribe = newToken()
        letters.setUnsubscribeHash(delivery.id, unsubscribe.hash)
        const message = letterMessage({
          to: delivery.email,
          subject: delivery.subject,
          body: delivery.body,
          sender,
          unsubscribe: unsubscribeUrl(options.publicUrl, unsubscribe.token),
        })
        await transport.sendMail({ from: options.mailFrom, ...message })
        letters.markSent(delivery.id, app.now().toISOString())
        run.sent += 1
      } catch (error) {
        const attempts = delivery.attempts + 1
        const next = new Date(app.now().getTime() + retryDelayMs(attempts)).toISOString()
        const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX)
        letters.markFailed(delivery.id, message, next)
        run.failed += 1
        app.log.warn({ deliveryId: delivery.id, attempts, nextAttemptAt: next, error: message }, 'letter not sent')
        // The relay is likely down: the rest of the batch waits for the next tick instead of
        // piling up failures (and backoff) for every address.
        break
      }
    }
    if (run.sent > 0) app.log.info({ sent: run.sent }, 'letters sent')
    return run
  }

  // One run at a time, so a delivery is never sent by two overlapping runs.
  let queue: Promise<unknown> = Promise.resolve()
  let running = false
  const processNewsletterOnce = (limit = batch): Promise<NewsletterRun> => {
    const run = queue.then(async () => {
      running = true
      try {
        return await sendDue(limit)
      } finally {
        running = false
      }
    })
    queue = run.catch(() => undefined)
    return run
  }
  app.decorate('processNewsletterOnce', processNewsletterOnce)

  app.decorate('sendLetterTest', async (to: string, subject: string, body: string) => {
    if (!transport) throw new Error('SMTP_URL is not set')
    const message = letterMessage({
      to,
      subject: `[Test] ${subject}`,
      body,
      sender: letterSender(),
      unsubscribe: unsubscribeUrl(options.publicUrl, TEST_TOKEN),
    })
    await transport.sendMail({ from: options.mailFrom, ...message })
  })

  let interval: NodeJS.Timeout | undefined
  if (transport && options.timer) {
    app.addHook('onReady', async () => {
      interval = setInterval(() => {
        if (running) return
        processNewsletterOnce().catch((error: unknown) => app.log.error({ err: error }, 'letter run failed'))
      }, intervalMs)
      interval.unref()
    })
  }
  app.addHook('onClose', async () => {
    clearInterval(interval)
    await queue
    transport?.close()
  })
})
