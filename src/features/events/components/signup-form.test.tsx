import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { render } from '#tests/setup/render.tsx'
import { server } from '#mocks/node.ts'
import { SignupForm } from './signup-form.tsx'

async function renderForm() {
  render(<SignupForm eventId={7} title="Repas fraternel" onDone={() => undefined} />)
  await screen.findByRole('button', { name: 'Je m’inscris' })
}
const sent: unknown[] = []
const answering = (status: number, body: Record<string, string>, wait = 0) =>
  server.use(
    http.post('*/api/events/7/registrations', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') })
      if (wait) await delay(wait)
      return HttpResponse.json(body, { status })
    }),
  )

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Ana Pérez')
  await user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), '809 555 0101')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Nombre de places' }), '3')
}

describe('SignupForm', () => {
  it('sends the sign-up with its key and says the seat is held', async () => {
    sent.length = 0
    answering(201, { status: 'confirmed' })
    const user = userEvent.setup()
    await renderForm()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }))
    const status = await screen.findByRole('status')
    expect(within(status).getByText('Inscription confirmée')).toBeInTheDocument()
    expect(status).toHaveTextContent('Votre place est réservée pour « Repas fraternel ».')
    expect(sent).toEqual([
      { body: { name: 'Ana Pérez', phone: '809 555 0101', email: '', seats: 3, website: '' }, key: expect.any(String) },
    ])
  })

  it('says so when the visitor joins the waiting list', async () => {
    answering(201, { status: 'waitlist' })
    const user = userEvent.setup()
    await renderForm()
    await fill(user)
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@example.org')
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }))
    const status = await screen.findByRole('status')
    expect(within(status).getByText('Vous êtes sur la liste d’attente')).toBeInTheDocument()
    expect(status).toHaveTextContent('Dès qu’une place se libère, elle vous revient')
    expect(status).toHaveTextContent('Un e-mail vous a été envoyé, avec un lien pour annuler si besoin.')
  })

  it('keeps what was typed and shows the server’s reason when it refuses', async () => {
    answering(409, { message: 'Les inscriptions à cet événement sont closes.' })
    const user = userEvent.setup()
    await renderForm()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Les inscriptions à cet événement sont closes.')
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Ana Pérez')
    expect(screen.getByRole('textbox', { name: /^Téléphone/ })).toHaveValue('809 555 0101')
    expect(screen.getByRole('combobox', { name: 'Nombre de places' })).toHaveValue('3')
  })

  it('shows that it is sending, and sends nothing without a phone or an e-mail', async () => {
    sent.length = 0
    answering(201, { status: 'confirmed' }, 300)
    const user = userEvent.setup()
    await renderForm()
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Ana Pérez')
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }))
    expect(await screen.findAllByText('Indiquez un téléphone ou une adresse e-mail.')).toHaveLength(2)
    expect(sent).toEqual([])

    await user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), '809 555 0101')
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Je m’inscris' })).toHaveAttribute('data-loading'))
    expect(await screen.findByText('Inscription confirmée')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
  })
})
