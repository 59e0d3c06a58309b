import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { state } from '#mocks/state.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'

beforeEach(signInMock)

const section = async (name: string) => (await screen.findByRole('heading', { name })).closest('section') as HTMLElement

describe('OverviewTab — avant la mise en ligne', () => {
  it('lists the sample values, each linking to the form that fixes it, with what to do there', async () => {
    const user = userEvent.setup({ delay: null })
    const { place } = renderDashboard('/admin-dashboard')
    const list = await section('Avant la mise en ligne')
    expect(await within(list).findByText(/points restent à régler/)).toBeInTheDocument()
    const address = within(list).getByRole('link', { name: 'Contacts : adresse' }).closest('li') as HTMLElement
    expect(address).toHaveTextContent('(adresse à confirmer)')
    expect(address).toHaveTextContent('Écrivez l’adresse exacte : le site l’affiche et en fait le lien vers la carte.')
    expect(within(list).getByRole('link', { name: /^Événements : \d+ événements d’exemple$/ })).toHaveAttribute(
      'href',
      '/admin-dashboard/evenements',
    )
    expect(within(list).getByRole('link', { name: 'Compte PayPal des dons' })).toHaveAttribute(
      'href',
      '/admin-dashboard/dons',
    )
    await user.click(within(list).getByRole('link', { name: 'Contacts : téléphone' }))
    expect(await screen.findByRole('form', { name: 'Identité et contacts' })).toBeInTheDocument()
    expect(place()).toEqual({ pathname: '/admin-dashboard/site', search: { partie: 'contacts' } })
  })

  it('names two services held at the same time, and links to the timetable', async () => {
    const [culte, ecole] = state.services
    state.services = [
      { ...culte!, time: '09:00 - 10:30' },
      { ...ecole!, time: '10:00 - 11:00' },
    ]
    renderDashboard('/admin-dashboard')
    const list = await section('Avant la mise en ligne')
    const clash = await within(list).findByRole('link', {
      name: `Cultes : « ${culte!.name} » et « ${ecole!.name} » ont lieu en même temps`,
    })
    expect(clash).toHaveAttribute('href', '/admin-dashboard/cultes')
    expect(clash.closest('li')).toHaveTextContent('Dimanche 09:00 - 10:30 et 10:00 - 11:00')
  })
})

describe('OverviewTab — sauvegardes', () => {
  it('warns when no backup has succeeded', async () => {
    renderDashboard('/admin-dashboard')
    const backups = await section('Sauvegardes')
    expect(within(backups).getByText('Aucune sauvegarde')).toBeInTheDocument()
  })

  it('gives the last backup, its age and its off-site copy', async () => {
    state.backup = { lastSuccessAt: '2026-11-23T10:00:00.000Z', ageSeconds: 3 * 3600, stale: false, offsite: true }
    renderDashboard('/admin-dashboard')
    const backups = await section('Sauvegardes')
    expect(within(backups).getByText(/Dernière sauvegarde/)).toHaveTextContent('(il y a 3 h)')
    expect(within(backups).getByText('Copiée hors du serveur.')).toBeInTheDocument()
    expect(within(backups).queryByRole('alert')).toBeNull()
  })

  it('warns when the last backup is stale and stayed on the server', async () => {
    state.backup = { lastSuccessAt: '2026-11-20T10:00:00.000Z', ageSeconds: 3 * 86_400, stale: true, offsite: false }
    renderDashboard('/admin-dashboard')
    const backups = await section('Sauvegardes')
    expect(within(backups).getByText('Sauvegarde trop ancienne')).toBeInTheDocument()
    expect(within(backups).getByText(/il y a 3 jours/)).toBeInTheDocument()
    expect(within(backups).getByText(/Non copiée hors du serveur/)).toBeInTheDocument()
  })
})
