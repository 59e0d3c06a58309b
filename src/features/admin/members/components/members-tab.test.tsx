import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { cleanNotifications } from '@mantine/notifications'
import { server } from '#mocks/node.ts'
import { failGets, holdGets, recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'
import { undoDelay } from '../../kit/use-undoable-status.tsx'
import { MEMBER_FIELDS } from './member-fields.ts'

beforeEach(() => {
  signInMock()
  // A status change waits for « Annuler » before it is sent: short here, unless a test needs time.
  undoDelay.ms = 20
})
afterEach(() => cleanNotifications())

/**
 * The rows named `name`, as `getAllByRole('row', { name })` finds them, for a fraction of the time:
 * that query names every row from its whole content (in jsdom, the style of each element in it),
 * where only the rows holding the name in their text are named here.
 */
const rowsNamed = (name: string) => {
  const found = screen.getAllByRole('row').filter((candidate) => candidate.textContent?.includes(name))
  expect(found, `no row named ${name}`).not.toEqual([])
  for (const each of found) expect(each).toHaveAccessibleName(new RegExp(name))
  return found
}
const row = (name: string) => {
  const [found, ...others] = rowsNamed(name)
  expect(others, `more than one row named ${name}`).toEqual([])
  return found as HTMLElement
}
// The registrations are a view of the « Membres » tab; their filtered addresses from before
// (?statut=nouveau, ?doublons=true) open them as they are.
const openMembers = async (query = '?rubrique=inscriptions') => {
  const user = userEvent.setup({ delay: null })
  const result = renderDashboard(`/admin-dashboard/membres${query}`)
  // Waited for by its text first: a query by role and name, run again at each of the dashboard's
  // renders while it loads, costs more than all the rest of a test in jsdom.
  await screen.findAllByText(/Marie Joseph/)
  await waitFor(() => rowsNamed('Marie Joseph'))
  return { user, ...result }
}
/** Opens the status menu of `name`'s row and chooses `status`. */
const moveTo = async (user: UserEvent, name: string, status: string) => {
  await user.click(within(row(name)).getByRole('button', { name: `Changer le statut de ${name}` }))
  await user.click(await screen.findByRole('menuitem', { name: status }))
}
const memberGets = (requests: ReturnType<typeof recordAdminRequests>) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/api/admin/members'))

describe('MembersTab', () => {
  it('shows a busy placeholder, then the registrations newest first, paginated', async () => {
    const held = holdGets('*/api/admin/members')
    renderDashboard('/admin-dashboard/membres?rubrique=inscriptions')
    const panel = await screen.findByRole('tabpanel', { name: 'Membres' })
    expect(within(panel).getByText('Chargement en cours…').closest('[aria-busy="true"]')).not.toBeNull()
    held.release()

    await waitFor(() => row('Marie Joseph'))
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(20)
    expect(rows[0]).toHaveTextContent('Marie Joseph')
    expect(rows[0]).toHaveTextContent('Doublon possible')
    expect(rows[1]).toHaveTextContent('Isaac Pierre-Louis')
    expect(screen.getByText('24 inscriptions — page 1 sur 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument()
  })

  it('changes a status with PATCH and shows it in the row', async () => {
    const requests = recordAdminRequests()
    const { user } = await openMembers()
    await moveTo(user, 'Anne Célestin', 'Contacté')

    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')).toBeDefined())
    const patch = requests.find((r) => r.method === 'PATCH')!
    expect(patch.url.pathname).toBe('/api/admin/members/20')
    expect(patch.body).toEqual({ status: 'contacte' })
    await waitFor(() => expect(within(row('Anne Célestin')).getByText('Contacté')).toBeInTheDocument())
  })

  it('keeps a contacted card in view under « Nouveau », confirms, and « Annuler » sends nothing', async () => {
    undoDelay.ms = 60_000
    const requests = recordAdminRequests()
    const { user } = await openMembers('?statut=nouveau')
    await moveTo(user, 'Anne Célestin', 'Contacté')

    expect(await screen.findByText('Statut de Anne Célestin : « Contacté »')).toBeInTheDocument()
    expect(within(row('Anne Célestin')).getByText('Contacté')).toBeInTheDocument()
    expect(within(row('Anne Célestin')).getByText('Modifié')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Annuler le changement de statut de Anne Célestin' }))

    expect(await screen.findByText('Changement annulé')).toBeInTheDocument()
    expect(within(row('Anne Célestin')).getByText('Nouveau')).toBeInTheDocument()
    expect(within(row('Anne Célestin')).queryByText('Modifié')).not.toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([])
  })

  it('sends the change once « Annuler » has passed, and the card stays though the filter no longer matches', async () => {
    undoDelay.ms = 300
    const requests = recordAdminRequests()
    const { user } = await openMembers('?statut=nouveau')
    await moveTo(user, 'Anne Célestin', 'Contacté')
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([])

    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1))
    // The list is asked again after the change: Anne is no longer « Nouveau » on the server.
    await waitFor(() => expect(memberGets(requests).length).toBeGreaterThan(1))
    await waitFor(() => expect(within(row('Anne Célestin')).getByText('Contacté')).toBeInTheDocument())
    expect(screen.queryByText('Aucune inscription ne correspond à ces critères.')).not.toBeInTheDocument()
  })

  it('goes on showing a change sent by another filter while the new list is read', async () => {
    undoDelay.ms = 60_000
    const requests = recordAdminRequests()
    const { user } = await openMembers('?statut=nouveau')
    await moveTo(user, 'Anne Célestin', 'Contacté')
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([])

    // Another filter sends the change at once; the list on screen is the previous one meanwhile.
    const held = holdGets('*/api/admin/members')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Tous')
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue(''))
    expect(within(row('Anne Célestin')).getByText('Contacté')).toBeInTheDocument()
    expect(within(row('Anne Célestin')).getByText('Modifié')).toBeInTheDocument()
    // Sent: « Annuler » is no longer offered, and the notification says why.
    expect(await screen.findByText('Enregistré : il ne peut plus être annulé.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Annuler le changement de statut de Anne Célestin' })).toBeNull()

    held.release()
    await waitFor(() => expect(memberGets(requests).some((r) => !r.url.searchParams.has('status'))).toBe(true))
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2))
    expect(within(row('Anne Célestin')).getByText('Contacté')).toBeInTheDocument()
  })

  it('sends a first change when a second is made, and goes on showing the second', async () => {
    undoDelay.ms = 60_000
    const requests = recordAdminRequests()
    const { user } = await openMembers()
    await moveTo(user, 'Anne Célestin', 'Contacté')
    await moveTo(user, 'Anne Célestin', 'Accueilli')

    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1))
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'contacte' })
    // The first change's answer comes: the card still shows the one waiting for « Annuler ».
    await waitFor(() => expect(memberGets(requests).length).toBeGreaterThan(1))
    expect(within(row('Anne Célestin')).getByText('Accueilli')).toBeInTheDocument()
  })

  it('offers « Annuler » for the second change of a card, and takes back that one', async () => {
    undoDelay.ms = 60_000
    const requests = recordAdminRequests()
    const { user } = await openMembers()
    await moveTo(user, 'Anne Célestin', 'Contacté')
    await moveTo(user, 'Anne Célestin', 'Accueilli')
    expect(await screen.findByText('Statut de Anne Célestin : « Accueilli »')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Annuler le changement de statut de Anne Célestin' }))
    expect(await screen.findByText('Anne Célestin reste « Contacté ».')).toBeInTheDocument()
    await waitFor(() => expect(within(row('Anne Célestin')).getByText('Contacté')).toBeInTheDocument())
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ status: 'contacte' }])
  })

  it('offers « Appeler », « WhatsApp » and « E-mail » on each card', async () => {
    await openMembers()
    const anne = within(row('Moïse Lafleur'))
    expect(anne.getByRole('link', { name: 'Appeler Moïse Lafleur' })).toHaveAttribute('href', 'tel:+18095551247')
    expect(anne.getByRole('link', { name: 'WhatsApp avec Moïse Lafleur' })).toBeInTheDocument()
    expect(anne.getByRole('link', { name: 'E-mail à Moïse Lafleur' })).toHaveAttribute(
      'href',
      'mailto:moise.lafleur@example.org',
    )
  })

  it('offers only the moves the workflow allows', async () => {
    const { user } = await openMembers()
    await user.click(screen.getByRole('button', { name: 'Changer le statut de Anne Célestin' }))
    let items = await screen.findAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Contacté', 'Archivé'])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Changer le statut de Isaac Pierre-Louis' }))
    items = await screen.findAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Archivé'])
  })

  it('shows the change at once, and puts it back with a notification when refused', async () => {
    let answer = () => {}
    const refused = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.patch('*/api/admin/members/:id', async () => {
        await refused
        return HttpResponse.json({ message: 'Changement de statut impossible : Nouveau → Contacté.' }, { status: 400 })
      }),
    )
    const { user } = await openMembers()
    await moveTo(user, 'Anne Célestin', 'Contacté')
    expect(await within(row('Anne Célestin')).findByText('Contacté')).toBeInTheDocument()

    answer()
    expect(await screen.findByText('Changement de statut impossible : Nouveau → Contacté.')).toBeInTheDocument()
    expect(screen.getByText('Statut de Anne Célestin non modifié')).toBeInTheDocument()
    await waitFor(() => expect(within(row('Anne Célestin')).getByText('Nouveau')).toBeInTheDocument())
  })

  it('sends the search 300 ms after typing, not on every key', async () => {
    const requests = recordAdminRequests()
    await openMembers()
    // Someone typing quickly: 60 ms between keys, well under the 300 ms wait.
    const user = userEvent.setup({ delay: 60 })
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher' })
    const typed: { value: string; at: number }[] = []
    box.addEventListener('input', () => typed.push({ value: box.value, at: performance.now() }))
    await user.type(box, 'joseph')

    // The whole word is searched in the end (a prefix searched meanwhile may show the same rows).
    await waitFor(() => expect(memberGets(requests).at(-1)?.url.searchParams.get('q')).toBe('joseph'))
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3))
    const searches = memberGets(requests)
      .map((r) => r.url.searchParams.get('q'))
      .filter(Boolean)
    expect(searches.at(-1)).toBe('joseph')
    // A search before the last only where the typing paused for the wait: on a loaded machine a
    // key can take longer than 300 ms to reach the box (on an idle one, 'joseph' alone is sent).
    for (const search of searches.slice(0, -1)) {
      const index = typed.findIndex((entry) => entry.value === search)
      const pause = (typed[index + 1]?.at ?? Number.POSITIVE_INFINITY) - (typed[index]?.at ?? 0)
      expect(
        pause,
        `« ${search} » was sent, though the next key came ${Math.round(pause)} ms after it`,
      ).toBeGreaterThanOrEqual(290)
    }
  })

  it('filters by status and duplicates, and keeps the filters in the search', async () => {
    const requests = recordAdminRequests()
    const { user, place } = await openMembers()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Nouveau')
    await waitFor(() =>
      expect(place()).toEqual({
        pathname: '/admin-dashboard/membres',
        search: { rubrique: 'inscriptions', statut: 'nouveau' },
      }),
    )
    await waitFor(() => expect(memberGets(requests).at(-1)?.url.searchParams.get('status')).toBe('nouveau'))

    await user.click(screen.getByRole('checkbox', { name: 'Doublons possibles' }))
    await waitFor(() =>
      expect(place()).toEqual({
        pathname: '/admin-dashboard/membres',
        search: { rubrique: 'inscriptions', statut: 'nouveau', doublons: true },
      }),
    )
    await waitFor(() => expect(memberGets(requests).at(-1)?.url.searchParams.get('duplicates')).toBe('1'))
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
  })

  it('exports the CSV with the filters on screen', async () => {
    const { user } = await openMembers('?statut=nouveau&doublons=true')
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'Marie')
    const link = screen.getByRole('link', { name: 'CSV standard' })
    await waitFor(() =>
      expect(link.getAttribute('href')).toMatch(/\/api\/admin\/members\.csv\?q=Marie&status=nouveau&duplicates=1$/),
    )
    expect(link).toHaveAttribute('download')
    const excel = screen.getByRole('link', { name: 'Tableur (Excel)' })
    expect(excel.getAttribute('href')).toMatch(
      /\/api\/admin\/members\.csv\?q=Marie&status=nouveau&duplicates=1&separateur=point-virgule$/,
    )
  })

  it('shows every field of the registration and the follow-up trail in "Détails"', async () => {
    const { user } = await openMembers()
    await user.click(screen.getByRole('button', { name: 'Détails de Moïse Lafleur' }))
    const dialog = await screen.findByRole('dialog', { name: /^Moïse Lafleur — inscription n°\s21$/ })
    expect(
      within(dialog).getByText(/^Contacté par Pasteur le \d{1,2}(er)? \S+ \d{4} à \d{2}:\d{2}$/),
    ).toBeInTheDocument()
    for (const [label] of MEMBER_FIELDS) expect(within(dialog).getByText(label)).toBeInTheDocument()
    expect(within(dialog).getByText('moise.lafleur@example.org')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'WhatsApp avec Moïse Lafleur' })).toHaveAttribute(
      'href',
      'https://wa.me/18095551247',
    )
    expect(within(dialog).getByRole('link', { name: 'Appeler Moïse Lafleur' })).toHaveAttribute(
      'href',
      'tel:+18095551247',
    )
    expect(within(dialog).queryByRole('button', { name: /Fusionner/ })).not.toBeInTheDocument()
  })

  it('merges a duplicate into the earlier registration', async () => {
    const requests = recordAdminRequests()
    const { user } = await openMembers()
    await user.click(screen.getByRole('button', { name: 'Détails de Marie Joseph' }))
    const dialog = await screen.findByRole('dialog', { name: /^Marie Joseph — inscription n°\s24$/ })
    await user.click(within(dialog).getByRole('button', { name: /^Fusionner avec l'inscription n°\s2$/ }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const merge = requests.find((r) => r.method === 'POST')!
    expect(merge.url.pathname).toBe('/api/admin/members/24/merge')
    expect(merge.body).toEqual({ intoId: 2 })
    expect(await screen.findByText('Inscription fusionnée avec l’inscription n° 2.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Doublon possible')).not.toBeInTheDocument())
  })

  it('forgets the duplicate flag on "Ce n\'est pas un doublon"', async () => {
    const { user } = await openMembers()
    await user.click(screen.getByRole('button', { name: 'Détails de Marie Joseph' }))
    const dialog = await screen.findByRole('dialog', { name: /Marie Joseph/ })
    await user.click(within(dialog).getByRole('button', { name: "Ce n'est pas un doublon" }))
    await waitFor(() => expect(within(row('Marie Joseph')).queryByText('Doublon possible')).not.toBeInTheDocument())
    expect(within(dialog).queryByRole('button', { name: /Fusionner/ })).not.toBeInTheDocument()
  })

  it('shows a French error with "Réessayer", which loads again', async () => {
    const user = userEvent.setup({ delay: null })
    const recover = failGets('*/api/admin/members')
    renderDashboard('/admin-dashboard/membres?rubrique=inscriptions')
    expect(await screen.findByText('Impossible de charger les membres', {}, { timeout: 5000 })).toBeInTheDocument()
    recover()
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await waitFor(() => row('Marie Joseph'))).toBeInTheDocument()
  })

  describe('the status change inside « Détails »', () => {
    const openAnne = async () => {
      const opened = await openMembers()
      await opened.user.click(screen.getByRole('button', { name: 'Détails de Anne Célestin' }))
      const dialog = await screen.findByRole('dialog', { name: /^Anne Célestin — inscription n°\s20$/ })
      return { ...opened, dialog }
    }

    it('offers only the allowed moves, sends the note, and shows the change in the trail and the list', async () => {
      const requests = recordAdminRequests()
      const { user, dialog } = await openAnne()
      const select = within(dialog).getByRole('combobox', { name: 'Nouveau statut' })
      expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Contacté', 'Archivé'])
      const note = within(dialog).getByRole('textbox', { name: 'Note (facultative)' })
      await user.type(note, 'Rappelée, viendra dimanche.')
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le statut' }))

      await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')).toBeDefined())
      const patch = requests.find((r) => r.method === 'PATCH')!
      expect(patch.url.pathname).toBe('/api/admin/members/20')
      expect(patch.body).toEqual({ status: 'contacte', note: 'Rappelée, viendra dimanche.' })
      expect(
        await within(dialog).findByText(/^Contacté par .+ le .+ à \d{2}:\d{2} — « Rappelée, viendra dimanche\. »$/),
      ).toBeInTheDocument()
      expect(within(row('Anne Célestin')).getByText('Contacté')).toBeInTheDocument()
      // Cleared for the next step, which offers the moves from « Contacté ».
      expect(note).toHaveValue('')
      expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Accueilli', 'Archivé'])
    })

    it('puts the status back on a refusal, with the French reason, and keeps the note', async () => {
      server.use(
        http.patch('*/api/admin/members/:id', () =>
          HttpResponse.json({ message: 'Changement de statut impossible : Nouveau → Archivé.' }, { status: 400 }),
        ),
      )
      const { user, dialog } = await openAnne()
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nouveau statut' }), 'Archivé')
      await user.type(within(dialog).getByRole('textbox', { name: 'Note (facultative)' }), 'Parti à Saint-Domingue.')
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le statut' }))

      const alert = await within(dialog).findByRole('alert')
      expect(alert).toHaveTextContent('Statut non modifié')
      expect(alert).toHaveTextContent('Changement de statut impossible : Nouveau → Archivé.')
      expect(within(dialog).getByRole('textbox', { name: 'Note (facultative)' })).toHaveValue('Parti à Saint-Domingue.')
      expect(within(dialog).getByRole('combobox', { name: 'Nouveau statut' })).toHaveValue('archive')
      await waitFor(() => expect(within(row('Anne Célestin')).getByText('Nouveau')).toBeInTheDocument())
      expect(within(dialog).getByText('Pas encore de suivi.')).toBeInTheDocument()
    })

    it('shows the change being sent, the fields locked, until the server answers', async () => {
      let answer: () => void = () => {}
      const answered = new Promise<void>((resolve) => {
        answer = resolve
      })
      server.use(
        http.patch('*/api/admin/members/:id', async () => {
          await answered
          return HttpResponse.json(
            { message: 'Changement de statut impossible : Nouveau → Contacté.' },
            { status: 400 },
          )
        }),
      )
      const { user, dialog } = await openAnne()
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le statut' }))
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Enregistrer le statut' })).toBeDisabled())
      expect(within(dialog).getByRole('button', { name: 'Enregistrer le statut' })).toHaveAttribute('data-loading')
      expect(within(dialog).getByRole('combobox', { name: 'Nouveau statut' })).toBeDisabled()
      expect(within(dialog).getByRole('textbox', { name: 'Note (facultative)' })).toBeDisabled()
      answer()
      await within(dialog).findByRole('alert')
      expect(within(dialog).getByRole('button', { name: 'Enregistrer le statut' })).toBeEnabled()
    })
  })

  it('narrows the export to « Du » / « Au », and offers no file when « Au » comes first', async () => {
    const { user } = await openMembers()
    const exporting = screen.getByRole('group', { name: 'Exporter la liste' })
    await user.type(within(exporting).getByLabelText('Du'), '2026-11-01')
    await user.type(within(exporting).getByLabelText('Au'), '2026-11-30')
    expect(within(exporting).getByRole('link', { name: 'Tableur (Excel)' }).getAttribute('href')).toMatch(
      /\/api\/admin\/members\.csv\?(.+&)?from=2026-11-01&to=2026-11-30&separateur=point-virgule$/,
    )
    expect(within(exporting).getByRole('link', { name: 'CSV standard' }).getAttribute('href')).toMatch(
      /from=2026-11-01&to=2026-11-30$/,
    )
    await user.clear(within(exporting).getByLabelText('Au'))
    await user.type(within(exporting).getByLabelText('Au'), '2026-10-01')
    expect(within(exporting).getByText('La date « Au » est avant la date « Du ».')).toBeInTheDocument()
    expect(within(exporting).queryByRole('link')).not.toBeInTheDocument()
    expect(within(exporting).getByRole('button', { name: 'CSV standard' })).toBeDisabled()
  })
})
