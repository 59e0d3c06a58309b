import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { renderDashboard, signInMock } from '../../test-utils.tsx'
import { undoDelay } from '../../kit/use-undoable-status.tsx'
import { holdRequests, refuse, samplePeople, servePeople, type Sent } from '../test-utils.tsx'

beforeEach(() => {
  signInMock()
  undoDelay.ms = 20
})
afterEach(() => {
  cleanNotifications()
  vi.restoreAllMocks()
})

const posts = (sent: Sent[], path: string) =>
  sent.filter((r) => r.method === 'POST' && r.url.pathname === `/api/admin/people/7/${path}`)

async function openMarie(people = samplePeople()) {
  const sent = servePeople(people)
  const user = userEvent.setup({ delay: null })
  const view = renderDashboard('/admin-dashboard/membres/7')
  // Waited for by its text first: a query by role, run again at each of the dashboard's renders
  // while it loads, costs more in jsdom than the rest of a test.
  await screen.findAllByText('Marie Joseph')
  await screen.findByRole('heading', { level: 2, name: 'Marie Joseph' })
  return { user, sent, people, ...view }
}

describe('a person’s page', () => {
  it('is under the « Membres » tab, with a way back to the list', async () => {
    const { user, place } = await openMarie()
    expect(screen.getByRole('tab', { name: 'Membres', selected: true })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Retour à la liste' }))
    await waitFor(() => expect(place().pathname).toBe('/admin-dashboard/membres'))
  })

  it('calls with a tel: link, and opens WhatsApp with the template in her language, recorded', async () => {
    const { user, sent } = await openMarie()
    expect(screen.getByRole('link', { name: 'Appeler Marie Joseph' })).toHaveAttribute('href', 'tel:+18095550142')

    await user.click(screen.getByRole('button', { name: 'WhatsApp avec Marie Joseph' }))
    const welcome = await screen.findByRole('menuitem', { name: 'Bienvenue' })
    // Créole, her first language; her first name in place of {prénom}.
    const text = 'Bonjou Marie, mèsi paske ou te vini ! N ap tann ou dimanch ?'
    expect(welcome).toHaveAttribute('href', `https://wa.me/18095550142?text=${encodeURIComponent(text)}`)
    expect(welcome).toHaveAttribute('target', '_blank')
    // No Créole text: the French one.
    expect(screen.getByRole('menuitem', { name: 'Joyeux anniversaire' })).toHaveAttribute(
      'href',
      `https://wa.me/18095550142?text=${encodeURIComponent('Joyeux anniversaire Marie !')}`,
    )
    await user.click(welcome)

    await waitFor(() => expect(posts(sent, 'contacts')).toHaveLength(1))
    expect(posts(sent, 'contacts')[0]?.body).toEqual({
      channel: 'whatsapp',
      outcome: 'message_laisse',
      callBackOn: '',
      note: `« Bienvenue » : ${text}`,
    })
  })

  it('lists her ministries, leaders marked, each a link to its members', async () => {
    const people = samplePeople()
    const marie = people.find((person) => person.id === 7)!
    marie.ministries = [
      { id: 4, name: 'Ministère des jeunes', leader: true },
      { id: 2, name: 'Chorale', leader: false },
    ]
    await openMarie(people)
    const card = screen.getByRole('region', { name: 'Ministères' })
    const items = within(card).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Ministère des jeunesResponsable', 'Chorale'])
    expect(within(card).getByRole('link', { name: 'Ministère des jeunes' })).toHaveAttribute(
      'href',
      '/admin-dashboard/membres?ministere=4&statut=tous',
    )
  })

  it('says when she is in no ministry yet', async () => {
    await openMarie()
    expect(
      within(screen.getByRole('region', { name: 'Ministères' })).getByText(/Dans aucun ministère/),
    ).toBeInTheDocument()
  })

  it('shows the household with the others as links, the consents and the timeline, confidential notes marked', async () => {
    await openMarie()
    const household = screen.getByRole('region', { name: 'Foyer' })
    expect(within(household).getByText('Famille Joseph')).toBeInTheDocument()
    expect(within(household).getByRole('link', { name: 'Rose Joseph' })).toHaveAttribute(
      'href',
      '/admin-dashboard/membres/9',
    )
    expect(within(household).queryByRole('link', { name: 'Marie Joseph' })).not.toBeInTheDocument()

    const consents = screen.getByRole('region', { name: 'Accords de contact' })
    expect(within(consents).getByText(/WhatsApp/).parentElement).toHaveTextContent(/WhatsApp : accepté/)
    expect(within(consents).getAllByText(/formulaire d’inscription/)).toHaveLength(2)

    const timeline = screen.getByRole('list', { name: 'Historique' })
    const entries = within(timeline).getAllByRole('listitem')
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Note pastorale',
      'Appel : joint',
      'Inscription comme membre',
    ])
    expect(within(entries[0]!).getByText('Confidentiel')).toBeInTheDocument()
    expect(entries[0]).toHaveTextContent('Prier pour sa mère.')
    expect(entries[0]).toHaveTextContent(/Pasteur/)
    expect(within(entries[1]!).queryByText('Confidentiel')).not.toBeInTheDocument()
  })

  it('changes the status and the follow-up step right there, sent after « Annuler » has passed', async () => {
    const { user, sent } = await openMarie()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Étape de suivi' }), 'Contacté')
    // Shown for the undo delay only (20 ms here): found once is enough, it may be gone a moment later.
    await screen.findByText('Suivi de Marie Joseph : « Contacté »')
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1))
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ followUpStep: 'contacte' })
    expect(screen.getByRole('combobox', { name: 'Étape de suivi' })).toHaveValue('contacte')
  })

  it('« Annuler » takes a status change back before it is sent', async () => {
    undoDelay.ms = 60_000
    const { user, sent } = await openMarie()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Inactif')
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('inactif')
    await user.click(await screen.findByRole('button', { name: 'Annuler le changement de statut de Marie Joseph' }))
    expect(await screen.findByText('Changement annulé')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('membre')
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([])
  })

  it('says so when the person no longer exists', async () => {
    servePeople([])
    renderDashboard('/admin-dashboard/membres/7')
    expect(await screen.findByText('Fiche introuvable')).toBeInTheDocument()
  })
})

