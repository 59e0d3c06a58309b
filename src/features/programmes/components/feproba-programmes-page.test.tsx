import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '#tests/setup/render.tsx'
import { church } from '#common/seed/church.ts'
import { FeprobaProgrammesPage } from './feproba-programmes-page.tsx'

const PROGRAMMES = [
  'Élémentaire',
  'Secondaire',
  'Informatique',
  'Couture',
  'Mécanique',
  'Cuisine',
  'Décoration',
  'Anglais',
  'Espagnol',
]
const MODAL_TITLE = "Demande d'inscription — FEPROBA"
// The modal's code loads lazily on the first click; allow for a busy machine.
const LAZY_MODAL = { timeout: 5000 }

describe('FeprobaProgrammesPage', { timeout: 15_000 }, () => {
  it('presents the foundation with its title, tax number and way back home', async () => {
    render(<FeprobaProgrammesPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Programmes FEPROBA' })).toBeInTheDocument()
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(screen.getByText(new RegExp(church.feproba.taxNumber.replace(/[()]/g, '\\$&')))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toMatch(/^Programmes FEPROBA — /))
  })

  it('lists the two schools and the seven trainings with their durations in months', async () => {
    render(<FeprobaProgrammesPage />)
    const headings = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent)
    expect(headings).toEqual(PROGRAMMES)
    for (const duration of ['6-18 mois', '4-12 mois', '8-15 mois', '6-12 mois', '5-10 mois']) {
      expect(screen.getByText(duration)).toBeInTheDocument()
    }
    expect(screen.getAllByText('3-8 mois')).toHaveLength(2)
    expect(screen.getByText(/6-12 ans/)).toBeInTheDocument()
    expect(screen.getByText(/13-18 ans/)).toBeInTheDocument()
  })

  it('has an "S\'inscrire" button naming each programme', async () => {
    render(<FeprobaProgrammesPage />)
    await screen.findByRole('heading', { level: 1 })
    const names = screen.getAllByRole('button', { name: /^S'inscrire — / }).map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual(PROGRAMMES.map((name) => `S'inscrire — ${name}`))
  })

  it('opens the request modal with the chosen programme selected, one programme after another', async () => {
    const user = userEvent.setup()
    render(<FeprobaProgrammesPage />)

    await user.click(await screen.findByRole('button', { name: "S'inscrire — Couture" }))
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLE }, LAZY_MODAL)
    expect(within(dialog).getByRole('combobox', { name: 'Programme' })).toHaveValue('couture')

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: "S'inscrire — Couture" })).toHaveFocus())

    await user.click(screen.getByRole('button', { name: "S'inscrire — Secondaire" }))
    const again = await screen.findByRole('dialog', { name: MODAL_TITLE }, LAZY_MODAL)
    expect(within(again).getByRole('combobox', { name: 'Programme' })).toHaveValue('secondaire')
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })
})
