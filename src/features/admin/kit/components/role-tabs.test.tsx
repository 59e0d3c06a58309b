import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderDashboard, signInMock } from '../../test-utils.tsx'

const tabNames = async () => {
  const list = await screen.findByRole('tablist', { name: 'Rubriques du tableau de bord' })
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent)
}

describe('the tabs of each role', { timeout: 15_000 }, () => {
  it('shows every tab to an administrator', async () => {
    signInMock('administrateur')
    renderDashboard('/admin-dashboard/evenements')
    expect(await tabNames()).toEqual([
      "Vue d'ensemble",
      'Membres',
      'Présences',
      'Événements',
      'Cultes',
      'Galerie',
      'Prédications',
      'Dons',
      'Messages',
      'Lettre',
      'Site',
      'Journal',
      'Équipe',
    ])
  })

  it('shows the office’s tabs to the secretariat, gifts included, without journal or team', async () => {
    signInMock('secretariat')
    renderDashboard('/admin-dashboard/evenements')
    expect(await tabNames()).toEqual([
      "Vue d'ensemble",
      'Membres',
      'Présences',
      'Événements',
      'Cultes',
      'Galerie',
      'Prédications',
      'Dons',
      'Messages',
      'Lettre',
      'Site',
    ])
  })

  it('shows only the content’s tabs to « Contenu », and its own home instead of the figures', async () => {
    signInMock('contenu')
    renderDashboard('/admin-dashboard')
    expect(await tabNames()).toEqual(["Vue d'ensemble", 'Événements', 'Cultes', 'Galerie', 'Prédications', 'Site'])
    expect(await screen.findByRole('heading', { level: 2, name: 'Bienvenue' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Vos rubriques' })).toBeInTheDocument()
  })

  it('says a tab opened by its address is reserved, instead of failing', async () => {
    signInMock('contenu')
    renderDashboard('/admin-dashboard/dons')
    expect(await screen.findByText('Rubrique réservée')).toBeInTheDocument()
    expect(
      screen.getByText(/Cette rubrique est réservée aux rôles « Administrateur » et « Secrétariat »/),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Dons' })).toBeInTheDocument()
  })
})

describe('the phone’s bottom bar of each role', { timeout: 15_000 }, () => {
  it('puts the content’s own areas in the bar for « Contenu », and the rest under « Plus »', async () => {
    signInMock('contenu')
    renderDashboard('/admin-dashboard')
    const bar = await screen.findByRole('navigation', { name: 'Navigation du tableau de bord' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Événements', 'Cultes', 'Galerie'])
    // Under « Plus », hidden until it is opened.
    const more = within(bar).getByRole('list', { name: 'Autres rubriques', hidden: true })
    expect(
      within(more)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Prédications', 'Site'])
  })
})
