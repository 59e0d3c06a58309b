// What the search box of the admin lists matches, for the server (in SQL: see
// server/src/db/pagination.ts and the repositories' WHERE clauses) and the mocks (in memory).

/** Lower case without accents, so a search for "etienne" or "ÉTIENNE" finds "Étienne". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

// A search that looks like a phone number (digits and the usual separators) is also matched
// against the stored phone's digits; "Membre2" is not a phone search.
const PHONE_LIKE = /^[\d\s()+./-]+$/

/** The digits to look for in phone numbers: none unless the search looks like a phone number. */
export function phoneDigitsOf(query: string): string {
  const q = query.trim()
  return PHONE_LIKE.test(q) ? q.replace(/\D/g, '') : ''
}

/**
 * True when the trimmed `query` is empty, or is found in one of `texts` (any case, any accent),
 * or, looking like a phone number, its digits are found in `phoneDigits` (the stored phone as
 * normalizePhone writes it).
 */
export function matchesSearch(query: string | undefined, texts: readonly string[], phoneDigits = ''): boolean {
  const q = query?.trim() ?? ''
  if (q === '') return true
  const needle = foldForSearch(q)
  if (texts.some((text) => foldForSearch(text).includes(needle))) return true
  const digits = phoneDigitsOf(q)
  return digits !== '' && phoneDigits.includes(digits)
}
