import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { failGets, holdGets, recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'
import { undoDelay } from '../../kit/use-undoable-status.tsx'

beforeEach(() => {
  signInMock()
  // A status change waits for « Annuler » before it is sent: short here.
  undoDelay.ms = 20
})
afterEach(() => cleanNotifications())

const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) })
const open = async (rubrique: 'messages' | 'demandes' | 'newsletter' | 'alertes', first: string | RegExp) => {
  const user = userEvent.setup({ delay: null })
  const result = renderDashboard(`/admin-dashboard/messages?rubrique=${rubrique}`)
  await screen.findAllByText(first)
  return { user, ...result }
}

describe('MessagesTab — contact messages', () => {
  it('shows a busy placeholder, then the messages newest first', async () => {
    const held = holdGets('*/api/admin/messages')
    renderDashboard('/admin-dashboard/messages')
    const panel = await screen.findByRole('tabpanel', { name: 'Messages' })
    expect(within(panel).getByText('Chargement en cours…').closest('[aria-busy="true"]')).not.toBeNull()
    held.release()
    await screen.findByText('Nadège Pierre')
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      'Nadège Pierre',
      'Frantz <b>Hyppolite</b>',
      'Mireille Bastien',
      'Gérard Alcide',
    ])
  })

  it('offers to mark a message « Répondu » in one tap after « Répondre par e-mail »', async () => {
    const requests = recordAdminRequests()
    const { user } = await open('messages', 'Nadège Pierre')
    const nadege = within(card('Nadège Pierre'))
    expect(nadege.getByText('Nouveau')).toBeInTheDocument()
    expect(nadege.queryByRole('button', { name: /Répondu/ })).not.toBeInTheDocument()
    // The mail app opens outside the page: jsdom cannot follow a mailto: link.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await user.click(nadege.getByRole('link', { name: 'Répondre par e-mail à Nadège Pierre' }))
    await user.click(nadege.getByRole('button', { name: 'Marquer le message de Nadège Pierre « Répondu »' }))

    // Shown for the undo delay only (20 ms here): found once is enough, it may be gone a moment later.
    await screen.findByText('Statut de Nadège Pierre : « Répondu »')
    expect(nadege.getByText('Répondu')).toBeInTheDocument()
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'repondu' }))
    expect(nadege.getByRole('link', { name: 'Appeler Nadège Pierre' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    )
  })

  it('renders what people wrote as text, line breaks kept, never as HTML', async () => {
    await open('messages', 'Nadège Pierre')
    const frantz = screen.getByText(/Est-ce que l’église propose/)
    expect(frantz.textContent).toContain('\n<script>alert(1)</script>')
    expect(frantz).toHaveStyle({ whiteSpace: 'pre-wrap' })
    expect(document.querySelector('article script, article b')).toBeNull()
  })

  it('offers a reply by e-mail and, with a phone, WhatsApp', async () => {
    await open('messages', 'Nadège Pierre')
    const nadege = within(card('Nadège Pierre'))
    expect(nadege.getByRole('link', { name: 'Répondre par e-mail à Nadège Pierre' })).toHaveAttribute(
      'href',
      'mailto:nadege.pierre@example.org?subject=Re%3A%20Minist%C3%A8re',
    )
    expect(nadege.getByRole('link', { name: 'WhatsApp avec Nadège Pierre' })).toHaveAttribute(
      'href',
      'https://wa.me/18095550177',
    )
    expect(within(card('Gérard Alcide')).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
  })

  it('changes a status along the allowed moves and shows who did it', async () => {
    const requests = recordAdminRequests()
    const { user } = await open('messages', 'Nadège Pierre')
    await user.click(screen.getByRole('button', { name: 'Changer le statut de Mireille Bastien' }))
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Répondu'])
    await user.click(screen.getByRole('menuitem', { name: 'Répondu' }))

    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'repondu' }))
    expect(requests.find((r) => r.method === 'PATCH')?.url.pathname).toBe('/api/admin/messages/2')
    expect(
      await within(card('Mireille Bastien')).findByText(/^Répondu — par Pasteur Samuel Joseph le /),
    ).toBeInTheDocument()
  })

  it('filters by status, keeps it in the search and in the CSV link', async () => {
    const requests = recordAdminRequests()
    const { user, place } = await open('messages', 'Nadège Pierre')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Nouveau')
    await waitFor(() =>
      expect(place()).toEqual({
        pathname: '/admin-dashboard/messages',
        search: { rubrique: 'messages', statut: 'nouveau' },
      }),
    )
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(requests.at(-1)?.url.searchParams.get('status')).toBe('nouveau')
    expect(screen.getByRole('link', { name: 'CSV standard' }).getAttribute('href')).toMatch(
      /\/api\/admin\/messages\.csv\?status=nouveau$/,
    )
  })
})

