import { beforeAll, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { routeTree } from '../../routeTree.gen.ts'
import { theme } from '../../theme.ts'
import { createTestQueryClient } from '#tests/setup/render.tsx'
import { church } from '#common/content/church.ts'

// The whole home page through the app's real routes: structure, landmarks and the ?sujet link.
function renderHome(path = '/') {
  const queryClient = createTestQueryClient()
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  })
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return router
}

// The page loads its forms lazily; transform them once up front so a busy test run stays fast.
beforeAll(async () => {
  await Promise.all([
    import('../membership/components/membership-form.tsx'),
    import('../newsletter/components/newsletter-form.tsx'),
    import('../contact/components/contact-form.tsx'),
  ])
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
      'contact',
    ])
    // Every section is named by its own heading.
    for (const section of document.querySelectorAll('main section[id]')) {
      const title = document.getElementById(section.getAttribute('aria-labelledby') ?? '')
      expect(title?.tagName, section.id).toMatch(/^H[12]$/)
    }
    expect(document.title).toBe(`Accueil — ${church.name}`)
  })

  it('describes the church to search engines (schema.org)', async () => {
    renderHome()
    await screen.findByRole('heading', { level: 1 })
    const script = document.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Church',
      name: church.name,
      telephone: church.phone.tel,
      foundingDate: '2011',
      url: 'http://localhost:3000/',
      address: { '@type': 'PostalAddress', addressLocality: church.address.city },
    })
  })

  it('describes the upcoming events for search engines (schema.org Event)', async () => {
    renderHome()
    await screen.findAllByRole('button', { name: /Plus d'informations/ }, { timeout: 5000 })
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    )
    const graph = blocks.find((b) => Array.isArray(b['@graph']))?.['@graph'] as Record<string, unknown>[]
    expect(graph).toHaveLength(4)
    expect(graph[0]).toMatchObject({
      '@type': 'Event',
      name: 'Conférence annuelle de l’église',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-14T09:00:00-04:00$/),
      endDate: expect.stringMatching(/T16:00:00-04:00$/),
      location: { '@type': 'Place', name: 'Temple principal, Santiago' },
    })
  })

  it('preselects the contact subject given by ?sujet', async () => {
    renderHome('/?sujet=Autre')
    expect(await screen.findByRole('combobox', { name: /Sujet/ }, { timeout: 5000 })).toHaveValue('Autre')
  })

  it('opens normally with an unknown ?sujet', async () => {
    renderHome('/?sujet=Nimporte')
    expect(await screen.findByRole('combobox', { name: /Sujet/ }, { timeout: 5000 })).toHaveDisplayValue(
      '— Choisir un sujet —',
    )
  })
})
