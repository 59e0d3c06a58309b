import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '#tests/setup/render.tsx'
import { breakPosts, failPosts, holdPosts, recordPosts } from '#mocks/testing.ts'
import { messages } from '#common/seed/church.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { networkBack, recordKeys, UUID } from '#tests/setup/idempotency-keys.ts'
import { http } from 'msw'
import { server } from '#mocks/node.ts'
import { memberStatsQueries, useMemberStats } from '../api.ts'
import { MembershipForm } from './membership-form.tsx'

const PATH = '*/api/members/register'

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie')
  await user.type(screen.getByRole('textbox', { name: 'Nom de famille' }), 'Joseph')
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marie@example.org')
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '809-555-0101')
  await user.type(screen.getByLabelText(/Date de naissance/), '1990-05-12')
  await user.type(screen.getByRole('textbox', { name: 'Adresse complète' }), 'Calle 1, Los Jardines')
  await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Santiago')
}

/** The memory router renders on the next tick: wait for the form. */
async function renderForm() {
  const result = render(<MembershipForm />)
  await screen.findByRole('button', { name: 'Envoyer mon inscription' })
  return result
}

const submit = () => screen.getByRole('button', { name: 'Envoyer mon inscription' })

// Fifteen fields typed in per test: room for a busy two-core CI machine.
describe('MembershipForm', { timeout: 15_000 }, () => {
  it('shows French errors inline and sends nothing while invalid', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    await renderForm()

    await user.click(submit())

    expect(await screen.findByText('Le prénom est obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Le nom de famille est obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Adresse e-mail obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Numéro de téléphone obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Date obligatoire.')).toBeInTheDocument()
    expect(screen.getByText("L'adresse est obligatoire.")).toBeInTheDocument()
    expect(screen.getByText('La ville est obligatoire.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveFocus()
    expect(posts).toHaveLength(0)
  })

  it('checks the fields on submit, not as the visitor moves on, then again as they are corrected', async () => {
    const user = userEvent.setup({ delay: null })
    await renderForm()
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await user.type(email, 'marie@')
    await user.tab()
    // An error appearing on blur would move the submit button from under the pointer.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Adresse e-mail invalide.')).not.toBeInTheDocument()

    await user.click(submit())
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument()
    await user.type(email, 'example.org')
    await waitFor(() => expect(screen.queryByText('Adresse e-mail invalide.')).not.toBeInTheDocument())
  })

  it('disables the button with its waiting label while sending', async () => {
    const user = userEvent.setup({ delay: null })
    const held = holdPosts(PATH)
    await renderForm()
    await fillRequired(user)

    await user.click(submit())

    const button = await screen.findByRole('button', { name: 'Inscription en cours...' })
    expect(button).toBeDisabled()
    held.release()
    expect(await screen.findByRole('button', { name: 'Envoyer mon inscription' })).toBeEnabled()
  })

  it('welcomes the new member, clears the fields and raises the shown totals', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    const { queryClient } = await renderForm()
    await fillRequired(user)
    await user.click(screen.getByRole('radio', { name: 'Oui' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ministère souhaité' }), 'Musique')

    await user.click(submit())

    const status = await screen.findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(messages.membershipSuccessTitle))
    expect(status).toHaveTextContent(messages.membershipSuccess)
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'Oui' })).not.toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Ministère souhaité' })).toHaveValue('')
    expect(posts).toEqual([
      expect.objectContaining({
        firstName: 'Marie',
        dateOfBirth: '1990-05-12',
        baptized: 'oui',
        ministry: 'musique',
        website: '',
      }),
    ])
    expect(queryClient.getQueryData(memberStatsQueries.detail().queryKey)).toMatchObject({
      totalMembers: 343,
      newThisMonth: 13,
    })
  })

  it('welcomes at once, without waiting for the totals to be fetched again', async () => {
    const user = userEvent.setup({ delay: null })
    function Totals() {
      return <p>Membres : {useMemberStats().totalMembers}</p>
    }
    render(
      <>
        <Totals />
        <MembershipForm />
      </>,
    )
    await screen.findByText('Membres : 342')
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get('*/api/members/stats', () => gate.then(() => undefined)))
    await fillRequired(user)

    await user.click(submit())

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.membershipSuccessTitle))
    expect(screen.getByText('Membres : 343')).toBeInTheDocument()
    release()
  })

  it('asks in plain words how the church may contact the person, nothing ticked, and sends the choice', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    await renderForm()
    const group = screen.getByRole('group', { name: 'J’accepte que l’église me contacte par :' })
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4)
    for (const name of ['Par e-mail', 'Par WhatsApp', 'Par SMS', 'Par téléphone'])
      expect(within(group).getByRole('checkbox', { name })).not.toBeChecked()
    await fillRequired(user)
    await user.click(within(group).getByRole('checkbox', { name: 'Par WhatsApp' }))
    await user.click(within(group).getByRole('checkbox', { name: 'Par e-mail' }))

    await user.click(submit())

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.membershipSuccessTitle))
    expect(posts).toEqual([
      expect.objectContaining({ consents: { email: true, whatsapp: true, sms: false, phone: false } }),
    ])
    // Cleared with the other fields, for the next person on the same phone.
    for (const box of within(group).getAllByRole('checkbox')) expect(box).not.toBeChecked()
  })

  it('shows the error text and keeps the fields when the server fails', async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 500)
    await renderForm()
    await fillRequired(user)

    await user.click(submit())

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.membershipError)
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie')
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Santiago')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('keeps the registration on the phone when offline, then welcomes once it has gone', async () => {
    const user = userEvent.setup({ delay: null })
    breakPosts(PATH)
    const firstTry = recordKeys(PATH)
    const { queryClient } = await renderForm()
    await fillRequired(user)

    await user.click(submit())

    const status = await screen.findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(keptOfflineMessages.membership))
    expect(status).toHaveTextContent(
      'Hors connexion : votre inscription est gardée sur ce téléphone et partira dès le retour du réseau.',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Not counted before the church has it.
    expect(queryClient.getQueryData(memberStatsQueries.detail().queryKey)).toBeUndefined()

    server.resetHandlers()
    const posts = recordPosts(PATH)
    const retry = recordKeys(PATH)
    networkBack()

    await waitFor(() => expect(status).toHaveTextContent(messages.membershipSuccessTitle))
    expect(status).toHaveTextContent(messages.membershipSuccess)
    expect(status).not.toHaveTextContent(keptOfflineMessages.membership)
    expect(posts).toEqual([expect.objectContaining({ firstName: 'Marie', lastName: 'Joseph', city: 'Santiago' })])
    expect(firstTry).toEqual([expect.stringMatching(UUID)])
    expect(retry).toEqual(firstTry)
  })

  it("puts the server's field errors on the fields", async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 400, { email: ['Cette adresse est déjà inscrite.'] })
    await renderForm()
    await fillRequired(user)

    await user.click(submit())

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.membershipError)
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Cette adresse est déjà inscrite.')
    expect(email).toHaveValue('marie@example.org')
  })

  it('hides a honeypot from people', async () => {
    await renderForm()
    const trap = document.querySelector('input[name="website"]')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(within(document.body).queryByRole('textbox', { name: /Site web/ })).toBeNull()
  })
})
