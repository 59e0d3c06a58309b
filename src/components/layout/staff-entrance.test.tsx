import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { mockAdminSession } from '#mocks/handlers/admin.ts'
import { render } from '#tests/setup/render.tsx'
import { clearStaffMarker, STAFF_MARKER } from '#src/lib/staff-session.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

afterEach(() => {
  clearStaffMarker()
  mockAdminSession.signedIn = false
})

/** Counts the session requests the public pages make. */
function countSessionRequests() {
  const calls: string[] = []
  server.use(
    http.get('*/api/admin/session', ({ request }) => {
      calls.push(request.url)
      return undefined
    }),
  )
  return calls
}

const mainNav = () => screen.findByRole('navigation', { name: 'Navigation principale' })

describe('The team’s way in', () => {
  it('shows « Espace équipe » in the footer, leading to the dashboard', async () => {
    render(<SiteFooter />)
    expect(await screen.findByRole('link', { name: 'Espace équipe' })).toHaveAttribute('href', '/admin-dashboard')
  })

  it('never asks the server when nobody signed in on this device', async () => {
    const calls = countSessionRequests()
    render(<SiteHeader />)
    const nav = await mainNav()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(nav).queryByRole('link', { name: 'Tableau de bord' })).toBeNull()
    expect(calls).toEqual([])
  })

  it('adds « Tableau de bord » to the menu while the session the marker points at is open', async () => {
    localStorage.setItem(STAFF_MARKER, '1')
    mockAdminSession.signedIn = true
    const calls = countSessionRequests()
    render(<SiteHeader />)
    const nav = await mainNav()
    const links = await within(nav).findAllByRole('link', { name: 'Tableau de bord' })
    expect(links[0]).toHaveAttribute('href', '/admin-dashboard')
    expect(calls).toHaveLength(1)
  })

  it('forgets the marker when the server says the session is closed', async () => {
    localStorage.setItem(STAFF_MARKER, '1')
    server.use(http.get('*/api/admin/session', () => HttpResponse.json({ message: 'Non connecté' }, { status: 401 })))
    render(<SiteHeader />)
    await waitFor(() => expect(localStorage.getItem(STAFF_MARKER)).toBeNull())
    expect(within(await mainNav()).queryByRole('link', { name: 'Tableau de bord' })).toBeNull()
  })
})
