import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { cleanNotifications } from '@mantine/notifications'
import { server } from '#mocks/node.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'
import { servePeople } from '../test-utils.tsx'

beforeEach(() => signInMock())
afterEach(() => cleanNotifications())

type Import = { dryRun: string | null; mapping: string | null; body: string; type: string | null }

/** The import answers `answer` for a dry run and stores otherwise; returns what was sent. */
function serveImport(answer: (dryRun: boolean) => { status?: number; body: Record<string, unknown> }) {
  const sent: Import[] = []
  server.use(
    http.post('*/api/admin/people/import', async ({ request }) => {
      const params = new URL(request.url).searchParams
      const dryRun = params.get('dryRun')
      sent.push({
        dryRun,
        mapping: params.get('mapping'),
        body: await request.text(),
        type: request.headers.get('content-type'),
      })
      const { status = 200, body } = answer(dryRun === '1')
      return HttpResponse.json(body, { status })
    }),
  )
  return sent
}

async function openImport() {
  servePeople()
  const user = userEvent.setup({ delay: null })
  renderDashboard('/admin-dashboard/membres')
  await user.click(await screen.findByRole('button', { name: 'Importer' }))
  const dialog = await screen.findByRole('dialog', { name: 'Importer une liste de personnes' })
  return { user, dialog }
}

const csv = (text: string) => new File([text], 'registre.csv', { type: 'text/csv' })

describe('« Importer »', () => {
  it('checks the file first, shows each refused line and imports nothing', async () => {
    const sent = serveImport(() => ({
      body: {
        created: 1998,
        linked: 0,
        refused: [
          { line: 14, message: 'Le prénom est obligatoire.' },
          { line: 1203, message: 'Adresse e-mail invalide.' },
        ],
      },
    }))
    const { user, dialog } = await openImport()
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await within(dialog).findByText('Choisissez un fichier CSV.')).toBeInTheDocument()

    await user.upload(within(dialog).getByLabelText(/^Fichier CSV/), csv('Prénom;Nom\nMarie;Joseph\n'))
    // Its columns, read from its first line.
    await within(dialog).findByRole('group', { name: 'Colonnes du fichier' })
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier le fichier' }))

    const refused = await within(dialog).findByRole('list', { name: 'Lignes refusées' })
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ligne 14 : Le prénom est obligatoire.', 'Ligne 1203 : Adresse e-mail invalide.'])
    expect(within(dialog).getByText(/Rien n’est importé tant qu’une ligne est refusée/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /^Importer \d/ })).not.toBeInTheDocument()
    expect(sent).toEqual([
      {
        dryRun: '1',
        mapping: JSON.stringify({ firstName: 'Prénom', lastName: 'Nom' }),
        body: 'Prénom;Nom\nMarie;Joseph\n',
        type: 'text/csv',
      },
    ])
  })

  it('imports a clean file after its check, and says what was created and linked', async () => {
    const sent = serveImport(() => ({
      body: { created: 2, linked: 1, refused: [] },
    }))
    const { user, dialog } = await openImport()
    await user.upload(within(dialog).getByLabelText(/^Fichier CSV/), csv('Prénom,Nom\nA,B\nC,D\nE,F\n'))
    await within(dialog).findByRole('group', { name: 'Colonnes du fichier' })
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await within(dialog).findByText('2 personnes à créer')).toBeInTheDocument()
    expect(within(dialog).getByText('1 personne déjà connue (reliée à leur fiche)')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Importer 3 personnes' }))
    expect(await within(dialog).findByText('Import terminé')).toBeInTheDocument()
    expect(within(dialog).getByText(/2 personnes créées, 1 personne reliée à une fiche existante/)).toBeInTheDocument()
    expect(sent.map((s) => s.dryRun)).toEqual(['1', '0'])
  })

  it('says which column holds which field when the titles are not the usual ones', async () => {
    const sent = serveImport(() => ({ body: { created: 1, linked: 0, refused: [] } }))
    const { user, dialog } = await openImport()
    await user.upload(
      within(dialog).getByLabelText(/^Fichier CSV/),
      csv('Given name,Family,Téléphone\nAna,Cruz,8095550100\n'),
    )
    const mapping = await within(dialog).findByRole('group', { name: 'Colonnes du fichier' })
    // Found by its title: the phone.
    expect(within(mapping).getByRole('combobox', { name: 'Téléphone' })).toHaveValue('Téléphone')
    expect(within(mapping).getByRole('combobox', { name: 'Prénom' })).toHaveValue('')
    await user.selectOptions(within(mapping).getByRole('combobox', { name: 'Prénom' }), 'Given name')
    await user.selectOptions(within(mapping).getByRole('combobox', { name: 'Nom' }), 'Family')
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await within(dialog).findByText('1 personne à créer')).toBeInTheDocument()
    expect(JSON.parse(sent[0]?.mapping ?? '{}')).toEqual({
      phone: 'Téléphone',
      firstName: 'Given name',
      lastName: 'Family',
    })
  })

  it('shows the server’s French message when the file cannot be read', async () => {
    serveImport(() => ({ status: 400, body: { message: 'Le fichier n’a pas de colonne « Prénom ».' } }))
    const { user, dialog } = await openImport()
    await user.upload(within(dialog).getByLabelText(/^Fichier CSV/), csv('Nom\nJoseph\n'))
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await within(dialog).findByText('Le fichier n’a pas de colonne « Prénom ».')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Vérifier le fichier' })).toBeEnabled())
  })
})
