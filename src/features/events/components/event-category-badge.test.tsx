import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { EVENT_CATEGORIES } from '#common/schemas/event-categories.ts'
import { EventCategoryBadge } from './event-category-badge.tsx'

describe('EventCategoryBadge', () => {
  it('gives each of the four known categories its own colour', () => {
    render(
      <div>
        {EVENT_CATEGORIES.map((category) => (
          <EventCategoryBadge key={category} category={category} />
        ))}
      </div>,
    )
    const tones = EVENT_CATEGORIES.map((category) => screen.getByText(category).dataset.tone)
    expect(new Set(tones).size).toBe(4)
    expect(tones).not.toContain('neutral')
  })

  it('shows a category the church typed itself on the neutral style', () => {
    render(<EventCategoryBadge category="Louange" />)
    expect(screen.getByText('Louange')).toHaveAttribute('data-tone', 'neutral')
  })
})
