import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { cleanNotifications } from '@mantine/notifications'
import { server } from '#mocks/node.ts'
import { setMockSmtpConfigured } from '#mocks/handlers/admin-overview.ts'
import { MOCK_ADMIN_EMAIL } from '#mocks/handlers/admin.ts'
import { LETTER_MESSAGES } from '#common/schemas/newsletter-letter.ts'
import { recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

async function openCompose() {
  const user = userEvent.setup({ delay: null })
  renderDashboard('/admin-dashboard/lettres')
  const form = await screen.findByRole('form', { name: 'Nouvelle lettre' })
  const ui = within(form)
  const type = async (subject: string, body: string) => {
    if (subject) await user.type(ui.getByRole('textbox', { name: 'Objet' }), subject)
    if (body) await user.type(ui.getByRole('textbox', { name: 'Texte de la lettre' }), body)
  }
  return { user, ui, type }
}

describe('LettersTab — compose and send', () => {
  it('refuses an empty letter with French messages and sends nothing', async () => {
    const requests = recordAdminRequests()
    const { user, ui } = await openCompose()
    await user.click(ui.getByRole('button', { name: 'Enregistrer le brouillon' }))
    expect(await ui.findByText('Objet obligatoire.')).toBeInTheDocument()
    expect(ui.getByText('Texte de la lettre obligatoire.')).toBeInTheDocument()
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('shows the preview the server drew, sandboxed', async () => {
    const { user, ui, type } = await openCompose()
    await type('Nouvelles', 'Bonjour')
    await user.click(ui.getByRole('button', { name: 'Aperçu' }))
    const frame = await ui.findByTitle('Aperçu de la lettre')
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame.getAttribute('srcdoc')).toContain('<p>Bonjour</p>')
  })

  it('asks before sending, then sends to the confirmed subscribers and shows the letter', async () => {
    const requests = recordAdminRequests()
    const { user, ui, type } = await openCompose()
    await type('Nouvelles de Noël', 'Culte le 24 à 19 h')
    // The samples hold three confirmed subscribers.
    await user.click(ui.getByRole('button', { name: 'Envoyer à 3 abonnés' }))
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer cette lettre ?' })
    expect(within(dialog).getByText(/partira à 3 abonnés confirmés/)).toBeInTheDocument()
    expect(requests.filter((r) => r.url.pathname.endsWith('/send'))).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer maintenant' }))
    expect(await screen.findByText('Lettre en cours d’envoi à 3 abonnés.')).toBeInTheDocument()
    expect(requests.filter((r) => r.url.pathname.endsWith('/send'))).toHaveLength(1)
    const row = (await screen.findByRole('cell', { name: 'Nouvelles de Noël' })).closest('tr') as HTMLElement
    expect(within(row).getByText(/^Envoyée le/)).toBeInTheDocument()
    // The form is empty again for the next letter.
    expect(ui.getByRole('textbox', { name: 'Objet' })).toHaveValue('')
  })

  it('keeps what was typed when the server refuses, and says why', async () => {
    setMockSmtpConfigured(true)
    server.use(
      http.post('*/api/admin/newsletters/:id/test', () =>
        HttpResponse.json({ message: LETTER_MESSAGES.testFailed }, { status: 502 }),
      ),
    )
    const { user, ui, type } = await openCompose()
    await type('Essai', 'Texte')
    await user.click(ui.getByRole('button', { name: 'M’envoyer un test' }))
    expect(await screen.findByText(LETTER_MESSAGES.testFailed)).toBeInTheDocument()
    expect(ui.getByRole('textbox', { name: 'Objet' })).toHaveValue('Essai')
    expect(ui.getByRole('textbox', { name: 'Texte de la lettre' })).toHaveValue('Texte')
  })

  it('says plainly, without a mail server, that nothing leaves, and offers no test that cannot go', async () => {
    setMockSmtpConfigured(false)
    const { ui } = await openCompose()
    const notice = screen
      .getByText('Aucun serveur d’envoi d’e-mails n’est configuré : les e-mails ne partent pas.')
      .closest('.mantine-Alert-root') as HTMLElement
    expect(notice).toHaveTextContent(/Ni la lettre, ni son test, ni les e-mails de confirmation/)
    const testButton = ui.getByRole('button', { name: 'M’envoyer un test' })
    expect(testButton).toBeDisabled()
    expect(testButton).toHaveAccessibleDescription(
      'Aucun serveur d’envoi d’e-mails n’est configuré : le test ne peut pas partir.',
    )
  })

  it('sends the test to the signed-in person’s own address, and says which', async () => {
    setMockSmtpConfigured(true)
    const { ui } = await openCompose()
    expect(screen.queryByText(/Aucun serveur d’envoi d’e-mails/)).not.toBeInTheDocument()
    expect(ui.getByRole('button', { name: 'M’envoyer un test' })).toHaveAccessibleDescription(
      `Le test part à l’adresse de votre compte : ${MOCK_ADMIN_EMAIL}.`,
    )
  })

  it('sends the test copy, showing the button busy meanwhile', async () => {
    setMockSmtpConfigured(true)
    server.use(
      http.post('*/api/admin/newsletters/:id/test', async () => {
        await delay(150)
        return HttpResponse.json({ to: 'contact@example.org' })
      }),
    )
    const { user, ui, type } = await openCompose()
    await type('Essai', 'Texte')
    await user.click(ui.getByRole('button', { name: 'M’envoyer un test' }))
    await waitFor(() =>
      expect(ui.getByRole('button', { name: 'M’envoyer un test' })).toHaveAttribute('data-loading', 'true'),
    )
    expect(await screen.findByText('Test envoyé à contact@example.org.')).toBeInTheDocument()
  })
})

describe('LettersTab — subscribers', () => {
  const subscribersTable = async () => {
    const section = (await screen.findByRole('heading', { name: 'Abonnés' })).closest('section') as HTMLElement
    await within(section).findByRole('cell', { name: 'kettly.joseph@example.org' })
    return within(section)
  }

  it('shows each status, who left and when, and the counts per status', async () => {
    renderDashboard('/admin-dashboard/lettres')
    const ui = await subscribersTable()
    // The samples: three confirmed, one pending, one gone (five days ago).
    expect(ui.getByText('5 abonnés : 3 confirmés, 1 à confirmer, 1 désabonné')).toBeInTheDocument()
    const row = (email: string) => within(ui.getByRole('cell', { name: email }).closest('tr') as HTMLElement)
    expect(row('kettly.joseph@example.org').getByText(/^Désabonné le \d{1,2} \S+ \d{4}$/)).toBeInTheDocument()
    expect(row('ebenezer.louis@example.org').getByText('À confirmer')).toBeInTheDocument()
    expect(row('lucie.marcelin@example.org').getByText(/^Confirmé le \d{1,2} \S+ \d{4}$/)).toBeInTheDocument()
  })

  it('filters by status, keeping the counts of the whole list', async () => {
    const user = userEvent.setup({ delay: null })
    const requests = recordAdminRequests()
    renderDashboard('/admin-dashboard/lettres')
    const ui = await subscribersTable()
    await user.selectOptions(ui.getByRole('combobox', { name: 'Statut' }), 'Désabonnés')
    await waitFor(() => expect(ui.queryByRole('cell', { name: 'lucie.marcelin@example.org' })).toBeNull())
    expect(ui.getByRole('cell', { name: 'kettly.joseph@example.org' })).toBeInTheDocument()
    expect(ui.getAllByRole('row')).toHaveLength(2)
    expect(ui.getByText('5 abonnés : 3 confirmés, 1 à confirmer, 1 désabonné')).toBeInTheDocument()
    expect(
      requests.some(
        (r) => r.url.pathname.endsWith('/newsletter') && r.url.searchParams.get('status') === 'unsubscribed',
      ),
    ).toBe(true)
  })
})
