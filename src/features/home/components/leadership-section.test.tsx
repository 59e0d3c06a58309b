import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { createTestQueryClient, render } from '#tests/setup/render.tsx'
import { siteContentQuery } from '#src/lib/site-content.ts'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { LeadershipSection } from './leadership-section.tsx'

function renderWith(change: (content: ReturnType<typeof siteContentSeed>) => void) {
  const content = siteContentSeed()
  change(content)
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(siteContentQuery().queryKey, content)
  render(<LeadershipSection />, { queryClient })
  return content
}

describe('LeadershipSection', () => {
  it('shows a leader’s portrait in both formats at its widths, its size reserved, named in French', async () => {
    const content = renderWith((c) => {
      c.leaders[1]!.photo = { stem: '0123456789abcdef01', widths: [160, 320] }
    })
    const name = content.leaders[1]!.name
    const img = await screen.findByRole('img', { name: `Portrait de ${name}` })
    expect(img).toHaveAttribute('src', '/media/people/0123456789abcdef01-160.webp')
    expect(img).toHaveAttribute('width', '72')
    expect(img).toHaveAttribute('height', '72')
    const sources = img.parentElement?.querySelectorAll('source') ?? []
    expect(
      [...sources].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]),
    ).toEqual([
      [
        'image/avif',
        '/media/people/0123456789abcdef01-160.avif 160w, /media/people/0123456789abcdef01-320.avif 320w',
        '72px',
      ],
      [
        'image/webp',
        '/media/people/0123456789abcdef01-160.webp 160w, /media/people/0123456789abcdef01-320.webp 320w',
        '72px',
      ],
    ])
    // The others, without a portrait, keep their initials.
    expect(screen.getAllByRole('img')).toHaveLength(1)
  })

  it('links a director’s phone and e-mail, and says « À venir » for those not published', async () => {
    const content = renderWith((c) => {
      c.directors[0] = { ...c.directors[0]!, phone: '+1 (809) 241-7788', email: 'jeunes@ebf-santiago.org' }
      c.directors[1] = { ...c.directors[1]!, phone: '809 241 7799', email: '' }
    })
    const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement
    const first = card((await screen.findByText(content.directors[0]!.name)).textContent ?? '')
    expect(within(first).getByRole('link', { name: '+1 (809) 241-7788' })).toHaveAttribute('href', 'tel:+18092417788')
    expect(within(first).getByRole('link', { name: 'jeunes@ebf-santiago.org' })).toHaveAttribute(
      'href',
      'mailto:jeunes@ebf-santiago.org',
    )
    const second = card(content.directors[1]!.name)
    expect(within(second).getByRole('link', { name: '809 241 7799' })).toHaveAttribute('href', 'tel:+18092417799')
    expect(within(second).getByText('À venir')).toBeInTheDocument()
    const third = card(content.directors[2]!.name)
    expect(within(third).getAllByText('À venir')).toHaveLength(2)
    expect(within(third).queryByRole('link')).not.toBeInTheDocument()
  })
})
