import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { state } from '#mocks/state.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'

async function openCard() {
  signInMock()
  const user = userEvent.setup({ delay: null })
  renderDashboard('/admin-dashboard/equipe')
  const card = await screen.findByRole('region', { name: 'Destinataires des alertes' })
  await within(card).findByText(/Les prochaines alertes iront à/)
  return { user, card }
}

describe('« Destinataires des alertes »', { timeout: 15_000 }, () => {
  it('sends the alerts to the administrators and the secretariat until addresses are chosen', async () => {
    const { card } = await openCard()
    expect(
      within(card).getByText(
        'Les prochaines alertes iront à : pasteur@eglise-exemple.org, secretariat@eglise-exemple.org.',
      ),
    ).toBeInTheDocument()
    expect(within(card).getByRole('radio', { name: /Les administrateurs et le secrétariat/ })).toBeChecked()
    expect(within(card).getByText(/jamais à l’adresse publique du site/)).toBeInTheDocument()
  })

  it('saves chosen addresses, one per line, and says where the next alerts go', async () => {
    const { user, card } = await openCard()
    await user.click(within(card).getByRole('radio', { name: 'Des adresses choisies' }))
    await user.type(within(card).getByLabelText(/Adresses e-mail/), 'pasteur@example.org{Enter}diacre@example.org')
    await user.click(within(card).getByRole('button', { name: 'Enregistrer les destinataires' }))
    expect(await within(card).findByText('Destinataires enregistrés.')).toBeInTheDocument()
    expect(
      within(card).getByText('Les prochaines alertes iront à : pasteur@example.org, diacre@example.org.'),
    ).toBeInTheDocument()
    expect(state.alertRecipients).toEqual(['pasteur@example.org', 'diacre@example.org'])

    await user.click(within(card).getByRole('radio', { name: /Les administrateurs et le secrétariat/ }))
    await user.click(within(card).getByRole('button', { name: 'Enregistrer les destinataires' }))
    await waitFor(() => expect(state.alertRecipients).toEqual([]))
  })

  it('names the wrong line in French and saves nothing', async () => {
    const { user, card } = await openCard()
    await user.click(within(card).getByRole('radio', { name: 'Des adresses choisies' }))
    await user.type(within(card).getByLabelText(/Adresses e-mail/), 'pasteur@example.org{Enter}pas-une-adresse')
    await user.click(within(card).getByRole('button', { name: 'Enregistrer les destinataires' }))
    expect(await within(card).findByText('Ligne 2 : Adresse e-mail invalide.')).toBeInTheDocument()
    expect(within(card).getByLabelText(/Adresses e-mail/)).toHaveAttribute('aria-invalid', 'true')
    expect(state.alertRecipients).toEqual([])
  })

  it('is not shown to a secretary, whose role has no « Équipe » tab', async () => {
    signInMock('secretariat')
    renderDashboard('/admin-dashboard/equipe')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Destinataires des alertes' })).toBeNull())
    expect(screen.queryByText('Destinataires des alertes')).toBeNull()
  })
})