describe('« J’ai appelé / écrit »', () => {
  const openForm = async () => {
    const view = await openMarie()
    await view.user.click(screen.getByRole('button', { name: 'J’ai appelé / écrit' }))
    const dialog = await screen.findByRole('dialog', { name: 'J’ai appelé / écrit à Marie Joseph' })
    return { ...view, dialog }
  }

  it('records a call to return on a date, with a note', async () => {
    const { user, sent, dialog } = await openForm()
    await user.click(within(dialog).getByRole('radio', { name: 'Rappeler le …' }))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Indiquez quand rappeler.')).toBeInTheDocument()
    expect(posts(sent, 'contacts')).toEqual([])

    await user.type(within(dialog).getByLabelText(/^Rappeler le/, { selector: 'input[type="date"]' }), '2031-01-15')
    await user.type(within(dialog).getByLabelText('Note'), 'Occupée, rappeler samedi.')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Contact enregistré dans l’historique.')).toBeInTheDocument()
    expect(posts(sent, 'contacts')[0]?.body).toEqual({
      channel: 'phone',
      outcome: 'rappeler',
      callBackOn: '2031-01-15',
      note: 'Occupée, rappeler samedi.',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // Opened again: empty.
    await user.click(screen.getByRole('button', { name: 'J’ai appelé / écrit' }))
    const again = await screen.findByRole('dialog', { name: 'J’ai appelé / écrit à Marie Joseph' })
    expect(within(again).getByLabelText('Note')).toHaveValue('')
    expect(within(again).getByRole('radio', { name: 'Joint' })).toBeChecked()
  })

  it('keeps what was typed and shows the server’s message when refused', async () => {
    const { user, dialog } = await openForm()
    refuse('post', '*/api/admin/people/7/contacts', 'Le résultat de l’appel est invalide.')
    await user.click(within(dialog).getByRole('radio', { name: 'Pas de réponse' }))
    await user.type(within(dialog).getByLabelText('Note'), 'Sonne dans le vide.')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Le résultat de l’appel est invalide.')).toBeInTheDocument()
    expect(screen.getByText('Contact non enregistré')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Sonne dans le vide.')
    expect(within(dialog).getByRole('radio', { name: 'Pas de réponse' })).toBeChecked()
  })

  it('shows it is sending', async () => {
    const { user, dialog } = await openForm()
    const held = holdRequests('post', '*/api/admin/people/7/contacts')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('data-loading'),
    )
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled()
    held.release()
    expect(await screen.findByText('Contact enregistré dans l’historique.')).toBeInTheDocument()
  })
})

describe('a note', () => {
  it('adds a confidential pastoral note, then empties the form', async () => {
    const { user, sent } = await openMarie()
    const form = screen.getByRole('form', { name: 'Ajouter une note' })
    await user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'Deuil dans la famille.')
    await user.click(within(form).getByRole('checkbox', { name: /Note pastorale confidentielle/ }))
    await user.click(within(form).getByRole('button', { name: 'Ajouter la note' }))

    expect(await screen.findByText('Note confidentielle ajoutée.')).toBeInTheDocument()
    expect(posts(sent, 'notes')[0]?.body).toEqual({ text: 'Deuil dans la famille.', confidential: true })
    expect(within(form).getByRole('textbox', { name: /^Note/ })).toHaveValue('')
    expect(within(form).getByRole('checkbox', { name: /Note pastorale confidentielle/ })).not.toBeChecked()
  })

  it('says an empty note is empty, and keeps a refused one', async () => {
    const { user } = await openMarie()
    const form = screen.getByRole('form', { name: 'Ajouter une note' })
    await user.click(within(form).getByRole('button', { name: 'Ajouter la note' }))
    expect(await within(form).findByText('La note est vide.')).toBeInTheDocument()

    refuse('post', '*/api/admin/people/7/notes', 'Certains champs sont invalides.', { text: ['Note trop longue.'] })
    await user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'Une note.')
    await user.click(within(form).getByRole('button', { name: 'Ajouter la note' }))
    expect(await within(form).findByText('Note trop longue.')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /^Note/ })).toHaveValue('Une note.')
  })

  it('shows it is sending', async () => {
    const { user } = await openMarie()
    const held = holdRequests('post', '*/api/admin/people/7/notes')
    const form = screen.getByRole('form', { name: 'Ajouter une note' })
    await user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'Une note.')
    await user.click(within(form).getByRole('button', { name: 'Ajouter la note' }))
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Ajouter la note' })).toHaveAttribute('data-loading'),
    )
    held.release()
    expect(await screen.findByText('Note ajoutée.')).toBeInTheDocument()
  })
})

