// Whether a member of the team is signed in, as the public pages need to know it: to show
// « Tableau de bord » in the menu and send the footer's gear straight to the dashboard. The
// session cookie is httpOnly (scripts cannot read it), so signing in leaves a non-secret marker
// in localStorage; only when the marker is there do the public pages ask the server whether the
// session is still open. Visitors who never signed in make no request at all, and nothing of the
// dashboard's code is loaded for it (a plain fetch, no zod, no ky).
import { useSyncExternalStore } from 'react'

export const STAFF_MARKER = 'eglise.equipe-connectee'
const SESSION_URL = '/api/admin/session'

let signedIn = false
let check: Promise<boolean> | null = null
const listeners = new Set<() => void>()

const setSignedIn = (value: boolean) => {
  if (signedIn === value) return
  signedIn = value
  for (const listener of listeners) listener()
}

function readMarker(): boolean {
  try {
    return localStorage.getItem(STAFF_MARKER) !== null
  } catch {
    return false // Storage refused (private mode): the public pages simply do not know.
  }
}

/** Called when the server confirms an open session (after sign-in, on the dashboard). */
export function markStaffSignedIn() {
  try {
    localStorage.setItem(STAFF_MARKER, '1')
  } catch {
    // Without storage the menu link is not shown; the dashboard itself still works.
  }
  check = Promise.resolve(true)
  setSignedIn(true)
}

/** Called at sign-out, and when the server says the session is closed. */
export function clearStaffMarker() {
  try {
    localStorage.removeItem(STAFF_MARKER)
  } catch {
    // Nothing was stored.
  }
  // Without the marker, the next check answers false without asking the server.
  check = null
  setSignedIn(false)
}

/** Asks the server once per page load, and only when the marker says someone signed in here. */
export function checkStaffSession(): Promise<boolean> {
  if (check) return check
  if (!readMarker()) return Promise.resolve(false)
  // no-store: never answered from (or queued behind) the browser's HTTP cache; bounded, so a
  // stalled answer never keeps the page busy.
  check = fetch(SESSION_URL, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  })
    .then((response) => {
      if (response.status === 401) clearStaffMarker()
      setSignedIn(response.ok)
      return response.ok
    })
    .catch(() => false) // Offline: the public pages keep their ordinary look.
  return check
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  void checkStaffSession()
  return () => listeners.delete(listener)
}

/** True once the server has confirmed a session; false on the server and before the answer. */
export function useStaffSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => signedIn,
    () => false,
  )
}
