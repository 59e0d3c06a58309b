import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { renderDashboard, signInMock } from '../../test-utils.tsx'
import { holdRequests, refuse, servePeople } from '../test-utils.tsx'

beforeEach(() => signInMock())
afterEach(() => cleanNotifications())

async function openTemplates() {
  const sent = servePeople()
  const user = userEvent.setup({ delay: null })
  renderDashboard('/admin-dashboard/membres?rubrique=modeles')
  const form = await screen.findByRole('form', { name: 'Modèle « Bienvenue »' })
  return { user, sent, form }
}

describe('« Modèles WhatsApp »', () => {
  it('edits a template’s texts per language, {prénom} shown in the preview', async () => {
    const { user, sent, form } = await openTemplates()
    const spanish = within(form).getByRole('textbox', { name: /^Texte en espagnol/ })
    await user.type(spanish, '¡Hola {{prénom}, bienvenido!')
    const french = within(form).getByRole('textbox', { name: /^Texte en français/ })
    await user.clear(french)
    await user.type(french, 'Bienvenue {{prénom} !')
    expect(within(form).getByText('Aperçu pour « Marie » : Bienvenue Marie !')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }))

    expect(await screen.findByText('Modèle « Bienvenue » enregistré.')).toBeInTheDocument()
    const put = sent.find((r) => r.method === 'PUT')
    expect(put?.url.pathname).toBe('/api/admin/message-templates/bienvenue')
    expect(put?.body).toMatchObject({
      label: 'Bienvenue',
      texts: { fr: 'Bienvenue {prénom} !', es: '¡Hola {prénom}, bienvenido!' },
    })
  })

  it('picks another template to edit', async () => {
    const { user } = await openTemplates()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Modèle' }), 'Joyeux anniversaire')
    const form = await screen.findByRole('form', { name: 'Modèle « Joyeux anniversaire »' })
    expect(within(form).getByRole('textbox', { name: /^Texte en espagnol/ })).toHaveValue('¡Feliz cumpleaños {prénom}!')
  })

  it('keeps the texts and shows the French messages when refused', async () => {
    const { user, form } = await openTemplates()
    const french = within(form).getByRole('textbox', { name: /^Texte en français/ })
    await user.clear(french)
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }))
    expect(await within(form).findByText('Le texte en français est obligatoire.')).toBeInTheDocument()

    refuse('put', '*/api/admin/message-templates/:key', 'Certains champs sont invalides.', {
      'texts.fr': ['2000 caractères au maximum.'],
    })
    await user.type(french, 'Trop long')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }))
    expect(await within(form).findByText('2000 caractères au maximum.')).toBeInTheDocument()
    expect(screen.getByText('Modèle non enregistré')).toBeInTheDocument()
    expect(french).toHaveValue('Trop long')
  })

  it('shows it is saving', async () => {
    const { user, form } = await openTemplates()
    const held = holdRequests('put', '*/api/admin/message-templates/:key')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }))
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Enregistrer le modèle' })).toHaveAttribute('data-loading'),
    )
    held.release()
    expect(await screen.findByText('Modèle « Bienvenue » enregistré.')).toBeInTheDocument()
  })
})
