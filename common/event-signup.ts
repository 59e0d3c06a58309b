// Who gets a seat: the rules of an event's sign-ups, apart from any storage so that the server and
// the mocked backend apply the same ones. The waiting list is first come, first served: nobody
// passes someone who waits, even with a smaller party that would fit.

/** A sign-up waiting for seats, in the list's order. */
export interface Waiting {
  id: number
  seats: number
}

/**
 * Where a new sign-up of `seats` goes: a seat when they all fit (no capacity: always) and nobody
 * is waiting already; the waiting list otherwise.
 */
export function placeFor(
  capacity: number | null,
  seatsTaken: number,
  waiting: number,
  seats: number,
): 'confirmed' | 'waitlist' {
  if (capacity === null) return 'confirmed'
  return waiting === 0 && seatsTaken + seats <= capacity ? 'confirmed' : 'waitlist'
}

/**
 * The sign-ups of the waiting list that now get their seats (after a cancellation, or more seats
 * offered): from the head of the list, while the next one fits.
 */
export function promotions(capacity: number | null, seatsTaken: number, waitlist: readonly Waiting[]): number[] {
  const promoted: number[] = []
  let taken = seatsTaken
  for (const entry of waitlist) {
    if (capacity !== null && taken + entry.seats > capacity) break
    promoted.push(entry.id)
    taken += entry.seats
  }
  return promoted
}

/**
 * Whether a visitor may still sign up on `today` (Santiago's date): up to the closing day, by
 * default the event's first day, both included.
 */
export const signupOpen = (signup: { closesAt: string | null }, eventDate: string, today: string) =>
  today <= (signup.closesAt ?? eventDate)
