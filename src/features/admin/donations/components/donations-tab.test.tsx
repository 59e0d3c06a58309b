import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NO_OTHER_GIVING } from '#common/schemas/donation-defaults.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { donationUrl } from '#common/seed/built-in-donation.ts'
import { recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

/** Normalises the narrow no-break spaces of French number formatting for comparisons. */
const text = (element: Element | null) => (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')

async function openTab() {
  const user = userEvent.setup({ delay: null })
  const result = renderDashboard('/admin-dashboard/dons')
  const panel = await screen.findByRole('tabpanel', { name: 'Dons' })
  await within(panel).findByRole('table', { name: 'Dons enregistrés' })
  return { user, panel, ...result }
}

/** Keeps `method` requests to `path` waiting until `release()`, then lets the mock answer. */
function hold(method: 'post' | 'put', path: string) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(http[method](path, async () => void (await gate)))
  return { release: () => release() }
}

describe('DonationsTab — what it shows', () => {
  it('shows the PayPal settings from the API, the totals and the register, with its actions', async () => {
    renderDashboard('/admin-dashboard/dons')
    const panel = await screen.findByRole('tabpanel', { name: 'Dons' })
    expect(await within(panel).findByRole('textbox', { name: /Compte PayPal \(e-mail\)/ })).toHaveValue(
      'dons@example.org',
    )
    expect(within(panel).getByText(/don mensuel/)).toBeInTheDocument()
    const link = within(panel).getByRole('link', { name: /Ouvrir la page de don/ })
    expect(link).toHaveAttribute('href', donationUrl)
    expect(link).toHaveAttribute('target', '_blank')
    expect(await within(panel).findByRole('table', { name: 'Totaux mensuels par devise' })).toBeInTheDocument()
    expect(await within(panel).findByRole('table', { name: 'Dons enregistrés' })).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Ajouter un don' })).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'CSV standard' })).toBeInTheDocument()
  })
})

describe('DonationsTab — the secretariat', () => {
  it('records the Sunday offering, without the PayPal settings nor asking for them', async () => {
    signInMock('secretariat')
    const requests = recordAdminRequests()
    const { user, panel } = await openTab()
    expect(within(panel).queryByRole('heading', { name: 'Lien de don PayPal' })).not.toBeInTheDocument()
    expect(within(panel).queryByRole('textbox', { name: /Compte PayPal/ })).not.toBeInTheDocument()
    expect(
      within(panel).getByText('Le compte PayPal du bouton « Faire un don » du site est réglé par un administrateur.'),
    ).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'CSV standard' })).toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: 'Ajouter un don' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un don' })
    await user.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '4 250')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Devise/ }), 'DOP')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Moyen de paiement/ }), 'Espèces')
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Offrande du dimanche')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le don' }))
    expect(await within(panel).findByText('Offrande du dimanche')).toBeInTheDocument()
    expect(requests.filter((r) => r.url.pathname.endsWith('/donation-settings'))).toEqual([])
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(['/api/admin/gifts'])
  })
})

describe('DonationsTab — PayPal link', () => {
  it('shows the saved account, refuses a bad address in French, then saves and relinks', async () => {
    const requests = recordAdminRequests()
    const { user, panel } = await openTab()
    const email = within(panel).getByRole('textbox', { name: /Compte PayPal \(e-mail\)/ })
    expect(email).toHaveValue('dons@example.org')
    const currency = within(panel).getByRole('combobox', { name: /Devise des dons PayPal/ })
    expect(currency).toHaveValue('USD')
    // DOP cannot be offered: PayPal does not accept it.
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['USD', 'EUR', 'CAD'])

    await user.clear(email)
    await user.type(email, 'pas-une-adresse')
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(panel).findByText('Adresse e-mail invalide.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0)

    await user.clear(email)
    await user.type(email, 'tresor@eglise.example')
    await user.selectOptions(within(panel).getByRole('combobox', { name: /Devise des dons PayPal/ }), 'EUR')
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }))
    expect(
      await screen.findByText('Le bouton « Faire un don » du site mène désormais à ce compte.'),
    ).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      paypalEmail: 'tresor@eglise.example',
      currency: 'EUR',
      // The « Donner » section's other ways, left empty.
      ...NO_OTHER_GIVING,
    })
    const link = within(panel).getByRole('link', { name: /Ouvrir la page de don/ })
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.searchParams.get('business')).toBe('tresor@eglise.example')
    expect(href.searchParams.get('currency_code')).toBe('EUR')
    expect(link).toHaveAttribute('target', '_blank')
    expect(within(panel).getByText(/Modifié le .* par Pasteur Samuel Joseph\./)).toBeInTheDocument()
  })
})

