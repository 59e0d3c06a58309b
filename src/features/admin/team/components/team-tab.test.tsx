import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { state } from '#mocks/state.ts'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { mockAccounts } from '#mocks/handlers/admin.ts'
import { setMockSmtpConfigured } from '#mocks/handlers/admin-overview.ts'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'

async function openInvite() {
  signInMock()
  const user = userEvent.setup({ delay: null })
  renderDashboard('/admin-dashboard/equipe')
  await screen.findByRole('row', { name: /Marie Dorvil/ })
  await user.click(screen.getByRole('button', { name: 'Inviter une personne' }))
  const dialog = await screen.findByRole('dialog', { name: 'Inviter une personne' })
  return { user, dialog }
}

describe('« Équipe »', { timeout: 15_000 }, () => {
  it('lists the accounts with their role, status, second factors and last sign-in', async () => {
    signInMock()
    renderDashboard('/admin-dashboard/equipe')
    const row = await screen.findByRole('row', { name: /Marie Dorvil/ })
    expect(row).toHaveTextContent('Secrétariat')
    expect(row).toHaveTextContent('Actif')
    expect(row).toHaveTextContent('Application : non')
    expect(row).toHaveTextContent('20 novembre 2026 à 09:05')
    expect(screen.getByRole('row', { name: /Ruth Baptiste/ })).toHaveTextContent('Invitation envoyée')
    expect(screen.getByRole('row', { name: /Pasteur Samuel Joseph \(vous\)/ })).toHaveTextContent('1 clé d’accès')
  })

  it('invites someone and shows the link to pass on when no e-mail can carry it', async () => {
    const { user, dialog } = await openInvite()
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Paul Noël')
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), 'paul@example.org')
    await user.click(within(dialog).getByRole('radio', { name: /Contenu/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }))

    const link = await within(dialog).findByLabelText('Lien à transmettre')
    const value = (link as HTMLInputElement).value
    expect(value).toMatch(/\/acces-equipe#jeton=.{20,}$/)
    expect(within(dialog).getByText(/valable 72 heures/)).toBeInTheDocument()
    // Copied to paste anywhere, or written straight into WhatsApp, to whom the person chooses.
    await user.click(within(dialog).getByRole('button', { name: 'Copier le lien' }))
    expect(await within(dialog).findByText('Lien copié.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(value)
    const whatsApp = within(dialog).getByRole('link', { name: 'Envoyer par WhatsApp' })
    const share = new URL(whatsApp.getAttribute('href') ?? '')
    expect(share.origin + share.pathname).toBe('https://wa.me/')
    expect(share.searchParams.get('text')).toMatch(/^Bonjour Paul Noël, voici votre lien .* 72 heures : /)
    expect(share.searchParams.get('text')?.endsWith(value)).toBe(true)
    expect(whatsApp).toHaveAttribute('target', '_blank')
    expect(mockAccounts.items.at(-1)).toMatchObject({ name: 'Paul Noël', role: 'contenu', status: 'invite' })
    await user.click(within(dialog).getByRole('button', { name: 'Terminé' }))
    expect(await screen.findByRole('row', { name: /Paul Noël/ })).toBeInTheDocument()
  })

  it('invites a ministry’s leader with the ministries they record, and asks for one first', async () => {
    const { user, dialog } = await openInvite()
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Daniel Joseph')
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), 'daniel@example.org')
    expect(within(dialog).queryByRole('group', { name: /Ministères dont/ })).toBeNull()
    await user.click(within(dialog).getByRole('radio', { name: /Responsable de ministère/ }))
    const ministries = await within(dialog).findByRole('group', { name: /Ministères dont/ })
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }))
    expect(
      await within(dialog).findByText('Choisissez au moins un ministère pour un responsable de ministère.'),
    ).toBeInTheDocument()

    await user.click(await within(ministries).findByRole('checkbox', { name: 'Ministère des jeunes' }))
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }))
    await within(dialog).findByLabelText('Lien à transmettre')
    const youth = state.attendance.ministries.find((ministry) => ministry.name === 'Ministère des jeunes')
    expect(mockAccounts.items.at(-1)).toMatchObject({
      name: 'Daniel Joseph',
      role: 'responsable',
      ministryIds: [youth?.id],
    })
    await user.click(within(dialog).getByRole('button', { name: 'Terminé' }))
    const row = await screen.findByRole('row', { name: /Daniel Joseph/ })
    expect(await within(row).findByText('Ministère des jeunes')).toBeInTheDocument()
  })

  it('says on the tab that no e-mail leaves, so links are passed on by hand; nothing once mail works', async () => {
    signInMock()
    renderDashboard('/admin-dashboard/equipe')
    const title = await screen.findByText(
      'Aucun serveur d’envoi d’e-mails n’est configuré : les e-mails ne partent pas.',
    )
    expect(title.closest('.mantine-Alert-root')).toHaveTextContent(/à copier ou à envoyer par WhatsApp/)
  })

  it('says nothing of the kind once a mail server is set up, and e-mails the invitation', async () => {
    setMockSmtpConfigured(true)
    const { user, dialog } = await openInvite()
    expect(screen.queryByText(/Aucun serveur d’envoi d’e-mails/)).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Paul Noël')
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), 'paul@example.org')
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }))
    expect(
      await within(dialog).findByText(/Un e-mail avec le lien vient d’être envoyé à Paul Noël/),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'Envoyer par WhatsApp' })).not.toBeInTheDocument()
  })

  it('says in French when the address already has an account', async () => {
    const { user, dialog } = await openInvite()
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Marie bis')
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), 'secretariat@eglise-exemple.org')
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }))
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.emailTaken)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows the invitation being sent, and sends it once', async () => {
    let calls = 0
    server.use(
      http.post('*/api/admin/accounts', async () => {
        calls += 1
        await delay(300)
        return HttpResponse.json({ message: 'Erreur interne du serveur.' }, { status: 500 })
      }),
    )
    const { user, dialog } = await openInvite()
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Paul Noël')
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), 'paul@example.org')
    const send = within(dialog).getByRole('button', { name: 'Inviter' })
    await user.click(send)
    await waitFor(() => expect(send).toHaveAttribute('data-loading', 'true'))
    await user.click(send)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR)
    expect(calls).toBe(1)
  })

  it('disables an account after confirmation, and refuses in French to disable the last administrator', async () => {
    signInMock()
    const user = userEvent.setup({ delay: null })
    renderDashboard('/admin-dashboard/equipe')
    await user.click(await screen.findByRole('button', { name: 'Actions pour Marie Dorvil' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Désactiver' }))
    const confirm = await screen.findByRole('dialog', { name: 'Désactiver le compte de Marie Dorvil ?' })
    await user.click(within(confirm).getByRole('button', { name: 'Désactiver' }))
    await waitFor(() => expect(screen.getByRole('row', { name: /Marie Dorvil/ })).toHaveTextContent('Désactivé'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    server.use(
      http.patch('*/api/admin/accounts/:id', () =>
        HttpResponse.json({ message: ACCOUNT_MESSAGES.lastAdministrator }, { status: 409 }),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Actions pour Jonas Pierre' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Changer le rôle' }))
    const roleDialog = await screen.findByRole('dialog', { name: 'Rôle de Jonas Pierre' })
    await user.click(within(roleDialog).getByRole('radio', { name: /Secrétariat/ }))
    await user.click(within(roleDialog).getByRole('button', { name: 'Enregistrer le rôle' }))
    expect(await within(roleDialog).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.lastAdministrator)
  })
})
