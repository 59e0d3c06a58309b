import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { delay, http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { sampleServices } from '#common/seed/services-and-events.ts'
import { render } from '#tests/setup/render.tsx'
import { signInMock } from '../../test-utils.tsx'
import { flushKept } from '#src/lib/offline-queue/page-outbox.ts'
import { HeadcountForm } from './headcount-form.tsx'

beforeEach(() => {
  signInMock()
  server.use(http.get('*/api/admin/services', () => HttpResponse.json(sampleServices)))
})
afterEach(() => cleanNotifications())

type Sent = { body: Record<string, unknown>; key: string | null }

/** POST /api/admin/attendance answers `answer(n)` to the n-th sending; returns what was sent. */
function serveAttendance(answer: (n: number) => { status: number; body: Record<string, unknown> }) {
  const sent: Sent[] = []
  server.use(
    http.post('*/api/admin/attendance', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ body, key: request.headers.get('idempotency-key') })
      await delay(50)
      const { status, body: answerBody } = answer(sent.length)
      return HttpResponse.json(answerBody, { status })
    }),
  )
  return sent
}

const recorded = (body: Record<string, unknown>) => ({
  id: 1,
  date: body.date,
  serviceId: body.serviceId,
  serviceName: 'Culte du dimanche',
  ministryId: null,
  ministryName: null,
  headcount: body.headcount,
  personIds: [],
  createdBy: 'Administrateur',
  createdAt: '2026-11-22T16:00:00.000Z',
})

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Adultes'), '84')
  await user.type(screen.getByLabelText('Enfants'), '23')
  await user.type(screen.getByLabelText('Première visite'), '3')
}

describe('HeadcountForm', () => {
  it('sends the three numbers for the first service with an Idempotency-Key, shows it is sending, then empties', async () => {
    const sent = serveAttendance(() => ({ status: 201, body: {} }))
    server.use(
      http.post('*/api/admin/attendance', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push({ body, key: request.headers.get('idempotency-key') })
        await delay(80)
        return HttpResponse.json(recorded(body), { status: 201 })
      }),
    )
    const user = userEvent.setup()
    render(<HeadcountForm />)
    await screen.findByDisplayValue(/\((Lun|Mar|Mer|Jeu|Ven|Sam|Dim)\w+\)$/, {}, { timeout: 3000 })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Enregistrer le comptage' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Enregistrer le comptage/ })).toHaveAttribute('data-loading', 'true'),
    )
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Comptage enregistré : 107 personnes/))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toMatchObject({ headcount: { adults: 84, children: 23, firstTime: 3 } })
    expect(sent[0]?.body.serviceId).toEqual(expect.any(Number))
    expect(sent[0]?.key).toMatch(/\S{8,}/)
    expect(screen.getByLabelText('Adultes')).toHaveValue('')
  })

  it('keeps the numbers after an error and sends them again with the same key', async () => {
    const sent = serveAttendance((n) =>
      n === 1
        ? { status: 503, body: { message: 'Service momentanément indisponible.' } }
        : {
            status: 201,
            body: recorded({ date: '2026-11-22', serviceId: 1, headcount: { adults: 84, children: 23, firstTime: 3 } }),
          },
    )
    const user = userEvent.setup()
    render(<HeadcountForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Enregistrer le comptage' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Le comptage n’a pas été enregistré')
    expect(screen.getByLabelText('Adultes')).toHaveValue('84')
    expect(screen.getByLabelText('Enfants')).toHaveValue('23')
    expect(screen.getByLabelText('Première visite')).toHaveValue('3')

    await user.click(screen.getByRole('button', { name: 'Enregistrer le comptage' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Comptage enregistré/))
    expect(sent).toHaveLength(2)
    expect(sent[1]?.key).toBe(sent[0]?.key)
  })

  it('puts the server’s field errors on the fields', async () => {
    serveAttendance(() => ({
      status: 400,
      body: { message: 'Données invalides.', fieldErrors: { 'headcount.adults': ['Adultes : 100 000 au maximum.'] } },
    }))
    const user = userEvent.setup()
    render(<HeadcountForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Enregistrer le comptage' }))
    expect(await screen.findByText('Adultes : 100 000 au maximum.')).toBeInTheDocument()
    expect(screen.getByLabelText('Adultes')).toHaveValue('84')
  })

  it('keeps the count on the phone without network, empties the form, and sends it once when the network returns', async () => {
    const attempts: (string | null)[] = []
    server.use(
      http.post('*/api/admin/attendance', ({ request }) => {
        attempts.push(request.headers.get('idempotency-key'))
        return HttpResponse.error()
      }),
    )
    const user = userEvent.setup()
    render(<HeadcountForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Enregistrer le comptage' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/gardé sur ce téléphone/))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText('Adultes')).toHaveValue('')
    expect(attempts).toHaveLength(1)

    // The network is back: the outbox sends the kept copy with the key of the first attempt.
    const sent = serveAttendance(() => ({
      status: 201,
      body: recorded({ date: '2026-11-22', serviceId: 1, headcount: { adults: 84, children: 23, firstTime: 3 } }),
    }))
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Comptage gardé envoyé : 107 personnes.'))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.key).toBe(attempts[0])
    expect(sent[0]?.body).toMatchObject({ headcount: { adults: 84, children: 23, firstTime: 3 } })
    // Nothing left: flushing again sends nothing more.
    await flushKept()
    expect(sent).toHaveLength(1)
  })
})
