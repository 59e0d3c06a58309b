import { lazy, Suspense, useState } from 'react'
import { useNotifications, type NotificationsProps } from '@mantine/notifications'

// Mantine's toasts (their transitions, swipe, portal and scroll lock: some 10 KiB) load with the
// first one shown, not with the page: most visits show none.
const Notifications = lazy(() => import('./notifications.ts').then((m) => ({ default: m.Notifications })))

/**
 * Mantine's `Notifications`, mounted from the first toast on. `notifications.show()` fills the
 * store at once; the container shows what the store holds once its code is in, the first toast
 * too.
 */
export function NotificationsOnDemand(props: NotificationsProps) {
  const waiting = useNotifications().notifications.length > 0
  const [needed, setNeeded] = useState(waiting)
  // Kept once mounted: the toasts' exit transitions and the next ones need it.
  if (waiting && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null
}