describe('MessagesTab — FEPROBA / ISL requests', () => {
  it('shows each request with its programme and the fields of its form', async () => {
    await open('demandes', 'Ronald Estimé')
    const ronald = within(card('Ronald Estimé'))
    expect(ronald.getByText(/Candidature ISL : Certificat/)).toBeInTheDocument()
    expect(ronald.getByText('Aucune')).toBeInTheDocument()
    expect(ronald.getByRole('link', { name: 'WhatsApp avec Ronald Estimé' })).toHaveAttribute(
      'href',
      'https://wa.me/50935550101',
    )
    expect(within(card('Wilson Dieujuste')).getByText('17 ans')).toBeInTheDocument()
  })

  it('filters by type and programme, in the list and in the CSV link', async () => {
    const requests = recordAdminRequests()
    const { user } = await open('demandes', 'Ronald Estimé')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'FEPROBA')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Programme' }), 'Couture')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(card('Claudette Mérilus')).toBeInTheDocument()
    const last = requests.filter((r) => r.url.pathname.endsWith('/requests')).at(-1)!
    expect(Object.fromEntries(last.url.searchParams)).toMatchObject({
      type: 'feproba_registration',
      program: 'couture',
    })
    expect(screen.getByRole('link', { name: 'CSV standard' }).getAttribute('href')).toMatch(
      /\/api\/admin\/requests\.csv\?type=feproba_registration&program=couture$/,
    )
    // ISL programmes are not offered once FEPROBA is chosen.
    expect(
      within(screen.getByRole('combobox', { name: 'Programme' })).queryByRole('option', { name: 'Diplôme' }),
    ).toBeNull()
  })
})

describe('MessagesTab — the details window of a request or a message', () => {
  it('closes a request as « Traité » from its window, with a note, in the trail and on the card', async () => {
    const requests = recordAdminRequests()
    const { user } = await open('demandes', 'Ronald Estimé')
    await user.click(within(card('Ronald Estimé')).getByRole('button', { name: 'Détails de Ronald Estimé' }))
    const dialog = await screen.findByRole('dialog', { name: /^Ronald Estimé — demande n°\s4$/ })
    expect(within(dialog).getByText('Pas encore de suivi.')).toBeInTheDocument()
    expect(within(dialog).getByText('1re année')).toBeInTheDocument()
    const select = within(dialog).getByRole('combobox', { name: 'Nouveau statut' })
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Lu', 'Répondu', 'Traité'])
    await user.selectOptions(select, 'Traité')
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (facultative)' }), 'Inscrit pour la rentrée.')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le statut' }))

    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')).toBeDefined())
    const patch = requests.find((r) => r.method === 'PATCH')!
    expect(patch.url.pathname).toBe('/api/admin/requests/4')
    expect(patch.body).toEqual({ status: 'traite', note: 'Inscrit pour la rentrée.' })
    expect(await within(dialog).findByText(/^Traité par .+ — « Inscrit pour la rentrée\. »$/)).toBeInTheDocument()
    expect(within(card('Ronald Estimé')).getByText('Traité')).toBeInTheDocument()
    // Reopening is the one move left.
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Lu'])
  })

  it('filters the treated requests, and keeps « Traité » out of the messages', async () => {
    const requests = recordAdminRequests()
    const { user } = await open('demandes', 'Ronald Estimé')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Traité')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(
      within(card('Nadège Pierre-Louis')).getByText(/Traité — par Secrétaire le .+ — « Inscrite pour janvier\. »/),
    ).toBeInTheDocument()
    expect(
      requests
        .filter((r) => r.url.pathname.endsWith('/requests'))
        .at(-1)
        ?.url.searchParams.get('status'),
    ).toBe('traite')
    await user.click(screen.getByRole('radio', { name: 'Messages' }))
    await screen.findByText('Gérard Alcide')
    const messageStatus = screen.getByRole('combobox', { name: 'Statut' }) as HTMLSelectElement
    expect(messageStatus.value).toBe('')
    expect([...messageStatus.options].map((option) => option.text)).not.toContain('Traité')
  })

  it('changes a message from its window, and shows the French refusal there', async () => {
    const { user } = await open('messages', 'Gérard Alcide')
    await user.click(within(card('Mireille Bastien')).getByRole('button', { name: 'Détails de Mireille Bastien' }))
    const dialog = await screen.findByRole('dialog', { name: /^Mireille Bastien — message n°\s\d+$/ })
    server.use(
      http.patch('*/api/admin/messages/:id', () =>
        HttpResponse.json({ message: 'Changement de statut impossible : Lu → Répondu.' }, { status: 400 }),
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le statut' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Changement de statut impossible : Lu → Répondu.',
    )
    await waitFor(() => expect(within(card('Mireille Bastien')).getByText('Lu')).toBeInTheDocument())
  })
})