describe('an e-mail written on the page', () => {
  const openForm = async () => {
    const view = await openMarie()
    await view.user.click(screen.getByRole('button', { name: 'Écrire un e-mail à Marie Joseph' }))
    const dialog = await screen.findByRole('dialog', { name: 'Écrire à Marie Joseph' })
    return { ...view, dialog }
  }

  it('is sent through the outbox', async () => {
    const { user, sent, dialog } = await openForm()
    await user.type(within(dialog).getByLabelText(/^Objet/), 'Dimanche')
    await user.type(within(dialog).getByLabelText(/^Message/), 'Nous serons heureux de vous revoir.')
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }))
    expect(
      await screen.findByText('E-mail envoyé à marie.joseph@example.org. Il figure dans l’historique.'),
    ).toBeInTheDocument()
    expect(posts(sent, 'emails')[0]?.body).toEqual({ subject: 'Dimanche', body: 'Nous serons heureux de vous revoir.' })
  })

  it('keeps the text when refused, with the server’s French message', async () => {
    const { user, dialog } = await openForm()
    refuse('post', '*/api/admin/people/7/emails', 'Cette personne n’a pas d’adresse e-mail.')
    await user.type(within(dialog).getByLabelText(/^Objet/), 'Dimanche')
    await user.type(within(dialog).getByLabelText(/^Message/), 'Bonjour.')
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }))
    expect(await screen.findByText('Cette personne n’a pas d’adresse e-mail.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue('Bonjour.')
  })

  it('shows it is sending', async () => {
    const { user, dialog } = await openForm()
    const held = holdRequests('post', '*/api/admin/people/7/emails')
    await user.type(within(dialog).getByLabelText(/^Objet/), 'Dimanche')
    await user.type(within(dialog).getByLabelText(/^Message/), 'Bonjour.')
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toHaveAttribute('data-loading'))
    held.release()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('the details form', () => {
  const openForm = async () => {
    const view = await openMarie()
    await view.user.click(screen.getByRole('button', { name: 'Modifier les coordonnées' }))
    const dialog = await screen.findByRole('dialog', { name: 'Coordonnées de Marie Joseph' })
    return { ...view, dialog }
  }

  it('saves every field, and only the consents that changed', async () => {
    const { user, sent, dialog } = await openForm()
    expect(within(dialog).getByRole('textbox', { name: 'Téléphone' })).toHaveValue('(809) 555-0142')
    await user.clear(within(dialog).getByLabelText('Ville'))
    await user.type(within(dialog).getByLabelText('Ville'), 'Puerto Plata')
    await user.selectOptions(within(dialog).getByLabelText(/^Langue préférée/), 'Espagnol')
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByText('Coordonnées de Marie Joseph enregistrées.')).toBeInTheDocument()
    const patch = sent.find((r) => r.method === 'PATCH')?.body as Record<string, unknown>
    expect(patch).toMatchObject({
      firstName: 'Marie',
      city: 'Puerto Plata',
      phone: '(809) 555-0142',
      languages: ['es', 'ht', 'fr'],
      consents: { email: true },
    })
  })

  it('puts the server’s messages on the fields and keeps what was typed', async () => {
    const { user, dialog } = await openForm()
    refuse('patch', '*/api/admin/people/7', 'Certains champs sont invalides.', {
      phone: ['Ce numéro est déjà celui de Jean Pierre.'],
    })
    await user.clear(within(dialog).getByRole('textbox', { name: 'Téléphone' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Téléphone' }), '829 555 0199')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Ce numéro est déjà celui de Jean Pierre.')).toBeInTheDocument()
    expect(screen.getByText('Coordonnées non enregistrées')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Téléphone' })).toHaveValue('829 555 0199')
  })

  it('checks the fields as the server does, and shows it is sending', async () => {
    const { user, sent, dialog } = await openForm()
    await user.clear(within(dialog).getByLabelText(/^Prénom/))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Le prénom est obligatoire.')).toBeInTheDocument()
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([])

    const held = holdRequests('patch', '*/api/admin/people/7')
    await user.type(within(dialog).getByLabelText(/^Prénom/), 'Marie')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('data-loading'),
    )
    held.release()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('the household', () => {
  it('links to its people in the list, and lets her leave it', async () => {
    const { user, sent } = await openMarie()
    const household = screen.getByRole('region', { name: 'Foyer' })
    expect(within(household).getByRole('link', { name: 'Le foyer dans la liste' })).toHaveAttribute(
      'href',
      '/admin-dashboard/membres?statut=tous&foyer=3',
    )
    await user.click(within(household).getByRole('button', { name: 'Quitter le foyer' }))
    expect(await screen.findByText('Marie Joseph ne fait plus partie du foyer.')).toBeInTheDocument()
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ householdId: null, householdRole: '' })
  })

  it('creates a household for someone without one, with her place in it', async () => {
    const sent = servePeople()
    const user = userEvent.setup({ delay: null })
    renderDashboard('/admin-dashboard/membres/8')
    await screen.findByRole('heading', { level: 2, name: 'Jean Pierre' })
    await user.click(screen.getByRole('button', { name: 'Rejoindre ou créer un foyer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Foyer' })
    await user.click(within(dialog).getByRole('radio', { name: 'Nouveau foyer' }))
    expect(within(dialog).getByRole('textbox', { name: /^Nom du foyer/ })).toHaveValue('Famille Pierre')
    await user.type(within(dialog).getByRole('textbox', { name: 'Ville' }), 'Santiago')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Place de Jean dans le foyer' }),
      'Conjoint(e)',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Créer le foyer' }))

    expect(await screen.findByText('Jean Pierre fait partie du foyer « Famille Pierre ».')).toBeInTheDocument()
    expect(sent.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/households')?.body).toEqual({
      name: 'Famille Pierre',
      address: '',
      city: 'Santiago',
    })
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ householdId: 12, householdRole: 'conjoint' })
  })

  it('joins one found by its name', async () => {
    const sent = servePeople()
    const user = userEvent.setup({ delay: null })
    renderDashboard('/admin-dashboard/membres/8')
    await user.click(await screen.findByRole('button', { name: 'Rejoindre ou créer un foyer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Foyer' })
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Nom du foyer' }))
    await user.type(within(dialog).getByRole('searchbox', { name: 'Nom du foyer' }), 'joseph')
    await user.click(await within(dialog).findByRole('radio', { name: /^Famille Joseph/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Rejoindre ce foyer' }))
    expect(await screen.findByText('Jean Pierre fait partie du foyer « Famille Joseph ».')).toBeInTheDocument()
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ householdId: 3, householdRole: 'autre' })
  })
})

describe('the person’s rights', () => {
  it('leaves the erasure to the administrators', async () => {
    signInMock('secretariat')
    await openMarie()
    expect(screen.getByRole('link', { name: 'Exporter ses données' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Effacer cette personne' })).not.toBeInTheDocument()
    expect(screen.getByText(/un administrateur s’en charge/)).toBeInTheDocument()
  })

  it('downloads everything stored about her', async () => {
    await openMarie()
    const link = screen.getByRole('link', { name: 'Exporter ses données' })
    expect(link.getAttribute('href')).toMatch(/\/api\/admin\/people\/7\/export$/)
    expect(link).toHaveAttribute('download')
  })

  it('makes an update link to copy or send by WhatsApp', async () => {
    const { user, sent } = await openMarie()
    await user.click(screen.getByRole('button', { name: 'Envoyer un lien de mise à jour' }))
    const dialog = await screen.findByRole('dialog', { name: 'Lien de mise à jour' })
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }))
    const url = 'https://eglise.example.org/mise-a-jour#jeton=abc123'
    expect(await within(dialog).findByRole('textbox', { name: 'Lien à transmettre' })).toHaveValue(url)
    expect(posts(sent, 'update-link')).toHaveLength(1)
    expect(within(dialog).getByRole('link', { name: 'Envoyer par WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/18095550142?text=${encodeURIComponent(
        `Bonjour Marie, voici le lien pour vérifier vos coordonnées auprès de l’église : ${url}`,
      )}`,
    )
  })

  it('merges another record found by search', async () => {
    const { user, sent } = await openMarie()
    await user.click(screen.getByRole('button', { name: 'Fusionner avec…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Fusionner une autre fiche avec Marie Joseph' })
    await user.type(within(dialog).getByRole('searchbox', { name: 'Rechercher l’autre fiche' }), 'Joseph')
    await user.click(await within(dialog).findByRole('radio', { name: /^Rose Joseph/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Fusionner Rose Joseph ici' }))
    expect(await screen.findByText('Rose Joseph a été fusionné(e) avec Marie Joseph.')).toBeInTheDocument()
    expect(posts(sent, 'merge')[0]?.body).toEqual({ otherId: 9 })
    const searches = sent.filter((r) => r.method === 'GET' && r.url.searchParams.get('q') === 'Joseph')
    expect(searches[0]?.url.searchParams.has('status')).toBe(false)
  })

  it('offers « Annuler la fusion » the day of a merge', async () => {
    const people = samplePeople()
    people[0]!.timeline.unshift({
      kind: 'merge',
      at: new Date().toISOString(),
      by: 'Secrétariat',
      title: 'Fusion avec Rose Joseph',
      text: '',
      confidential: false,
      ref: null,
    })
    const { user, sent } = await openMarie(people)
    await user.click(screen.getByRole('button', { name: 'Annuler la fusion' }))
    expect(await screen.findByText('Fusion annulée : les deux fiches sont séparées.')).toBeInTheDocument()
    expect(sent.some((r) => r.method === 'POST' && r.url.pathname === '/api/admin/people/7/merge/undo')).toBe(true)
  })

  it('erases her only once her name is typed, then goes back to the list', async () => {
    const { user, sent, place } = await openMarie()
    await user.click(screen.getByRole('button', { name: 'Effacer cette personne' }))
    const dialog = await screen.findByRole('dialog', { name: 'Effacer Marie Joseph ?' })
    expect(dialog).toHaveTextContent('irréversible')
    const erase = within(dialog).getByRole('button', { name: 'Effacer définitivement' })
    expect(erase).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Pour confirmer, tapez « Marie Joseph »'), 'marie joseph')
    expect(erase).toBeEnabled()
    await user.click(erase)

    expect(await screen.findByText('Marie Joseph a été effacé(e).')).toBeInTheDocument()
    expect(sent.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/admin/people/7')).toBe(true)
    await waitFor(() => expect(place()).toEqual({ pathname: '/admin-dashboard/membres', search: { statut: 'tous' } }))
  })
})
