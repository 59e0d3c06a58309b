import { beforeEach, describe, expect, it } from 'vitest'
import { addDays } from '#common/attendance-rules.ts'
import { churchDate } from '#common/church-time.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '#mocks/node.ts'
import { mockAccounts, mockAdminSession } from '#mocks/session.ts'
import { state } from '#mocks/state.ts'
import { breakPosts } from '#mocks/testing.ts'
import { render } from '#tests/setup/render.tsx'
import { signInMock } from '../../test-utils.tsx'
import { AttendanceTab } from './attendance-tab.tsx'

const YOUTH = 'Ministère des jeunes'
const youthId = () => state.attendance.ministries.find((ministry) => ministry.name === YOUTH)?.id as number
const someone = () => {
  const person = state.peopleStore.people.find((p) => p.mergedInto === null && p.lastName.length >= 3)
  if (!person) throw new Error('no sample person')
  return { id: person.id, name: `${person.firstName} ${person.lastName}`.trim(), lastName: person.lastName }
}

beforeEach(() => signInMock())

describe('AttendanceTab', () => {
  it('adds a person to a ministry, marks her as leader, then takes her off', async () => {
    const person = someone()
    const user = userEvent.setup()
    render(<AttendanceTab />)
    const rosters = await screen.findByRole('region', { name: 'Ministères' })
    await within(rosters).findByRole('option', { name: YOUTH })
    await user.selectOptions(within(rosters).getByLabelText('Ministère'), YOUTH)
    await within(rosters).findByText('Personne dans ce ministère pour l’instant.')

    await user.type(within(rosters).getByLabelText('Ajouter une personne au ministère'), person.lastName)
    await user.click(await within(rosters).findByRole('button', { name: `Ajouter ${person.name} au ministère` }))
    const leader = await within(rosters).findByRole('checkbox', { name: `${person.name} responsable` })
    expect(state.attendance.members).toEqual([{ ministryId: youthId(), personId: person.id, leader: false }])

    await user.click(leader)
    await waitFor(() => expect(state.attendance.members[0]?.leader).toBe(true))
    expect(within(rosters).getByText('Responsable', { selector: '.mantine-Badge-label' })).toBeInTheDocument()

    await user.click(within(rosters).getByRole('button', { name: `Retirer ${person.name} du ministère` }))
    await within(rosters).findByText('Personne dans ce ministère pour l’instant.')
    expect(state.attendance.members).toEqual([])
  })

  it('keeps a roll call on the phone without network and sends it once back', async () => {
    const person = someone()
    state.attendance.members.push({ ministryId: youthId(), personId: person.id, leader: false })
    const user = userEvent.setup()
    render(<AttendanceTab />)
    const rollCall = await screen.findByRole('region', { name: 'Appel' })
    await within(rollCall).findByRole('option', { name: YOUTH })
    await user.selectOptions(within(rollCall).getByLabelText('Ministère'), YOUTH)
    await user.click(await within(rollCall).findByRole('checkbox', { name: person.name }))

    breakPosts('*/api/admin/attendance')
    await user.click(within(rollCall).getByRole('button', { name: 'Enregistrer l’appel (1)' }))
    await within(rollCall).findByText(/Hors connexion : l’appel \(1 personne\) est gardé sur ce téléphone/)
    expect(within(rollCall).getByRole('checkbox', { name: person.name })).not.toBeChecked()
    expect(state.attendance.records).toEqual([])

    // The network is back: the mock backend takes it, once.
    server.resetHandlers()
    window.dispatchEvent(new Event('online'))
    await within(rollCall).findByText('L’appel gardé sur ce téléphone est envoyé.')
    expect(state.attendance.records).toHaveLength(1)
    expect(state.attendance.records[0]?.ministryId).toBe(youthId())
    expect(state.attendance.presence).toEqual([{ recordId: state.attendance.records[0]?.id, personId: person.id }])
  })

  it('lists who is missed and puts her back into follow-up, then offers « Vous nous avez manqué » on WhatsApp', async () => {
    const row = state.peopleStore.people.find((p) => p.mergedInto === null && p.phone !== '')
    if (!row) throw new Error('no sample person with a phone')
    row.followUpStep = ''
    const name = `${row.firstName} ${row.lastName}`.trim()
    const today = churchDate(new Date())
    for (const [id, daysAgo] of [
      [1, 42],
      [2, 35],
    ] as const) {
      state.attendance.records.push({
        id,
        date: addDays(today, -daysAgo),
        serviceId: null,
        ministryId: null,
        adults: null,
        children: null,
        firstTime: null,
        createdBy: 'Secrétariat',
        createdAt: new Date().toISOString(),
      })
      state.attendance.presence.push({ recordId: id, personId: row.id })
    }
    const user = userEvent.setup()
    render(<AttendanceTab />)
    const absent = await screen.findByRole('region', { name: 'Absents depuis 3 semaines' })
    // Entrusted to the secretary rather than to the one who taps (the administrator).
    const entrust = within(absent).getByRole('combobox', { name: /Confier à/ })
    await within(entrust).findByRole('option', { name: 'Marie Dorvil' })
    expect(entrust).toHaveDisplayValue('Pasteur Samuel Joseph (vous)')
    await user.selectOptions(entrust, 'Marie Dorvil')
    await user.click(await within(absent).findByRole('button', { name: `Remettre en suivi ${name}` }))
    const link = await within(absent).findByRole('link', { name: `Vous nous avez manqué : WhatsApp à ${name}` })
    expect(within(absent).getByText('Confiée à Marie Dorvil')).toBeInTheDocument()
    expect(row.followUpStep).toBe('a_contacter')
    expect(row.followUpBy).toBe(2)
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(row.firstName)
  })
})

