import { afterEach, describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { cleanNotifications, notifications } from '@mantine/notifications'
import { render } from '#tests/setup/render.tsx'
import { NotificationsOnDemand } from './notifications-on-demand.tsx'

afterEach(() => {
  act(() => cleanNotifications())
})

describe('NotificationsOnDemand', () => {
  it('draws no container until a toast is shown, then that toast and the next', async () => {
    render(
      <>
        <p>La page</p>
        <NotificationsOnDemand position="top-center" />
      </>,
    )
    await screen.findByText('La page')
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull()

    act(() => {
      notifications.show({ message: 'Modifications enregistrées.' })
    })
    expect(await screen.findByText('Modifications enregistrées.')).toBeInTheDocument()
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull()

    act(() => {
      notifications.show({ message: 'Statut changé.' })
    })
    expect(await screen.findByText('Statut changé.')).toBeInTheDocument()
  })

  it('shows a toast given before it was drawn', async () => {
    act(() => {
      notifications.show({ message: 'Déjà là.' })
    })
    render(<NotificationsOnDemand />)
    expect(await screen.findByText('Déjà là.')).toBeInTheDocument()
  })
})
