// The newsletter from end to end, on the built server with a local SMTP relay: a visitor
// subscribes on the home page and confirms through the mail's link; the secretary, on her phone,
// writes a letter, previews it, sends herself a test, sends it to the confirmed subscribers and
// sees each delivery counted; the received mail has its text and HTML parts and the one-click
// unsubscribe headers (RFC 8058), whose POST removes the subscriber, shown as gone in the dashboard.
// Set EVIDENCE_DIR to keep the mail, screenshots and counts of the run.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { messages } from '#common/seed/church.ts'
import { headerOf, partsOf, startSmtp } from '#server/test/smtp-capture.ts'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { signInToDashboard, waitForTab } from './support/dashboard.ts'
import { startServer } from './support/server.ts'

const evidenceDir = process.env.EVIDENCE_DIR
const PUBLIC_URL = 'https://eglise-santiago.example.org'
const SUBJECT = 'Nouvelles de décembre'
const BODY = [
  'Chers amis,',
  '',
  'Le **culte de Noël** aura lieu le 24 décembre à 19 h. Retrouvez le programme sur [notre site](https://example.org/evenements).',
  '',
  '- Chorale des jeunes',
  '- Repas partagé',
  '- Offrande pour la FEPROBA',
].join('\n')

let browser: Browser
let smtp: Awaited<ReturnType<typeof startSmtp>>
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  smtp = await startSmtp()
  server = await startServer({
    // The mails' links name the public address; the journey follows them on this server.
    env: { SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: '600', PUBLIC_URL },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await smtp?.close()
})

const keep = (name: string, content: string | Buffer) => {
  if (!evidenceDir) return
  mkdirSync(evidenceDir, { recursive: true })
  writeFileSync(join(evidenceDir, name), content)
}

/**
 * The mails received for `to` (those whose subject holds `subject`, when given), waited for (the
 * server's outbox runs every 15 s). A member of staff also receives the notices of their account.
 */