describe('AttendanceTab, for a ministry leader', () => {
  /** A « Responsable de ministère » of the youth, signed in. */
  function signInLeader() {
    const id = Math.max(...mockAccounts.items.map((account) => account.id)) + 1
    const template = mockAccounts.items[1]
    if (!template) throw new Error('no sample account')
    mockAccounts.items.push({
      ...template,
      id,
      email: 'jeunes@example.org',
      role: 'responsable',
      ministryIds: [youthId()],
    })
    mockAdminSession.accountId = id
  }

  it('shows the roll call of their ministry only: its members to tick, someone met at the door added', async () => {
    const person = someone()
    state.attendance.members.push({ ministryId: youthId(), personId: person.id, leader: false })
    signInLeader()
    const user = userEvent.setup()
    render(<AttendanceTab />)
    await screen.findByText(/Vous faites l’appel des réunions de vos ministères/)
    const rollCall = screen.getByRole('region', { name: 'Appel' })
    const ministry = within(rollCall).getByLabelText('Ministère')
    await within(ministry).findByRole('option', { name: YOUTH })
    // Their ministries only, and nothing of the office's: no search, no absent, no rosters, no headcount.
    expect(within(ministry).getAllByRole('option')).toHaveLength(1)
    expect(within(rollCall).queryByLabelText('Chercher une personne')).toBeNull()
    for (const name of ['Absents depuis 3 semaines', 'Ministères', 'Comptage'])
      expect(screen.queryByRole('region', { name })).toBeNull()

    await user.click(await within(rollCall).findByRole('checkbox', { name: person.name }))
    await user.type(within(rollCall).getByLabelText('Personne rencontrée à l’entrée'), 'Lucie Pierre-Louis')
    await user.click(within(rollCall).getByRole('button', { name: 'Ajouter et cocher' }))
    expect(await within(rollCall).findByRole('checkbox', { name: 'Lucie Pierre-Louis' })).toBeChecked()
    const lucie = state.peopleStore.people.find((p) => p.firstName === 'Lucie')
    expect(state.attendance.members).toContainEqual({ ministryId: youthId(), personId: lucie?.id, leader: false })

    await user.click(within(rollCall).getByRole('button', { name: 'Enregistrer l’appel (2)' }))
    await within(rollCall).findByText('Appel enregistré : 2 personnes présentes.')
    expect(state.attendance.records[0]?.ministryId).toBe(youthId())
  })
})
