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