describe('DonationsTab — register of gifts', () => {
  it('lists the gifts newest first with French amounts, and totals each currency apart', async () => {
    const { panel } = await openTab()
    const rows = within(within(panel).getByRole('table', { name: 'Dons enregistrés' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((row) => text(row.querySelector('td:nth-child(2)')))).toEqual([
      '2 500,00 DOP',
      '50,00 $US',
      '15 000,50 DOP',
    ])
    expect(within(rows[1]!).getByText('Anonyme')).toBeInTheDocument()

    const totals = await within(panel).findByRole('table', { name: 'Totaux mensuels par devise' })
    const november = within(totals).getByRole('row', { name: /novembre 2026/ })
    expect(text(november)).toContain('2 500,00 DOP (1 don)')
    expect(text(november)).toContain('50,00 $US (1 don)')
    const october = within(totals).getByRole('row', { name: /octobre 2026/ })
    expect(text(october)).toContain('15 000,50 DOP')
    expect(within(october).getByText('—')).toBeInTheDocument()
  })

  it('records a gift in each currency the donate link allows, totalled in its own column', async () => {
    const requests = recordAdminRequests()
    const { user, panel } = await openTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un don' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un don' })
    const currency = within(dialog).getByRole('combobox', { name: /Devise/ })
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['DOP', 'USD', 'EUR', 'CAD'])
    await user.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '80')
    await user.selectOptions(currency, 'EUR')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Moyen de paiement/ }), 'PayPal')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le don' }))

    expect(await screen.findByText(/^Don de 80,00\s€ enregistré\.$/)).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ amount: '80.00', currency: 'EUR' })
    const totals = within(panel).getByRole('table', { name: 'Totaux mensuels par devise' })
    expect(await within(totals).findByRole('columnheader', { name: 'Euros (EUR)' })).toBeInTheDocument()
    // Never added to the pesos or the dollars of the same month.
    expect(text(within(totals).getByRole('row', { name: /novembre 2026/ }))).toContain('80,00 € (1 don)')
    expect(within(totals).queryByRole('columnheader', { name: 'Dollars canadiens (CAD)' })).not.toBeInTheDocument()
  })

  it('validates the gift form in French and sends nothing until it is right', async () => {
    const requests = recordAdminRequests()
    const { user } = await openTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un don' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un don' })
    const amount = within(dialog).getByRole('textbox', { name: /Montant/ })
    expect(amount).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le don' }))
    expect(await within(dialog).findByText('Montant obligatoire.')).toBeInTheDocument()
    expect(within(dialog).getByText('Choisissez le moyen de paiement.')).toBeInTheDocument()

    // After a first submit, each field is checked again as it changes.
    await user.type(amount, '12,345')
    expect(await within(dialog).findByText('Deux décimales au maximum (les centimes).')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '0')
    expect(await within(dialog).findByText('Le montant doit être supérieur à 0.')).toBeInTheDocument()
    await user.type(amount, ',50')
    await waitFor(() =>
      expect(within(dialog).queryByText('Le montant doit être supérieur à 0.')).not.toBeInTheDocument(),
    )
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('shows the submission in progress, then closes, lists the gift and updates the totals', async () => {
    const requests = recordAdminRequests()
    const held = hold('post', '*/api/admin/gifts')
    const { user, panel } = await openTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un don' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un don' })
    await user.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '1 234,5')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Devise/ }), 'USD')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Moyen de paiement/ }), 'Virement')
    await user.type(within(dialog).getByRole('textbox', { name: /Donateur/ }), 'Église sœur de Montréal')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le don' }))

    const submit = within(dialog).getByRole('button', { name: /Ajouter le don/ })
    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'))
    expect(submit).toBeDisabled()
    held.release()

    expect(await screen.findByText(/^Don de 1\s234,50\s\$US enregistré\.$/)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un don' })).not.toBeInTheDocument())
    const body = requests.find((r) => r.method === 'POST')?.body as Record<string, unknown>
    expect(body).toMatchObject({
      amount: '1234.50',
      currency: 'USD',
      method: 'virement',
      donor: 'Église sœur de Montréal',
      note: '',
    })
    expect(await within(panel).findByText('Église sœur de Montréal')).toBeInTheDocument()
    const totals = within(panel).getByRole('table', { name: 'Totaux mensuels par devise' })
    await waitFor(() => expect(text(totals)).toContain('(2 dons)'))

    // Opened again, the form is empty: nothing left from the previous gift.
    await user.click(screen.getByRole('button', { name: 'Ajouter un don' }))
    expect(
      within(await screen.findByRole('dialog', { name: 'Ajouter un don' })).getByRole('textbox', { name: /Montant/ }),
    ).toHaveValue('')
  })

  it('keeps what was typed when the server refuses, with its French message on the field', async () => {
    server.use(
      http.post('*/api/admin/gifts', () =>
        HttpResponse.json(
          {
            message: 'La date ne peut pas être après aujourd’hui.',
            fieldErrors: { date: ['La date ne peut pas être après aujourd’hui.'] },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un don' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un don' })
    await user.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '300')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Moyen de paiement/ }), 'Espèces')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le don' }))

    expect(await within(dialog).findByText('La date ne peut pas être après aujourd’hui.')).toBeInTheDocument()
    expect(await screen.findByText('Corrigez les champs signalés, puis enregistrez à nouveau.')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: /Montant/ })).toHaveValue('300')
    expect(screen.getByRole('dialog', { name: 'Ajouter un don' })).toBeInTheDocument()
  })

  it('says so in French when the server fails, and keeps the form open', async () => {
    server.use(
      http.post('*/api/admin/gifts', () =>
        HttpResponse.json({ message: 'Erreur interne du serveur.' }, { status: 500 }),
      ),
    )
    const { user } = await openTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un don' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un don' })
    await user.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '300')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Moyen de paiement/ }), 'Espèces')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le don' }))
    expect(await screen.findByText('Don non enregistré')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: /Montant/ })).toHaveValue('300')
  })

  it('corrects a gift: the form starts from it, the amount written the French way', async () => {
    const requests = recordAdminRequests()
    const { user, panel } = await openTab()
    await user.click(
      within(panel).getByRole('button', { name: /^Modifier le don de 15\s000,50\sDOP du 20 octobre 2026$/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le don' })
    const amount = within(dialog).getByRole('textbox', { name: /Montant/ })
    expect(amount).toHaveValue('15000,50')
    expect(within(dialog).getByRole('textbox', { name: /Donateur/ })).toHaveValue('Marie Pierre')
    await user.clear(amount)
    await user.type(amount, '16000')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(/^Don de 16\s000,00\sDOP modifié\.$/)).toBeInTheDocument()
    const put = requests.find((r) => r.method === 'PUT')
    expect(put?.url.pathname).toBe('/api/admin/gifts/3')
    expect(put?.body).toMatchObject({ amount: '16000.00', currency: 'DOP', method: 'virement', date: '2026-10-20' })
  })

  it('deletes a gift only after confirmation', async () => {
    const requests = recordAdminRequests()
    const { user, panel } = await openTab()
    const remove = within(panel).getByRole('button', { name: /^Supprimer le don de 50,00/ })
    await user.click(remove)
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer ce don ?' })
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0)

    await user.click(remove)
    dialog = await screen.findByRole('dialog', { name: 'Supprimer ce don ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(/^Don de 50,00\s\$US supprimé\.$/)).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe('/api/admin/gifts/2')
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(1 + 2 + 1 + 2))
  })

  it('filters the register and carries the filters into the CSV link', async () => {
    const requests = recordAdminRequests()
    const { user, panel } = await openTab()
    const csv = within(panel).getByRole('link', { name: 'CSV standard' })
    expect(csv.getAttribute('href')).toMatch(/\/api\/admin\/gifts\.csv$/)
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Mois' }), 'novembre 2026')
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Devise' }), 'DOP')
    await waitFor(() =>
      expect(within(within(panel).getByRole('table', { name: 'Dons enregistrés' })).getAllByRole('row')).toHaveLength(
        2,
      ),
    )
    expect(requests.at(-1)?.url.search).toBe('?month=2026-11&currency=DOP&page=1&pageSize=20')
    expect(csv.getAttribute('href')).toMatch(/\/api\/admin\/gifts\.csv\?month=2026-11&currency=DOP$/)
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Moyen de paiement' }), 'PayPal')
    expect(await within(panel).findByText('Aucun don ne correspond à ces filtres.')).toBeInTheDocument()
  })
})
