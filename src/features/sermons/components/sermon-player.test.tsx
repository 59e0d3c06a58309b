import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Sermon } from '#common/schemas/sermon.ts'
import { SermonPlayer } from './sermon-player.tsx'

const sermon: Sermon = {
  slug: '2026-11-22-le-bon-berger',
  title: 'Le bon berger',
  preacher: 'Pasteur Jean',
  preachedOn: '2026-11-22',
  passage: 'Jean 10.11',
  series: '',
  publishedAt: '2026-11-22T15:00:00.000Z',
  audioUrl: '/media/predications/0123456789abcdef01.m4a',
  audioBytes: 19_300_000,
  durationSeconds: 2580,
  notes: '',
  videoUrl: '',
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('SermonPlayer', () => {
  it('arrives as a link to the recording, with no player to build until asked', () => {
    const { container } = render(<SermonPlayer sermon={sermon} />)
    const listen = screen.getByRole('link', { name: 'Écouter (43 min)' })
    expect(listen).toHaveAttribute('href', sermon.audioUrl)
    expect(container.querySelector('audio')).toBeNull()
  })

  it('becomes the player on a tap, focused and started within the tap', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    // (jsdom lets no <audio> take the focus; a browser does, when it has controls.)
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    const { container } = render(<SermonPlayer sermon={sermon} />)
    await userEvent.click(screen.getByRole('link', { name: 'Écouter (43 min)' }))
    const audio = container.querySelector('audio')
    expect(audio).not.toBeNull()
    expect(audio).toHaveAttribute('src', sermon.audioUrl)
    expect(audio).toHaveAttribute('controls')
    expect(audio).toHaveAccessibleName('Écouter « Le bon berger »')
    expect(focus.mock.contexts).toContain(audio)
    expect(play).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('link', { name: /^Écouter \(/ })).toBeNull()
  })

  it('keeps the player when the browser refuses to start the sound', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('refused', 'NotAllowedError'))
    const { container } = render(<SermonPlayer sermon={sermon} />)
    await userEvent.click(screen.getByRole('link', { name: 'Écouter (43 min)' }))
    expect(container.querySelector('audio')).toHaveAttribute('controls')
  })
})
