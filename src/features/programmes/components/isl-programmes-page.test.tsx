import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '#tests/setup/render.tsx'
import { IslProgrammesPage } from './isl-programmes-page.tsx'

const MODAL_TITLE = 'Candidature — ISL'
// The modal's code loads lazily on the first click; allow for a busy machine.
const LAZY_MODAL = { timeout: 5000 }

describe('IslProgrammesPage', { timeout: 15_000 }, () => {
  it('shows the title, the institute’s figures and a way back home', async () => {
    render(<IslProgrammesPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Programmes ISL' })).toBeInTheDocument()
    const stats = within(screen.getByRole('list', { name: "L'ISL en chiffres" }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(stats).toEqual(['200+ étudiants actifs', '120+ diplômés en service', '15 enseignants', 'Fondé en 2019'])
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toMatch(/^Programmes ISL — /))
  })

  it('describes the three programmes with duration, prerequisites, subjects and careers', async () => {
    render(<IslProgrammesPage />)
    const titles = await screen.findAllByRole('heading', { level: 3 })
    expect(titles.map((h) => h.textContent)).toEqual(['Certificat', 'Diplôme', 'Licence'])
    for (const duration of ['2 ans', '3 ans', '4 ans']) expect(screen.getByText(duration)).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 4, name: 'Prérequis' })).toHaveLength(3)
    expect(screen.getAllByRole('heading', { level: 4, name: 'Matières' })).toHaveLength(3)
    expect(screen.getAllByRole('heading', { level: 4, name: 'Débouchés' })).toHaveLength(3)
    const diploma = titles[1]!.closest('article')!
    expect(within(diploma).getByText("Certificat de l'ISL ou équivalent")).toBeInTheDocument()
    expect(within(diploma).getByText("Deux ans d'expérience dans le ministère")).toBeInTheDocument()
  })

  it('opens the application modal with the chosen programme selected', async () => {
    const user = userEvent.setup()
    render(<IslProgrammesPage />)
    await screen.findByRole('heading', { level: 1 })
    const names = screen.getAllByRole('button', { name: /^Postuler — / }).map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual(['Postuler — Certificat', 'Postuler — Diplôme', 'Postuler — Licence'])

    await user.click(screen.getByRole('button', { name: 'Postuler — Diplôme' }))
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLE }, LAZY_MODAL)
    expect(within(dialog).getByRole('combobox', { name: 'Programme' })).toHaveValue('diplome')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Postuler — Licence' }))
    const again = await screen.findByRole('dialog', { name: MODAL_TITLE }, LAZY_MODAL)
    expect(within(again).getByRole('combobox', { name: 'Programme' })).toHaveValue('licence')
  })
})