describe('MessagesTab — newsletter', () => {
  it('removes a subscriber only after confirmation', async () => {
    const requests = recordAdminRequests()
    const { user } = await open('newsletter', 'ebenezer.louis@example.org')
    await user.click(screen.getByRole('button', { name: 'Retirer kettly.joseph@example.org' }))
    const dialog = await screen.findByRole('dialog', { name: 'Retirer cet abonné ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Retirer kettly.joseph@example.org' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer' }))
    await waitFor(() => expect(screen.queryByRole('row', { name: /kettly\.joseph/ })).not.toBeInTheDocument())
    expect(requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe('/api/admin/newsletter/4')
    expect(screen.getByText('4 abonnés')).toBeInTheDocument()
  })
})

describe('MessagesTab — e-mail alerts', () => {
  it('lists the alerts and sends one again', async () => {
    const requests = recordAdminRequests()
    const { user } = await open('alertes', 'Nouvelle inscription : Marie Joseph')
    expect(screen.getByText('Dernière erreur : Connexion refusée par le serveur SMTP')).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /Réessayer l’envoi : Nouveau message : Gérard Alcide/ }),
    ).not.toBeInTheDocument()
    await user.click(
      screen.getByRole('button', { name: 'Réessayer l’envoi : Nouvelle demande FEPROBA : Claudette Mérilus' }),
    )
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.url.pathname).toBe('/api/admin/outbox/2/retry'),
    )
    expect(await screen.findByText('Nouvel essai d’envoi programmé.')).toBeInTheDocument()
  })

  it('shows a mail that will not be sent, with its reason and no « Réessayer »', async () => {
    const cancelled = {
      id: 9,
      to: 'ruth@example.org',
      subject: 'Votre accès au tableau de bord de l’église',
      body: 'Bonjour Ruth,\n\n[lien personnel, ajouté au message au moment de l’envoi]',
      createdAt: '2026-11-20T13:00:00.000Z',
      sentAt: null,
      attempts: 0,
      lastError: 'Non envoyé : le lien n’a plus d’objet (compte ou abonnement changé entre-temps).',
      nextAttemptAt: null,
    }
    server.use(http.get('*/api/admin/outbox', () => HttpResponse.json({ items: [cancelled], total: 1 })))
    await open('alertes', cancelled.subject)
    const article = screen.getByRole('article', { name: cancelled.subject })
    expect(within(article).getByText('Annulée')).toBeInTheDocument()
    expect(within(article).getByText('Ne sera pas envoyée.')).toBeInTheDocument()
    expect(within(article).getByText(`Raison : ${cancelled.lastError}`)).toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: /Réessayer/ })).not.toBeInTheDocument()
  })

  it('shows a French error with "Réessayer", which loads again', async () => {
    const recover = failGets('*/api/admin/outbox')
    const user = userEvent.setup({ delay: null })
    renderDashboard('/admin-dashboard/messages?rubrique=alertes')
    expect(
      await screen.findByText('Impossible de charger les alertes e-mail', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    recover()
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('heading', { name: 'Nouvelle inscription : Marie Joseph' })).toBeInTheDocument()
  })
})
