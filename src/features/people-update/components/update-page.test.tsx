import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import { UPDATE_LINK_MESSAGES } from '#common/schemas/people-update.ts'
import { server } from '#mocks/node.ts'
import { issueMockUpdateLink, MOCK_UPDATE_TOKEN, mockUpdateLinks } from '#mocks/handlers/people-update.ts'
import { render } from '#tests/setup/render.tsx'
import { UpdatePage } from './update-page.tsx'

/** A link whose person has no record in the people's mock: it shows its own copy of the details. */
const NO_RECORD = 999_999

const DETAILS = {
  firstName: 'Paul',
  lastName: 'Louis',
  email: 'paul.louis@example.org',
  phone: '809-555-0150',
  phone2: '',
  birthDate: '1985-02-03',
  address: 'Calle 5',
  city: 'Santiago',
  languages: ['ht' as const, 'fr' as const],
  consents: { email: true, whatsapp: false, sms: false, phone: true },
}

async function open(token: string) {
  render(<UpdatePage token={token} />)
  return userEvent.setup({ delay: null })
}

describe('/mes-informations/$token', { timeout: 20_000 }, () => {
  it('shows the person’s details and consents, and stores their corrections once', async () => {
    const { token } = issueMockUpdateLink(NO_RECORD, DETAILS)
    const user = await open(token)
    const phone = await screen.findByRole('textbox', { name: 'Téléphone' })
    expect(phone).toHaveValue('809-555-0150')
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Paul')
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const consents = screen.getByRole('group', { name: 'J’accepte que l’église me contacte par :' })
    expect(within(consents).getByRole('checkbox', { name: 'E-mail' })).toBeChecked()
    expect(within(consents).getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked()

    await user.clear(phone)
    await user.type(phone, '+1 829 555 0111')
    await user.click(within(consents).getByRole('checkbox', { name: 'E-mail' }))
    await user.click(within(consents).getByRole('checkbox', { name: 'WhatsApp' }))
    const languages = screen.getByRole('group', { name: /Langues que je parle/ })
    await user.click(within(languages).getByRole('checkbox', { name: 'Espagnol' }))
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Merci ! Vos informations sont enregistrées.')
    const link = mockUpdateLinks.get(token)
    expect(link?.usedAt).not.toBeNull()
    expect(link?.details).toMatchObject({
      phone: '+1 829 555 0111',
      // The preferred language stays first; the new one comes after.
      languages: ['ht', 'fr', 'es'],
      consents: { email: false, whatsapp: true, sms: false, phone: true },
    })
  })

  it('says in French that a link already used or unknown no longer works', async () => {
    const { token } = issueMockUpdateLink(NO_RECORD, DETAILS)
    const used = mockUpdateLinks.get(token)
    if (used) used.usedAt = new Date().toISOString()
    await open(token)
    expect(await screen.findByRole('alert')).toHaveTextContent(UPDATE_LINK_MESSAGES.used)
    expect(screen.queryByRole('button', { name: 'Enregistrer mes informations' })).toBeNull()
  })

  it('says when the link is unknown', async () => {
    await open('A'.repeat(43))
    expect(await screen.findByRole('alert')).toHaveTextContent(UPDATE_LINK_MESSAGES.unknown)
  })

  it('checks the fields before sending, then shows the server’s refusals under them', async () => {
    const user = await open(MOCK_UPDATE_TOKEN)
    const email = await screen.findByRole('textbox', { name: 'E-mail' })
    await user.clear(email)
    await user.type(email, 'marie@')
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }))
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(mockUpdateLinks.get(MOCK_UPDATE_TOKEN)?.usedAt).toBeNull()

    server.use(
      http.put('*/api/people-update/:token', () =>
        HttpResponse.json(
          { message: API_MESSAGES.invalidFields, fieldErrors: { city: ['100 caractères au maximum.'] } },
          { status: 400 },
        ),
      ),
    )
    await user.clear(email)
    await user.type(email, 'marie@example.org')
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveAccessibleDescription('100 caractères au maximum.'),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Corrigez les champs signalés')
  })

  it('keeps what was typed and says why when the link expired meanwhile', async () => {
    const { token } = issueMockUpdateLink(NO_RECORD, DETAILS)
    const user = await open(token)
    const city = await screen.findByRole('textbox', { name: 'Ville' })
    server.use(
      http.put('*/api/people-update/:token', () =>
        HttpResponse.json({ message: UPDATE_LINK_MESSAGES.expired }, { status: 410 }),
      ),
    )
    await user.clear(city)
    await user.type(city, 'Moca')
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(UPDATE_LINK_MESSAGES.expired)
    expect(city).toHaveValue('Moca')
  })
})
