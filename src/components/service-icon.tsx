import {
  IconBible,
  IconBook,
  IconBuildingChurch,
  IconCalendarEvent,
  IconHeart,
  IconMoodKid,
  IconMusic,
  IconPray,
  IconUsers,
} from '@tabler/icons-react'
import type { ServiceIcon as ServiceIconKey } from '#common/schemas/service-style.ts'

// One drawing per key the dashboard offers (SERVICE_ICONS): the home page's cards and the
// dashboard's preview show the same icon.
const ICONS: Record<ServiceIconKey, typeof IconBook> = {
  church: IconBuildingChurch,
  book: IconBook,
  bible: IconBible,
  users: IconUsers,
  music: IconMusic,
  pray: IconPray,
  heart: IconHeart,
  child: IconMoodKid,
}

/** A weekly service's icon, decorative (aria-hidden); a calendar for a key it does not know. */
export function ServiceIcon({ icon, size }: { icon: string; size: number }) {
  const Icon = ICONS[icon as ServiceIconKey] ?? IconCalendarEvent
  return <Icon size={size} aria-hidden="true" />
}
