// Loads with the first screen, so kept as small as can be: the outbox itself (IndexedDB, the
// sending) loads only with the forms, or on a visit when something is waiting to be sent.

/** Set while this phone keeps a submission for the page to send (not for the service worker). */
const FLAG = 'envois-gardes'

export function markKept(kept: boolean) {
  try {
    if (kept) localStorage.setItem(FLAG, '1')
    else localStorage.removeItem(FLAG)
  } catch {
    // Storage refused (some private modes): the forms still send what they keep when they load.
  }
}

/** On a visit, sends what an earlier visit kept; without a kept submission, loads nothing. */
export function resumeKeptSubmissions() {
  let kept = false
  try {
    kept = localStorage.getItem(FLAG) !== null
  } catch {
    // as above
  }
  if (kept) void import('./page-outbox.ts').then((outbox) => outbox.flushKept())
}
