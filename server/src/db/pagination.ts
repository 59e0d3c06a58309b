import { foldForSearch } from './database.ts'

/** A page of rows as the admin API sends it. */
export interface Page<T> {
  items: T[]
  total: number
}

export interface PageRequest {
  page: number
  pageSize: number
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize

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

// A search that looks like a phone number (digits and the usual separators) is also matched
// against phone_normalized; "Membre2" is not a phone search.
const PHONE_LIKE = /^[\d\s()+./-]+$/

/** `pattern` is folded (see foldForSearch): compare it with `fold(column)`. */
export function searchParams(query: string | undefined): SearchParams {
  const q = query?.trim() ?? ''
  const digits = PHONE_LIKE.test(q) ? q.replace(/\D/g, '') : ''
  return { q, pattern: containsPattern(foldForSearch(q)), digits, digitsPattern: containsPattern(digits) }
}
