import { adminHandlers } from './handlers/admin.ts'
import { adminAlertHandlers } from './handlers/admin-alerts.ts'
import { adminAttendanceHandlers } from './handlers/admin-attendance.ts'
import { adminAccountHandlers } from './handlers/admin-accounts.ts'
import { adminPasskeyHandlers } from './handlers/admin-passkeys.ts'
import { adminContentHandlers } from './handlers/admin-content.ts'
import { eventSignupHandlers, resetEventSignupMocks } from './handlers/event-signups.ts'
import { adminDonationHandlers } from './handlers/admin-donations.ts'
import { adminFiguresHandlers } from './handlers/admin-figures.ts'
import { adminGalleryHandlers } from './handlers/admin-gallery.ts'
import { adminInboxHandlers } from './handlers/admin-inbox.ts'
import { adminMemberHandlers } from './handlers/admin-members.ts'
import { adminNewsletterHandlers } from './handlers/admin-newsletter.ts'
import { adminOverviewHandlers } from './handlers/admin-overview.ts'
import { adminPeopleHandlers, connectPeopleUpdates } from './handlers/admin-people.ts'
import { formHandlers } from './handlers/forms.ts'
import { peopleRightsHandlers } from './handlers/people-rights.ts'
import { peopleUpdateHandlers, resetPeopleUpdateMocks } from './handlers/people-update.ts'
import { publicHandlers } from './handlers/public.ts'
import { resetSermonMocks, sermonHandlers } from './handlers/sermons.ts'
import { resetMockSession } from './session.ts'
import { setMockClock } from './clock.ts'
import { resetMockState, type MockStart } from './state.ts'
import { seedMockPeople } from './samples/people.ts'
import { resetSiteMockState, siteHandlers } from './handlers/site.ts'

/**
 * Every call the mocked backend answers, one handler per route of the server. tests/contract/
 * sends each of them to the real server too and fails on a handler without a case there.
 */
export const handlers = [
  ...publicHandlers,
  ...formHandlers,
  ...peopleUpdateHandlers,
  ...adminHandlers,
  ...adminAccountHandlers,
  ...adminPasskeyHandlers,
  ...adminOverviewHandlers,
  ...adminMemberHandlers,
  ...adminPeopleHandlers,
  ...adminAttendanceHandlers,
  ...peopleRightsHandlers,
  ...adminInboxHandlers,
  ...adminAlertHandlers,
  ...adminNewsletterHandlers,
  ...adminContentHandlers,
  ...eventSignupHandlers,
  ...adminGalleryHandlers,
  ...sermonHandlers,
  ...adminDonationHandlers,
  ...adminFiguresHandlers,
  ...siteHandlers,
]

// The samples' senders as people, as a server links the rows it finds at start-up.
seedMockPeople()
connectPeopleUpdates()

/**
 * Back to the samples (or, `samples: false`, to a new installation's data), signed out, on the
 * real time or `clock` (between tests).
 */
export function resetMocks({ samples = true, clock = null }: MockStart & { clock?: (() => Date) | null } = {}) {
  setMockClock(clock)
  resetMockState({ samples })
  if (samples) seedMockPeople()
  resetMockSession({ samples })
  resetSiteMockState()
  resetSermonMocks()
  resetPeopleUpdateMocks({ samples })
  connectPeopleUpdates()
  resetEventSignupMocks()
}
