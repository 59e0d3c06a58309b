import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#common/schemas/staff-account.ts'

/** « X caractères sur 12 au moins »: said while typing, before the server's strength check. */
export function lengthHint(length: number) {
  if (length === 0)
    return `Au moins ${PASSWORD_MIN_LENGTH} caractères, sans autre règle : une phrase facile à retenir convient.`
  if (length < PASSWORD_MIN_LENGTH)
    return `${length} caractère${length > 1 ? 's' : ''} sur ${PASSWORD_MIN_LENGTH} au moins.`
  if (length > PASSWORD_MAX_LENGTH) return `${length} caractères : ${PASSWORD_MAX_LENGTH} au plus.`
  return `${length} caractères : longueur suffisante.`
}