async function mailsFor(to: string, count = 1, timeoutMs = 45_000, subject?: string) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = smtp.received.filter(
      (mail) => mail.to.includes(to) && (!subject || (headerOf(mail.raw, 'Subject') ?? '').includes(subject)),
    )
    if (mails.length >= count) return mails
    if (Date.now() > deadline) throw new Error(`${count} mail(s) to ${to} expected, ${mails.length} received`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The link of `path` in a mail's text, moved to the test server's address. */
function linkIn(text: string, path: string): string {
  const link = new RegExp(`${PUBLIC_URL.replaceAll('.', '\\.')}${path}\\?jeton=[\\w%-]+`).exec(text)?.[0]
  if (!link) throw new Error(`no ${path} link in:\n${text}`)
  const url = new URL(link)
  return `${server.baseURL}${url.pathname}${url.search}`
}

const subscriberRow = (page: Page, email: string) =>
  page.getByRole('region', { name: 'Abonnés' }).getByRole('row').filter({ hasText: email })

describe('the newsletter, from the home page to the one-click unsubscribe', () => {
  it('confirms, sends a letter from a phone, counts the deliveries and unsubscribes in one click', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now().toString(36)
    const visitor = `lectrice-${stamp}@example.org`

    // 1. A visitor subscribes on the home page and follows the link of the confirmation mail.
    const home = await openPage(browser, server.baseURL, VIEWPORTS.phone)
    await home.page.goto('/')
    await home.page.locator('#newsletter').scrollIntoViewIfNeeded()
    const form = home.page.locator('form', { has: home.page.getByRole('button', { name: "S'abonner" }) })
    await form.getByLabel(/E-mail/).fill(visitor)
    await form.getByRole('button', { name: "S'abonner" }).click()
    await home.page.getByText(messages.newsletterSuccess).waitFor()
    const [confirmation] = await mailsFor(visitor)
    const confirmText = partsOf(confirmation?.raw ?? '').text
    expect(headerOf(confirmation?.raw ?? '', 'Subject')).toBe('Confirmez votre abonnement à notre lettre d’information')
    await home.page.goto(linkIn(confirmText, '/lettres/confirmer'))
    await home.page.getByRole('heading', { name: 'Abonnement confirmé' }).waitFor()
    await home.context.close()

    // Two more readers subscribe and confirm through the API and their mails.
    const others = [`paul-${stamp}@example.org`, `ruth-${stamp}@example.org`]
    for (const email of others) {
      const answer = await fetch(`${server.baseURL}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      expect(answer.status).toBe(201)
    }
    for (const email of others) {
      const [mail] = await mailsFor(email)
      const confirmed = await fetch(linkIn(partsOf(mail?.raw ?? '').text, '/lettres/confirmer'))
      expect(confirmed.status).toBe(200)
    }
    const readers = [visitor, ...others]

    // 2. The secretary, on her phone: compose, preview, test, send.
    const { page, context, problems } = await openPage(browser, server.baseURL, VIEWPORTS.phone)
    const cookie = await signInToDashboard(page, server.baseURL, server.adminPassword)
    await page.goto('/admin-dashboard/lettres')
    await waitForTab(page)
    const compose = page.getByRole('form', { name: 'Nouvelle lettre' })
    await compose.getByRole('textbox', { name: 'Objet' }).fill(SUBJECT)
    await compose.getByRole('textbox', { name: 'Texte de la lettre' }).fill(BODY)
    await compose.getByRole('button', { name: 'Aperçu' }).click()
    const preview = page.frameLocator('iframe[title="Aperçu de la lettre"]')
    await preview.locator('strong', { hasText: 'culte de Noël' }).waitFor()

    await compose.getByRole('button', { name: 'M’envoyer un test' }).click()
    const tested = page.getByText(/^Test envoyé à .+@.+\.$/)
    await tested.waitFor()
    const testTo = /^Test envoyé à (.+)\.$/.exec((await tested.textContent()) ?? '')?.[1] ?? ''
    const [testMail] = await mailsFor(testTo, 1, 10_000, SUBJECT)
    expect(headerOf(testMail?.raw ?? '', 'Subject')).toContain(SUBJECT)

    const sendButton = compose.getByRole('button', { name: `Envoyer à ${readers.length} abonnés` })
    await sendButton.click()
    const dialog = page.getByRole('dialog', { name: 'Envoyer cette lettre ?' })
    await dialog.getByRole('button', { name: 'Envoyer maintenant' }).click()
    await page.getByText(`Lettre en cours d’envoi à ${readers.length} abonnés.`).waitFor()

    // 3. Each delivery is counted, on screen and through the API.
    const letterRow = page.getByRole('row').filter({ hasText: SUBJECT })
    await letterRow
      .getByRole('cell', { name: String(readers.length) })
      .first()
      .waitFor({ timeout: 30_000 })
    await expect
      .poll(async () => (await letterRow.locator('td[data-label="En attente"]').textContent())?.trim(), {
        timeout: 30_000,
      })
      .toBe('0')
    expect((await letterRow.locator('td[data-label="Envoyés"]').textContent())?.trim()).toBe(String(readers.length))
    expect((await letterRow.locator('td[data-label="Échecs"]').textContent())?.trim()).toBe('0')
    const letters = (await (
      await fetch(`${server.baseURL}/api/admin/newsletters`, { headers: { cookie } })
    ).json()) as { items: { id: number; subject: string }[] }
    const letterId = letters.items.find((letter) => letter.subject === SUBJECT)?.id
    const detail = (await (
      await fetch(`${server.baseURL}/api/admin/newsletters/${letterId}`, { headers: { cookie } })
    ).json()) as { counts: Record<string, number>; recipients: number }
    expect(detail.counts).toEqual({ sent: readers.length, pending: 0, failed: 0, cancelled: 0 })

    // 4. The mail as received: text and HTML, the personal unsubscribe link and its headers.
    const letterMails = smtp.received.filter((mail) => headerOf(mail.raw, 'Subject') === SUBJECT)
    expect(letterMails.flatMap((mail) => mail.to).sort()).toEqual([...readers].sort())
    const raw = letterMails.find((mail) => mail.to.includes(visitor))?.raw ?? ''
    const { text, html = '' } = partsOf(raw)
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i)
    expect(text).toContain('Le culte de Noël aura lieu le 24 décembre')
    expect(html).toContain('<strong>culte de Noël</strong>')
    const listUnsubscribe = headerOf(raw, 'List-Unsubscribe') ?? ''
    expect(listUnsubscribe.startsWith(`<${PUBLIC_URL}/lettres/desabonner?jeton=`)).toBe(true)
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(text).toContain(listUnsubscribe.slice(1, -1))

    const countsAtSending = (await page.getByText(/^\d+ abonnés? :/).textContent()) ?? ''
    keep('mail-received.eml', raw)
    keep('mail-text-part.txt', text)
    keep('mail-html-part.html', html)
    if (evidenceDir) {
      const mailPage = await openPage(browser, server.baseURL, VIEWPORTS.phone)
      await mailPage.page.setContent(html)
      keep('mail-html-375.png', await mailPage.page.screenshot({ fullPage: true }))
      await mailPage.context.close()
    }

    // 5. Gmail's « Se désabonner »: the one-click POST to the header's link.
    const oneClick = await fetch(linkIn(listUnsubscribe, '/lettres/desabonner'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)

    // 6. The dashboard shows her as gone, with the date.
    await page.reload()
    await waitForTab(page)
    const gone = subscriberRow(page, visitor)
    await gone.getByText(/^Désabonné le \d{1,2} \S+ \d{4}$/).waitFor()
    const countsAfter = '3 abonnés : 2 confirmés, 0 à confirmer, 1 désabonné'
    await page.getByText(countsAfter).waitFor()
    keep(
      'delivery-counts.json',
      `${JSON.stringify(
        {
          letter: SUBJECT,
          recipients: detail.recipients,
          counts: detail.counts,
          testCopyTo: testTo,
          subscribersAtSending: countsAtSending,
          subscribersAfterOneClickUnsubscribe: countsAfter,
          unsubscribed: (await gone.locator('td[data-label="Statut"]').textContent()) ?? '',
        },
        null,
        2,
      )}\n`,
    )
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Désabonnés' })
    const rows = page.getByRole('region', { name: 'Abonnés' }).locator('tbody tr')
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1)
    expect(await rows.first().textContent()).toContain(visitor)

    if (evidenceDir) {
      keep('lettres-375.png', await page.screenshot({ fullPage: true }))
      await page.setViewportSize(VIEWPORTS.desktop)
      await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Tous' })
      await waitForTab(page)
      keep('lettres-1280.png', await page.screenshot({ fullPage: true }))
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
