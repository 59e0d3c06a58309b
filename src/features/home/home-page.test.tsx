import { beforeAll, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SiteMantineProvider } from '#src/components/ui/mantine-provider.tsx'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { routeTree } from '../../routeTree.gen.ts'
import { theme } from '../../theme.ts'
import { createTestQueryClient } from '#tests/setup/render.tsx'
import { church } from '#common/seed/church.ts'
import { fallbackServices } from '#common/seed/services-and-events.ts'
import { fullAddressOf, mapsUrlOf } from '#common/church-facts.ts'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { server } from '#mocks/node.ts'
import { loadContactForm } from '#src/features/contact/index.ts'
import { loadMembershipForm } from '#src/features/membership/index.ts'
import { loadNewsletterForm } from '#src/features/newsletter/index.ts'

// The whole home page through the app's real routes: structure, landmarks and the ?sujet link.
function renderHome(path = '/') {
  const queryClient = createTestQueryClient()
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  })
  render(
    <SiteMantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteMantineProvider>,
  )
  return router
}

// The page loads its forms lazily; transform them once up front so a busy test run stays fast.
beforeAll(async () => {
  await Promise.all([loadMembershipForm(), loadNewsletterForm(), loadContactForm()])
}, 30_000)

describe('Home page', () => {
  it('has one main landmark, one h1 and its sections in the order of the menu', async () => {
    renderHome()
    expect(await screen.findByRole('heading', { level: 1, name: church.name })).toBeInTheDocument()
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)

    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id)
    expect(ids).toEqual([
      'hero',
      'about',
      'services',
      'feproba',
      'isl',
      'ministries',
      'leadership',
      'join',
      'membership',
      'events',
      'newsletter',
      'gallery',
      'donner',
      'contact',
    ])
    // Every section is named by its own heading.
    for (const section of document.querySelectorAll('main section[id]')) {
      const title = document.getElementById(section.getAttribute('aria-labelledby') ?? '')
      expect(title?.tagName, section.id).toMatch(/^H[12]$/)
    }
    expect(document.title).toBe(`Accueil — ${church.name}`)
  })

  it('shows one timetable: the hero and the contact section list the services the API gives', async () => {
    server.use(
      http.get('*/api/services', () =>
        HttpResponse.json([{ ...fallbackServices[0]!, name: 'Culte unique', day: 'Jeudi', time: '18:00 - 19:30' }]),
      ),
    )
    renderHome()
    const hero = await screen.findByRole('list', { name: 'Nos rendez-vous' })
    await waitFor(() => expect(hero).toHaveTextContent('Jeudi 18:00 - 19:30 Culte unique'))
    const contact = document.getElementById('contact')!
    await waitFor(() => expect(within(contact).getByText('Jeudi 18:00 - 19:30')).toBeInTheDocument())
    expect(within(contact).getByText('Culte unique')).toBeInTheDocument()
  })

  it('draws the church’s facts from its content (GET /api/site)', async () => {
    const content = siteContentSeed()
    content.identity.name = 'Église de la Parole'
    content.contacts.phone = '+18095550199'
    server.use(http.get('*/api/site', () => HttpResponse.json(content)))
    renderHome()
    expect(await screen.findByRole('heading', { level: 1, name: 'Église de la Parole' })).toBeInTheDocument()
    const calls = screen.getAllByRole('link', { name: /\+1 \(809\) 555-0199/ })
    expect(calls.length).toBeGreaterThan(1)
    for (const call of calls) expect(call).toHaveAttribute('href', 'tel:+18095550199')
    expect(screen.getByRole('link', { name: 'Écrire sur WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/18095550199',
    )
    // The contact block's address opens the map the services block links to.
    const contact = document.getElementById('contact')!
    const address = within(contact)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === mapsUrlOf(content.contacts.address))
    // jsdom drops the space before the hidden words; a browser keeps it.
    expect(address).toHaveAccessibleName(/^Calle del Sol 45 .*dominicaine\s?\(voir sur Google Maps, nouvel onglet\)$/)
    expect(address).toHaveTextContent(fullAddressOf(content.contacts.address))
    expect(address).toHaveAttribute('target', '_blank')
    expect(document.title).toBe('Accueil — Église de la Parole')
  })

  // The contact form is a chunk of its own, loaded when near: slow while the other suites share the CPU.
  // Found by its label: a query by role names every element of the whole page at each of its
  // changes while it loads. Up to 30 s: on a busy CI machine the first of these tests once took
  // 18 s to show the form (its page's code transformed in jsdom on first use).
  const subjectField = async () => {
    const field = await screen.findByLabelText(/^Sujet/, undefined, { timeout: 30_000 })
    expect(field).toHaveRole('combobox')
    return field
  }

  it('preselects the contact subject given by ?sujet', { timeout: 40_000 }, async () => {
    renderHome('/?sujet=Autre')
    expect(await subjectField()).toHaveValue('Autre')
  })

  it('opens normally with an unknown ?sujet', { timeout: 40_000 }, async () => {
    renderHome('/?sujet=Nimporte')
    expect(await subjectField()).toHaveDisplayValue('— Choisir un sujet —')
  })
})
