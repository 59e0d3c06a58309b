import { foldForSearch, phoneDigitsOf } from '#common/search.ts'

// Paging and the search box are shared with the mocks (common/schemas/paging.ts, common/search.ts);
// what stays here is how they turn into SQL.
export { offsetOf, type Page, type PageRequest } from '#common/schemas/paging.ts'

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** What a search box needs in SQL: the text as a LIKE pattern, and its digits for phone_normalized. */
export interface SearchParams {
  q: string
  pattern: string
  digits: string
  digitsPattern: string
}

/** `pattern` is folded (see foldForSearch): compare it with `fold(column)`. */
export function searchParams(query: string | undefined): SearchParams {
  const q = query?.trim() ?? ''
  const digits = phoneDigitsOf(q)
  return { q, pattern: containsPattern(foldForSearch(q)), digits, digitsPattern: containsPattern(digits) }
}
