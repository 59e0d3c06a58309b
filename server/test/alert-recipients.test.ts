// The staff alerts hold every field of a submission: only the administrators choose where they
// go, and the site's public contact address (which « Contenu » edits) is never one of them.
import { describe, expect, it } from 'vitest'
import { ALERT_RECIPIENTS_MESSAGES } from '#common/schemas/alert-recipients.ts'
import { SINGLE_LINE_MESSAGE } from '#common/schemas/common.ts'
import { NO_RECIPIENT } from '../src/mail/outbox-worker.ts'
import { signIn, submit } from './admin-helper.ts'
import { createAccount, createTestApp, TEST_EMAIL, useTestApp } from './helper.ts'
import { startSmtp } from './smtp-capture.ts'

describe('staff alert recipients', () => {
  const t = useTestApp()
  const lastRecipient = () => t.app.db.prepare('SELECT to_address FROM outbox ORDER BY id DESC LIMIT 1').pluck().get()

  it('never sends an alert to the public address a « Contenu » account may set', async () => {
    const content = await signIn(t.app, { role: 'contenu' })
    const site = (await t.app.inject('/api/site')).json()
    const patch = { contacts: { ...site.contacts, emails: { ...site.contacts.emails, main: content.account.email } } }
    expect((await content.send('PATCH', '/api/admin/site', patch)).statusCode).toBe(200)
    expect((await content.get('/api/admin/members')).statusCode).toBe(403)

    await submit(t.app, 'member')
    expect(lastRecipient()).toBe(TEST_EMAIL)
    expect(lastRecipient()).not.toContain(content.account.email)
    // Nor can it choose the recipients itself.
    expect((await content.get('/api/admin/alert-recipients')).statusCode).toBe(403)
    const put = await content.send('PUT', '/api/admin/alert-recipients', { emails: [content.account.email] })
    expect(put.statusCode).toBe(403)
  })

  it('goes by default to the active administrators and secretaries, on their accounts’ e-mails', async () => {
    const secretary = await createAccount(t.app, { role: 'secretariat', email: 'secretariat@example.org' })
    await createAccount(t.app, { role: 'contenu', email: 'contenu@example.org' })
    const gone = await createAccount(t.app, { role: 'administrateur', email: 'parti@example.org' })
    t.app.db.prepare("UPDATE staff_accounts SET status = 'desactive' WHERE id = ?").run(gone.id)

    const admin = await signIn(t.app)
    const answer = await admin.get('/api/admin/alert-recipients')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ emails: [], recipients: [TEST_EMAIL, secretary.email] })
    await submit(t.app, 'contact')
    expect(lastRecipient()).toBe(`${TEST_EMAIL}, ${secretary.email}`)
    // A secretary reads submissions, but the setting is the administrators'.
    const secretaryClient = await signIn(t.app, { role: 'secretariat' })
    expect((await secretaryClient.get('/api/admin/alert-recipients')).statusCode).toBe(403)
  })

  it('lets an administrator choose the addresses, with an audit line, and go back to the default', async () => {
    const admin = await signIn(t.app)
    const chosen = await admin.send('PUT', '/api/admin/alert-recipients', {
      emails: ['pasteur@example.org', ' secretariat@example.org '],
    })
    expect(chosen.statusCode).toBe(200)
    const emails = ['pasteur@example.org', 'secretariat@example.org']
    expect(chosen.json()).toEqual({ emails, recipients: emails })
    await submit(t.app, 'feproba')
    expect(lastRecipient()).toBe('pasteur@example.org, secretariat@example.org')
    const audit = (await admin.get('/api/admin/audit-log')).json()
    expect(audit.items[0]).toMatchObject({
      action: 'alerts.recipients',
      summary: 'Destinataires des alertes : pasteur@example.org, secretariat@example.org',
    })

    const reset = await admin.send('PUT', '/api/admin/alert-recipients', { emails: [] })
    expect(reset.json()).toEqual({ emails: [], recipients: [TEST_EMAIL] })
    await submit(t.app, 'isl')
    expect(lastRecipient()).toBe(TEST_EMAIL)
  })

  it('refuses a wrong, repeated or extra address in French', async () => {
    const admin = await signIn(t.app)
    const put = (emails: unknown) => admin.send('PUT', '/api/admin/alert-recipients', { emails })
    expect((await put(['pas-une-adresse'])).json().fieldErrors).toEqual({ 'emails.0': ['Adresse e-mail invalide.'] })
    expect((await put(['a@example.org', 'A@example.org'])).json().fieldErrors).toEqual({
      'emails.1': [ALERT_RECIPIENTS_MESSAGES.duplicate],
    })
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@example.org`)
    expect((await put(many)).json().fieldErrors).toEqual({ emails: [ALERT_RECIPIENTS_MESSAGES.tooMany] })
    expect((await admin.get('/api/admin/alert-recipients')).json().emails).toEqual([])
  })

  it('keeps an alert with no recipient unsent, saying why in French', async () => {
    const smtp = await startSmtp()
    const withRelay = await createTestApp({ env: { SMTP_URL: smtp.url }, config: { mailWorker: false } })
    try {
      // An installation migrated from the shared password: its administrator has no e-mail yet.
      withRelay.app.db.prepare("UPDATE staff_accounts SET email = 'admin'").run()
      await submit(withRelay.app, 'member')
      expect(await withRelay.app.processOutboxOnce()).toEqual({ sent: 0, failed: 1 })
      const [row] = withRelay.app.outboxRepository.list({ page: 1, pageSize: 1 }).items
      expect(row).toMatchObject({ to: '', sentAt: null, lastError: NO_RECIPIENT })
      expect(smtp.received).toHaveLength(0)
    } finally {
      await withRelay.close()
      await smtp.close()
    }
  })

  it('refuses a name with a line break, so that it cannot forge lines of an alert', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jean\r\nBcc: victime@example.org', email: 'j@example.org', subject: 'Prière', message: 'x' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fieldErrors).toEqual({ name: [SINGLE_LINE_MESSAGE] })
    expect(t.app.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(0)
  })
})
